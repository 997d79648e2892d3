import { useLingui } from '@lingui/react/macro';
import { clsx } from 'clsx';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { type FocusEvent, useState } from 'react';
import { SectionHeading } from '#web/components/section-heading.js';
import { usePrefersReducedMotion } from '#web/hooks/use-prefers-reduced-motion.js';
import { TESTIMONIALS, TESTIMONIALS_PER_SLIDE, toSlides } from '../utils/testimonials.js';
import { TestimonialCard } from './testimonial-card.js';
import { useCarousel } from './use-carousel.js';

const SLIDES = toSlides(TESTIMONIALS);

const CONTROL =
  'flex size-11 items-center justify-center rounded-full bg-white text-slate-700 shadow-sm ring-1 ring-slate-200 ' +
  'hover:bg-indigo-50 hover:text-indigo-800';

function isKeyboardFocus(target: EventTarget): boolean {
  try {
    return target instanceof Element && target.matches(':focus-visible');
  } catch {
    return false;
  }
}

/** docs/spec/student-side.md §2 'Testimonial carousel' with the WAI-ARIA carousel pattern (region, labelled slides, rotation control). */
export function TestimonialCarousel() {
  const { t } = useLingui();
  const prefersReducedMotion = usePrefersReducedMotion();
  const [isStoppedByVisitor, setIsStoppedByVisitor] = useState(false);
  const [isHovered, setIsHovered] = useState(false);
  const [hasKeyboardFocus, setHasKeyboardFocus] = useState(false);
  const { index, isPlaying, goTo, next, previous } = useCarousel({
    slideCount: SLIDES.length,
    isAutoPlayDisabled: prefersReducedMotion || isStoppedByVisitor,
    isHeld: isHovered || hasKeyboardFocus,
  });

  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHasKeyboardFocus(false);
  };

  return (
    <section
      aria-roledescription={t({
        message: 'carousel',
        comment: 'Screen readers announce the testimonials section as this kind of widget',
      })}
      aria-labelledby="home-testimonials-title"
      onMouseEnter={() => setIsHovered(true)}
      onMouseLeave={() => setIsHovered(false)}
      onFocus={(event) => setHasKeyboardFocus(isKeyboardFocus(event.target))}
      onBlur={onBlur}
      className="render-when-near bg-gradient-to-b from-indigo-50 to-white py-16 sm:py-24"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading
          id="home-testimonials-title"
          eyebrow={t`Testimonials`}
          title={t`What our students say`}
          description={t`Students across India found their internships here.`}
        />
        <div className="mt-8 flex items-center justify-center gap-3">
          <button type="button" onClick={previous} aria-label={t`Previous slide`} className={CONTROL}>
            <ChevronLeft aria-hidden="true" className="size-5" />
          </button>
          {!prefersReducedMotion && (
            <button
              type="button"
              onClick={() => setIsStoppedByVisitor((stopped) => !stopped)}
              aria-label={isStoppedByVisitor ? t`Start automatic slide show` : t`Stop automatic slide show`}
              className={CONTROL}
            >
              {isStoppedByVisitor ? (
                <Play aria-hidden="true" className="size-5" />
              ) : (
                <Pause aria-hidden="true" className="size-5" />
              )}
            </button>
          )}
          <button type="button" onClick={next} aria-label={t`Next slide`} className={CONTROL}>
            <ChevronRight aria-hidden="true" className="size-5" />
          </button>
        </div>
        {/* Every slide sits in the same grid cell, so the block is as tall as the tallest slide: no layout shift. */}
        <div aria-live={isPlaying ? 'off' : 'polite'} className="mt-8 grid">
          {SLIDES.map((slide, slideIndex) => {
            const isCurrent = slideIndex === index;
            const number = slideIndex + 1;
            const total = SLIDES.length;
            return (
              // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern labels each slide as a group
              <div
                key={slide[0].name}
                role="group"
                aria-roledescription={t({
                  message: 'slide',
                  comment: 'Screen readers announce each group of testimonials as this',
                })}
                aria-label={t({ message: `${number} of ${total}`, comment: 'Which slide of the testimonials this is' })}
                aria-hidden={!isCurrent}
                inert={!isCurrent}
                className={clsx(
                  'col-start-1 row-start-1 transition-opacity duration-500 motion-reduce:transition-none',
                  isCurrent ? 'opacity-100' : 'pointer-events-none opacity-0',
                )}
              >
                <ul className="grid h-full gap-6 md:grid-cols-3">
                  {slide.map((testimonial, position) => (
                    <li key={testimonial.name}>
                      <TestimonialCard
                        testimonial={testimonial}
                        colourIndex={slideIndex * TESTIMONIALS_PER_SLIDE + position}
                      />
                    </li>
                  ))}
                </ul>
              </div>
            );
          })}
        </div>
        <div className="mt-8 flex justify-center gap-1">
          {SLIDES.map((slide, slideIndex) => {
            const number = slideIndex + 1;
            return (
              <button
                key={slide[0].name}
                type="button"
                onClick={() => goTo(slideIndex)}
                aria-label={t`Show slide ${number}`}
                aria-current={slideIndex === index ? 'true' : undefined}
                className="group flex size-8 items-center justify-center rounded-full"
              >
                <span
                  aria-hidden="true"
                  className={clsx(
                    'h-2.5 rounded-full transition-all motion-reduce:transition-none',
                    slideIndex === index ? 'w-6 bg-indigo-700' : 'w-2.5 bg-slate-300 group-hover:bg-slate-400',
                  )}
                />
              </button>
            );
          })}
        </div>
      </div>
    </section>
  );
}

import { useLingui } from '@lingui/react/macro';
import { Quote } from 'lucide-react';
import type { CSSProperties } from 'react';
import type { Testimonial } from '../utils/testimonials.js';

// -700 shades: white initials on them meet the 4.5:1 contrast minimum.
const AVATAR_COLOURS = ['bg-indigo-700', 'bg-pink-700', 'bg-emerald-700', 'bg-amber-700', 'bg-sky-700'];

function initials(name: string): string {
  return name
    .split(' ')
    .map((part) => part.charAt(0))
    .slice(0, 2)
    .join('');
}

export function TestimonialCard({ testimonial, colourIndex }: { testimonial: Testimonial; colourIndex: number }) {
  const { name, location, quote, rating } = testimonial;
  const { t } = useLingui();
  return (
    <figure className="flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <div className="flex items-center justify-between">
        <Quote aria-hidden="true" className="size-8 text-indigo-200" />
        {/* The stars are drawn by the stylesheet (.stars): five icons each were three of every four elements
            of the testimonials in the home page's first HTML (docs/decisions/0056). */}
        <p className="flex gap-0.5" role="img" aria-label={t`Rated ${rating} out of 5`}>
          <span aria-hidden="true" className="stars stars-given" style={{ '--stars': rating } as CSSProperties} />
          {rating < 5 && (
            <span
              aria-hidden="true"
              className="stars stars-not-given"
              style={{ '--stars': 5 - rating } as CSSProperties}
            />
          )}
        </p>
      </div>
      <blockquote className="mt-4 flex-1 text-base leading-relaxed text-slate-700">“{t(quote)}”</blockquote>
      <figcaption className="mt-6 flex items-center gap-3">
        <span
          aria-hidden="true"
          className={`flex size-10 shrink-0 items-center justify-center rounded-full text-sm font-semibold text-white ${AVATAR_COLOURS[colourIndex % AVATAR_COLOURS.length]}`}
        >
          {initials(name)}
        </span>
        <span>
          <span className="block font-semibold text-slate-900">{name}</span>
          <span className="block text-sm text-slate-500">{t(location)}</span>
        </span>
      </figcaption>
    </figure>
  );
}

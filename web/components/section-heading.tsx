import { clsx } from 'clsx';

type SectionHeadingProps = {
  id: string;
  eyebrow: string;
  title: string;
  description?: string;
  className?: string;
  /** Level of the title (default 2). */
  level?: 2 | 3;
};

/** The small label, heading and intro line that open each section of a marketing page (home, recommendations). */
export function SectionHeading({ id, eyebrow, title, description, className, level = 2 }: SectionHeadingProps) {
  const Title = level === 3 ? 'h3' : 'h2';
  return (
    <div className={clsx('mx-auto max-w-2xl text-center', className)}>
      <p className="text-sm font-semibold tracking-wide text-indigo-700 uppercase">{eyebrow}</p>
      <Title id={id} className="mt-2 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">
        {title}
      </Title>
      {description && <p className="mt-3 text-base text-pretty text-slate-600 sm:text-lg">{description}</p>}
    </div>
  );
}

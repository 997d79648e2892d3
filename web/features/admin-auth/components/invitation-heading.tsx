import { clsx } from 'clsx';
import type { LucideIcon } from 'lucide-react';
import type { Ref } from 'react';

/**
 * The heading of each step of the invitation page, under its icon tile. It takes the focus when the step
 * changes (tabIndex -1), so a screen reader reads where the page now is.
 */
export function InvitationHeading({
  ref,
  icon: Icon,
  tileClassName,
  title,
}: {
  ref: Ref<HTMLHeadingElement>;
  icon: LucideIcon;
  tileClassName: string;
  title: string;
}) {
  return (
    <>
      <span className={clsx('mx-auto flex size-14 items-center justify-center rounded-2xl', tileClassName)}>
        <Icon aria-hidden="true" className="size-8" />
      </span>
      <h1
        ref={ref}
        tabIndex={-1}
        className="mt-4 text-center text-2xl font-bold tracking-tight text-balance text-slate-900 outline-none"
      >
        {title}
      </h1>
    </>
  );
}

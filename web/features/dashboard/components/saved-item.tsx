import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { clsx } from 'clsx';
import { BookmarkX, Building2, CalendarClock, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import type { TSavedInternship } from '#shared/schemas/saved.js';
import { ClosedBadge } from '#web/components/internship-badges.js';
import { paths } from '#web/config/paths.js';
import { indiaDaysUntil } from '#web/lib/india-dates.js';

/** Closing within this many India days: the reminder stands out. */
const SOON_DAYS = 3;

/** 'Closes today', 'Closes tomorrow', 'Closes in 3 days': the expiry date in India days. */
function ClosingReminder({ expiryDate }: { expiryDate: string | null }) {
  const days = indiaDaysUntil(expiryDate);
  if (days === null) return null;
  const left = Math.max(0, days);
  return (
    <p
      className={clsx(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold',
        left <= SOON_DAYS ? 'bg-amber-100 text-amber-900' : 'bg-slate-100 text-slate-700',
      )}
    >
      <CalendarClock aria-hidden="true" className="size-3.5" />
      <Plural value={left} _0="Closes today" _1="Closes tomorrow" other="Closes in # days" />
    </p>
  );
}

/** One saved internship: its title links to the detail; closed ones say so and can still be unsaved. */
export function SavedItem({
  item,
  onUnsave,
  isBusy,
}: {
  item: TSavedInternship;
  onUnsave: (item: TSavedInternship) => void;
  isBusy: boolean;
}) {
  const { t } = useLingui();
  const titleId = `saved-${item._id}-title`;
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 rounded-xl border border-slate-200 p-4">
      <div className="min-w-0 flex-1 space-y-1">
        <h3 id={titleId} className="text-base leading-snug font-semibold">
          <Link to={paths.internship.getHref(item._id)} className="text-indigo-700 underline-offset-2 hover:underline">
            {item.title}
          </Link>
        </h3>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
          <span className="inline-flex min-w-0 items-center gap-1">
            <Building2 aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
            <span className="sr-only">{t`Company`}</span>
            {item.company}
          </span>
          <span className="inline-flex min-w-0 items-center gap-1">
            <MapPin aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
            <span className="sr-only">{t`Location`}</span>
            {item.location}
          </span>
        </p>
        <div className="pt-1">{item.isClosed ? <ClosedBadge /> : <ClosingReminder expiryDate={item.expiryDate} />}</div>
      </div>
      <button
        type="button"
        onClick={() => onUnsave(item)}
        disabled={isBusy}
        aria-describedby={titleId}
        className="inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold text-slate-700 ring-1 ring-slate-300 ring-inset hover:bg-slate-100 disabled:opacity-60"
      >
        <BookmarkX aria-hidden="true" className="size-4" />
        <Trans comment="a button: remove this internship from the saved list">Unsave</Trans>
      </button>
    </li>
  );
}

import { CalendarClock } from 'lucide-react';
import { EXPIRING_SOON_DAYS } from '#shared/listing-expiry.js';
import { paths } from '#web/config/paths.js';
import { AttentionLink } from './attention-link.js';

/** Internships closing within a week (docs/decisions/0039), with the way to the list that extends them. */
export function ExpiringSummary({ count }: { count: number }) {
  return (
    <AttentionLink
      to={paths.admin.jobs.getHref()}
      icon={CalendarClock}
      tone={count > 0 ? 'warn' : 'quiet'}
      action="Review and extend"
    >
      <strong>{count}</strong> internship{count === 1 ? '' : 's'} expiring in the next {EXPIRING_SOON_DAYS.default} days
    </AttentionLink>
  );
}

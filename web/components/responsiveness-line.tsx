import { Plural } from '@lingui/react/macro';
import { clsx } from 'clsx';
import { MessageCircleReply } from 'lucide-react';
import type { TResponsiveness } from '#shared/schemas/hearing-back.js';
import { summarizeResponsiveness } from '../lib/responsiveness.js';

/**
 * How the company replies, in one short line for the internship card (docs/decisions/0033): how fast
 * when it answers most applications, else how many in 10. Nothing when the server sends no figures
 * (fewer than 5 applications in 180 days).
 */
export function ResponsivenessLine({
  figures,
  className,
}: {
  figures: TResponsiveness | null | undefined;
  className?: string;
}) {
  const summary = summarizeResponsiveness(figures);
  if (!summary) return null;
  const { days, inTen } = summary;
  return (
    <p className={clsx('flex items-start gap-1.5 text-sm text-slate-500', className)}>
      <MessageCircleReply aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-400" />
      <span className="min-w-0">
        {summary.mostlyAnswers && days !== null ? (
          <Plural
            value={days}
            _1="Usually replies within a day"
            other="Usually replies within # days"
            comment="internship card: how soon the company usually answers an application (median, last 6 months)"
          />
        ) : (
          <Plural
            value={inTen}
            _0="Replies to fewer than 1 in 10 applications"
            other="Replies to # in 10 applications"
            comment="how many applications in every 10 the company answers (last 6 months)"
          />
        )}
      </span>
    </p>
  );
}

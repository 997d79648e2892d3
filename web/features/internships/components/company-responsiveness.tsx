import { Plural, Trans } from '@lingui/react/macro';
import { MessageCircleReply } from 'lucide-react';
import type { TResponsiveness } from '#shared/schemas/hearing-back.js';
import { type ResponsivenessSummary, summarizeResponsiveness } from '#web/lib/responsiveness.js';

function Sentence({ summary: { inTen, days, rarelyAnswers } }: { summary: ResponsivenessSummary }) {
  if (rarelyAnswers) {
    return (
      <Plural
        value={inTen}
        _0="Rarely replies: fewer than 1 in 10 applications"
        other="Rarely replies: # in 10 applications"
        comment="internship detail: the company answers at most 1 in every 10 applications (last 6 months)"
      />
    );
  }
  if (days === null) {
    return (
      <Plural
        value={inTen}
        _0="Replies to fewer than 1 in 10 applications"
        other="Replies to # in 10 applications"
        comment="how many applications in every 10 the company answers (last 6 months)"
      />
    );
  }
  return (
    <Trans comment="internship detail: applications in every 10 the company answers, and its median days to answer (last 6 months)">
      Replies to {inTen} in 10 applications, usually within <Plural value={days} _1="a day" other="# days" />
    </Trans>
  );
}

/**
 * How the company replies, on the internship's page (docs/decisions/0033): how many applications in 10
 * it answers and how soon, and what that is counted from. Nothing when the server sends no figures
 * (fewer than 5 applications in 180 days).
 */
export function CompanyResponsiveness({ figures }: { figures: TResponsiveness | null | undefined }) {
  const summary = summarizeResponsiveness(figures);
  if (!summary) return null;
  const { applications, months } = summary;
  return (
    <p className="mt-2 flex items-start gap-2 text-sm text-slate-600">
      <span className="flex h-5 w-5 shrink-0 items-center justify-center">
        <MessageCircleReply aria-hidden="true" className="size-4 text-slate-400" />
      </span>
      <span className="min-w-0">
        <Sentence summary={summary} />
        <span className="block text-xs text-slate-500">
          <Trans comment="internship detail: what the company's reply figures are counted from">
            Based on <Plural value={applications} one="# application" other="# applications" /> in the last {months}{' '}
            months
          </Trans>
        </span>
      </span>
    </p>
  );
}

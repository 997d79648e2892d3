import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowRight, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import type { TUser } from '#shared/schemas/user.js';
import { paths } from '#web/config/paths.js';

/** What a complete profile still lacks, in the order a student would fix it ('Add … so companies see …'). */
export function missingProfileItems(user: TUser): MessageDescriptor[] {
  const missing: MessageDescriptor[] = [];
  if (!user.hasResume) missing.push(msg({ message: 'a PDF resume', comment: 'in: Add {missing} so companies see…' }));
  if (!user.hasProfilePicture) {
    missing.push(msg({ message: 'a profile picture', comment: 'in: Add {missing} so companies see…' }));
  }
  if (user.skills.length < 3) {
    missing.push(msg({ message: 'a few more skills', comment: 'in: Add {missing} so companies see…' }));
  }
  if (!user.futureGoals.trim()) {
    missing.push(msg({ message: 'your future goals', comment: 'in: Add {missing} so companies see…' }));
  }
  return missing;
}

/** docs/spec/student-side.md §2: the promotional banner; it nudges towards a complete profile and the internship list. */
export function PromoBanner({ user }: { user: TUser }) {
  const { t } = useLingui();
  const items = missingProfileItems(user).map((item) => t(item));
  const head = items.slice(0, -1).join(', ');
  const last = items[items.length - 1];
  const missing =
    items.length <= 1 ? items.join('') : t({ message: `${head} and ${last}`, comment: 'the last two of a list' });
  return (
    <aside
      aria-label={t`Tip`}
      className="relative overflow-hidden rounded-2xl bg-linear-to-r from-indigo-700 via-indigo-600 to-violet-600 p-5 text-white shadow-md sm:p-6"
    >
      <div aria-hidden="true" className="absolute -top-12 -right-10 size-40 rounded-full bg-white/10" />
      <div aria-hidden="true" className="absolute -bottom-16 right-24 size-32 rounded-full bg-white/5" />
      <div className="relative flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-white/15">
            <Sparkles aria-hidden="true" className="size-5" />
          </span>
          <div>
            <p className="font-semibold">
              {items.length > 0 ? t`Stand out to recruiters` : t`Your profile is ready to shine`}
            </p>
            <p className="mt-0.5 text-sm text-indigo-100">
              {items.length > 0
                ? t`Add ${missing} so companies see the best of you, then apply with one click.`
                : t`New internships are added every week. Applying is free and takes one click.`}
            </p>
          </div>
        </div>
        <Link
          to={paths.internships.getHref()}
          className="inline-flex h-10 shrink-0 items-center justify-center gap-2 self-start rounded-lg bg-white px-4 text-sm font-semibold text-indigo-700 shadow-sm hover:bg-indigo-50 sm:self-auto"
        >
          <Trans>Explore internships</Trans>
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </aside>
  );
}

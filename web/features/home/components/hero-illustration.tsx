import { Trans } from '@lingui/react/macro';
import { BadgeCheck, Building2, MapPin, Sparkles } from 'lucide-react';
import { formatRupees } from '#web/lib/format-rupees.js';

/** A decorative stack of internship cards drawn with CSS: no image to download, no layout shift. */
export function HeroIllustration() {
  const stipend = formatRupees(25_000);
  const match = 92;
  return (
    <div aria-hidden="true" className="relative mx-auto hidden h-[26rem] w-full max-w-md select-none lg:block">
      <div className="absolute inset-8 rounded-[2.5rem] bg-gradient-to-br from-indigo-200/70 via-violet-200/60 to-amber-100/70 blur-2xl" />
      <div className="absolute top-6 left-4 w-72 rotate-[-4deg] rounded-2xl bg-white p-5 shadow-xl ring-1 ring-slate-200">
        <div className="flex items-center justify-between">
          <span className="rounded-full bg-emerald-50 px-2.5 py-1 text-xs font-semibold text-emerald-700">
            <Trans>Remote</Trans>
          </span>
          <span className="text-xs text-slate-500">
            <Trans>Design</Trans>
          </span>
        </div>
        <p className="mt-3 font-semibold text-slate-900">
          <Trans>UI/UX Design Intern</Trans>
        </p>
        <p className="mt-1 flex items-center gap-1.5 text-sm text-slate-500">
          <Building2 className="size-4" /> Pixel Mandala Studio
        </p>
        <div className="mt-4 h-2 w-3/4 rounded-full bg-slate-100" />
        <div className="mt-2 h-2 w-1/2 rounded-full bg-slate-100" />
      </div>
      <div className="absolute top-36 right-0 w-80 rotate-[3deg] rounded-2xl bg-white p-5 shadow-2xl ring-1 ring-slate-200">
        <div className="flex items-center justify-between">
          <span className="rounded-full bg-indigo-50 px-2.5 py-1 text-xs font-semibold text-indigo-700">
            <Trans>Full-time</Trans>
          </span>
          <span className="flex items-center gap-1 text-xs font-medium text-amber-700">
            <Sparkles className="size-3.5" /> <Trans>{match}% match</Trans>
          </span>
        </div>
        <p className="mt-3 font-semibold text-slate-900">
          <Trans>Frontend Developer Intern</Trans>
        </p>
        <p className="mt-1 flex items-center gap-1.5 text-sm text-slate-500">
          <MapPin className="size-4" /> <Trans>Bengaluru</Trans>
        </p>
        <div className="mt-4 flex items-center justify-between">
          <span className="font-bold text-slate-900">
            <Trans>{stipend}/month</Trans>
          </span>
          <span className="rounded-lg bg-indigo-700 px-3 py-1.5 text-xs font-semibold text-white">
            <Trans>Apply</Trans>
          </span>
        </div>
      </div>
      <div className="absolute bottom-6 left-10 flex items-center gap-3 rounded-2xl bg-white px-4 py-3 shadow-xl ring-1 ring-slate-200">
        <span className="flex size-9 items-center justify-center rounded-full bg-emerald-100 text-emerald-700">
          <BadgeCheck className="size-5" />
        </span>
        <div>
          <p className="text-sm font-semibold text-slate-900">
            <Trans>Application sent</Trans>
          </p>
          <p className="text-xs text-slate-500">
            <Trans>Marketing Intern · Kochi</Trans>
          </p>
        </div>
      </div>
    </div>
  );
}

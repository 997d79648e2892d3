import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** A card of the dashboard's side column: a titled section with an icon, a line of explanation and actions. */
export function DashboardPanel({
  id,
  icon: Icon,
  title,
  intro,
  children,
}: {
  id: string;
  icon: LucideIcon;
  title: string;
  intro: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id={id} className="flex items-center gap-2 text-lg font-bold text-slate-900">
        <Icon aria-hidden="true" className="size-5 text-indigo-600" />
        {title}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{intro}</p>
      {children}
    </section>
  );
}

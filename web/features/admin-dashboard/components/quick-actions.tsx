import { ArrowRight, BarChart3, Briefcase, FileText, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '#web/config/paths.js';

type QuickAction = { title: string; description: string; to: string; icon: LucideIcon; tone: string };

// docs/spec/admin-side.md §2: quick-action cards link to /admin/jobs, /admin/applications and /admin/analytics.
const ACTIONS: QuickAction[] = [
  {
    title: 'Manage Internships',
    description: 'Create, edit, upload and remove internship postings.',
    to: paths.admin.jobs.getHref(),
    icon: Briefcase,
    tone: 'bg-indigo-100 text-indigo-700',
  },
  {
    title: 'Review Applications',
    description: 'Check new applications, update statuses and forward them.',
    to: paths.admin.applications.getHref(),
    icon: FileText,
    tone: 'bg-sky-100 text-sky-700',
  },
  {
    title: 'View Analytics',
    description: 'Applications by status, internships by domain and sign-ups.',
    to: paths.admin.analytics.getHref(),
    icon: BarChart3,
    tone: 'bg-emerald-100 text-emerald-700',
  },
];

export function QuickActions() {
  return (
    <section aria-labelledby="quick-actions-heading">
      <h2 id="quick-actions-heading" className="text-lg font-semibold text-slate-900">
        Quick Actions
      </h2>
      <ul className="mt-3 grid gap-4 md:grid-cols-3">
        {ACTIONS.map(({ title, description, to, icon: Icon, tone }) => (
          <li key={to}>
            <Link
              to={to}
              className="group flex h-full items-start gap-4 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 transition hover:shadow-md hover:ring-indigo-300"
            >
              <span className={`flex size-11 shrink-0 items-center justify-center rounded-xl ${tone}`}>
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="flex items-center gap-1 font-semibold text-slate-900 group-hover:text-indigo-700">
                  {title}
                  <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-0.5" />
                </span>
                <span className="mt-1 block text-sm text-slate-600">{description}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

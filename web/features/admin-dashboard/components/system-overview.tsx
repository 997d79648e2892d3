import { Database, HardDrive, Mail } from 'lucide-react';
import { Panel } from '#web/components/admin/admin-page.js';

// docs/spec/admin-side.md §2 and docs/spec/product-decisions.md: this panel and these figures are static text, shown as the spec gives them.
const SERVICES = [
  { name: 'Database', state: 'Online', icon: Database },
  { name: 'Email Service', state: 'Active', icon: Mail },
  { name: 'File Storage', state: 'Available', icon: HardDrive },
] as const;

const FIGURES = [
  { label: 'Success Rate', value: '95%', bar: 95 },
  { label: 'Average Response', value: '2.3s', bar: 77 },
  { label: 'Uptime', value: '99.9%', bar: 99.9 },
] as const;

export function SystemOverview() {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Panel title="System Status">
        <ul className="divide-y divide-slate-100">
          {SERVICES.map(({ name, state, icon: Icon }) => (
            <li key={name} className="flex items-center justify-between gap-3 px-4 py-3.5 sm:px-5">
              <span className="flex items-center gap-3 text-sm font-medium text-slate-800">
                <Icon aria-hidden="true" className="size-5 text-slate-500" />
                {name}
              </span>
              <span className="inline-flex items-center gap-2 text-sm font-semibold text-emerald-700">
                <span aria-hidden="true" className="size-2.5 rounded-full bg-emerald-500" />
                {state}
              </span>
            </li>
          ))}
        </ul>
      </Panel>
      <Panel title="Platform Overview">
        <dl className="space-y-4 px-4 py-4 sm:px-5">
          {FIGURES.map(({ label, value, bar }) => (
            <div key={label}>
              <div className="flex items-baseline justify-between gap-3">
                <dt className="text-sm font-medium text-slate-700">{label}</dt>
                <dd className="text-lg font-bold text-slate-900">{value}</dd>
              </div>
              <div aria-hidden="true" className="mt-1.5 h-2 overflow-hidden rounded-full bg-slate-100">
                <div className="h-full rounded-full bg-indigo-500" style={{ width: `${bar}%` }} />
              </div>
            </div>
          ))}
        </dl>
      </Panel>
    </div>
  );
}

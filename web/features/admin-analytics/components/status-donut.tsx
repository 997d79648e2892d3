import { Cell, Pie, PieChart, ResponsiveContainer, Tooltip } from 'recharts';
import type { Bar } from '../utils/analytics-series.js';
import { TOOLTIP_PROPS } from './chart-theme.js';

const EMPTY_RING = [{ label: 'No applications', value: 1, color: '#f1f5f9' }];

/**
 * Applications by status as a Recharts donut (docs/spec/admin-side.md §2 colours), with a legend of counts and shares.
 * The SVG is not accessible by itself: its wrapper is one image with a summarising label, and the
 * legend list beside it carries every figure as text.
 */
export function StatusDonut({ bars, acceptanceRate }: { bars: Bar[]; acceptanceRate: number }) {
  const total = bars.reduce((sum, bar) => sum + bar.value, 0);
  const summary = bars.map((bar) => `${bar.label} ${bar.value}`).join(', ');
  const slices = total > 0 ? bars.filter((bar) => bar.value > 0) : EMPTY_RING;
  return (
    <div className="flex flex-col items-center gap-6 sm:flex-row sm:items-center">
      <div role="img" aria-label={`Applications by status: ${summary}`} className="relative size-48 shrink-0">
        <ResponsiveContainer width="100%" height="100%">
          <PieChart>
            <Pie
              data={slices}
              dataKey="value"
              nameKey="label"
              innerRadius="62%"
              outerRadius="95%"
              paddingAngle={slices.length > 1 ? 2 : 0}
              stroke="none"
              isAnimationActive={false}
            >
              {slices.map((slice) => (
                <Cell key={slice.label} fill={slice.color} />
              ))}
            </Pie>
            {total > 0 && <Tooltip {...TOOLTIP_PROPS} />}
          </PieChart>
        </ResponsiveContainer>
        <div className="pointer-events-none absolute inset-0 flex flex-col items-center justify-center">
          <span className="text-2xl font-bold text-slate-900 tabular-nums">{total.toLocaleString('en-IN')}</span>
          <span className="text-xs text-slate-500">applications</span>
        </div>
      </div>
      <div className="w-full min-w-0 flex-1">
        <ul className="space-y-2">
          {bars.map((bar) => (
            <li key={bar.label} className="flex items-center justify-between gap-3 text-sm">
              <span className="flex items-center gap-2 font-medium text-slate-700">
                <span aria-hidden="true" className="size-3 rounded-sm" style={{ backgroundColor: bar.color }} />
                {bar.label}
              </span>
              <span className="text-slate-900 tabular-nums">
                <span className="font-semibold">{bar.value.toLocaleString('en-IN')}</span>
                <span className="ml-1.5 text-slate-500">
                  ({total === 0 ? 0 : Math.round((bar.value / total) * 100)}%)
                </span>
              </span>
            </li>
          ))}
        </ul>
        <p className="mt-4 rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-800">
          Acceptance rate: <span className="font-bold">{acceptanceRate}%</span> of all applications
        </p>
      </div>
    </div>
  );
}

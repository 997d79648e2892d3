import { Bar, BarChart, CartesianGrid, LabelList, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { niceMax } from '../utils/analytics-series.js';
import { ChartDataTable } from './chart-data-table.js';
import { AXIS_TICK, GRID_STROKE, TOOLTIP_PROPS } from './chart-theme.js';

export type MonthColumn = { label: string; shortLabel: string; value: number };

/**
 * New students per month as Recharts columns, with three-letter month names so six fit on a phone.
 * The chart is hidden from screen readers; the same numbers are in a visually hidden table.
 */
export function MonthlyChart({
  columns,
  title,
  color = '#4f46e5',
}: {
  columns: MonthColumn[];
  title: string;
  color?: string;
}) {
  const max = niceMax(Math.max(0, ...columns.map((column) => column.value)));
  return (
    <div>
      <div aria-hidden="true" className="h-60">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={columns} margin={{ top: 20, right: 8, bottom: 0, left: -16 }}>
            <CartesianGrid vertical={false} stroke={GRID_STROKE} strokeDasharray="3 3" />
            <XAxis dataKey="shortLabel" tick={AXIS_TICK} tickLine={false} interval={0} />
            <YAxis domain={[0, max]} allowDecimals={false} tick={AXIS_TICK} tickLine={false} axisLine={false} />
            <Tooltip
              {...TOOLTIP_PROPS}
              labelFormatter={(_label, payload) => payload[0]?.payload?.label ?? _label}
              formatter={(value) => [value, 'New students']}
            />
            <Bar dataKey="value" fill={color} radius={[6, 6, 0, 0]} maxBarSize={56} isAnimationActive={false}>
              <LabelList
                dataKey="value"
                position="top"
                fontSize={12}
                fill="#334155"
                formatter={(value) => (Number(value) > 0 ? value : '')}
              />
            </Bar>
          </BarChart>
        </ResponsiveContainer>
      </div>
      <ChartDataTable caption={title} headings={['Month', 'Registrations']} rows={columns} />
    </div>
  );
}

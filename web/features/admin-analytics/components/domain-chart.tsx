import {
  BarChart,
  CartesianGrid,
  Cell,
  LabelList,
  Bar as RechartsBar,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { Bar } from '../utils/analytics-series.js';
import { niceMax } from '../utils/analytics-series.js';
import { ChartDataTable } from './chart-data-table.js';
import { AXIS_TICK, GRID_STROKE, TOOLTIP_PROPS } from './chart-theme.js';

const ROW_HEIGHT = 40;

/**
 * Internships per domain as horizontal Recharts bars: domain names stay readable on a 390 px phone.
 * The chart is hidden from screen readers; the same figures are in a visually hidden table.
 */
export function DomainChart({ bars, title }: { bars: Bar[]; title: string }) {
  const max = niceMax(Math.max(0, ...bars.map((bar) => bar.value)));
  const height = Math.max(160, bars.length * ROW_HEIGHT + 40);
  return (
    <div>
      <div aria-hidden="true" style={{ height }}>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={bars} layout="vertical" margin={{ top: 4, right: 28, bottom: 4, left: 4 }}>
            <CartesianGrid horizontal={false} stroke={GRID_STROKE} strokeDasharray="3 3" />
            <XAxis type="number" domain={[0, max]} allowDecimals={false} tick={AXIS_TICK} tickLine={false} />
            <YAxis
              type="category"
              dataKey="label"
              width={92}
              tick={AXIS_TICK}
              tickLine={false}
              axisLine={false}
              interval={0}
            />
            <Tooltip {...TOOLTIP_PROPS} formatter={(value) => [value, 'Internships']} />
            <RechartsBar dataKey="value" radius={[0, 6, 6, 0]} barSize={20} isAnimationActive={false}>
              {bars.map((bar) => (
                <Cell key={bar.label} fill={bar.color} />
              ))}
              <LabelList dataKey="value" position="right" fontSize={12} fill="#334155" />
            </RechartsBar>
          </BarChart>
        </ResponsiveContainer>
      </div>
      <ChartDataTable caption={title} headings={['Domain', 'Internships']} rows={bars} />
    </div>
  );
}

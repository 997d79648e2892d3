import './charts-on-preact.js';
// Shared Recharts styling so the three charts read alike (Tailwind slate shades).
export const AXIS_TICK = { fontSize: 12, fill: '#475569' };
export const GRID_STROKE = '#e2e8f0';
export const TOOLTIP_PROPS = {
  contentStyle: { borderRadius: 8, borderColor: '#e2e8f0', fontSize: 13 },
  cursor: { fill: '#f1f5f9' },
} as const;

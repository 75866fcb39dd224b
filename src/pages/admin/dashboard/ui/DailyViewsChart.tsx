import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { DayViews } from '../model/figures';
import type { Formatters } from '../model/useFormatters';

const tickStyle = { fill: 'var(--color-text-muted)', fontSize: 12 };

/** The daily views as a bar chart: the picture of the daily figure, for sighted readers (its table says the same). */
export function DailyViewsChart({ days, format, views }: { days: readonly DayViews[]; format: Formatters; views: string }) {
  return (
    <ResponsiveContainer width="100%" height={256}>
      <BarChart data={[...days]} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
        <CartesianGrid vertical={false} stroke="var(--color-border)" />
        <XAxis dataKey="date" tickFormatter={format.shortDay} tick={tickStyle} stroke="var(--color-border)" minTickGap={16} />
        <YAxis allowDecimals={false} tickFormatter={format.number} tick={tickStyle} stroke="var(--color-border)" />
        <Tooltip
          cursor={{ fill: 'var(--color-border)' }}
          labelFormatter={(date) => format.longDay(String(date))}
          formatter={(value) => [format.number(Number(value)), views]}
          contentStyle={{ background: 'var(--color-surface)', border: '1px solid var(--color-border)', color: 'var(--color-text)' }}
          labelStyle={{ color: 'var(--color-text)' }}
          itemStyle={{ color: 'var(--color-text)' }}
        />
        <Bar dataKey="views" fill="var(--color-primary)" radius={[3, 3, 0, 0]} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}

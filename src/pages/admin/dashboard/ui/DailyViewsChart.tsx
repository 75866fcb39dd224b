import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { DayViews } from '../model/figures';
import type { Formatters } from '../model/useFormatters';
import { ChartBox, TableToggle } from './AdminDashboardPage.styles';
import { FigurePanel, FiguresTable } from './BarTable';

export interface DailyViewsChartProps {
  days: readonly DayViews[];
  format: Formatters;
}

const tickStyle = { fill: 'var(--color-text-muted)', fontSize: 12 };

/** The daily views bar chart (a picture for sighted readers) with its data as a table behind a toggle. */
export function DailyViewsChart({ days, format }: DailyViewsChartProps) {
  const { t } = useTranslation('admin-dashboard');
  return (
    <FigurePanel title={t('daily.title')} caption={t('daily.caption', { days: days.length })}>
      <ChartBox aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={[...days]} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
            <CartesianGrid vertical={false} stroke="var(--color-border)" />
            <XAxis dataKey="date" tickFormatter={format.shortDay} tick={tickStyle} stroke="var(--color-border)" minTickGap={16} />
            <YAxis allowDecimals={false} tickFormatter={format.number} tick={tickStyle} stroke="var(--color-border)" />
            <Tooltip
              cursor={{ fill: 'var(--color-border)' }}
              labelFormatter={(date) => format.longDay(String(date))}
              formatter={(views) => [format.number(Number(views)), t('daily.views')]}
              contentStyle={{ background: 'var(--color-surface)', border: '1px solid var(--color-border)', color: 'var(--color-text)' }}
              labelStyle={{ color: 'var(--color-text)' }}
              itemStyle={{ color: 'var(--color-text)' }}
            />
            <Bar dataKey="views" fill="var(--color-primary)" radius={[3, 3, 0, 0]} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </ChartBox>
      <TableToggle>
        <summary>{t('daily.showTable')}</summary>
        <FiguresTable
          columns={[t('daily.day'), t('daily.views')]}
          rows={days.map((day) => ({
            key: day.date,
            label: <time dateTime={day.date}>{format.longDay(day.date)}</time>,
            values: [format.number(day.views)],
          }))}
        />
      </TableToggle>
    </FigurePanel>
  );
}

import type { ReactNode } from 'react';
import { List, type StatCountsSize } from './StatCounts.styles';

export interface StatCount {
  /** Unique among the items. */
  key: string;
  label: ReactNode;
  value: ReactNode;
}

export interface StatCountsProps {
  /** Accessible name of the list, e.g. 'Article counts'. */
  label: string;
  items: StatCount[];
  /** A fixed number of equal columns; without it, as many columns of at least `minItemWidth` as fit. */
  columns?: number;
  /** CSS min width of an item when `columns` is not given. */
  minItemWidth?: string;
  /** 'large' for the headline figures of a dashboard. */
  size?: StatCountsSize;
}

/** A row of labelled figures (a description list of boxes), wrapping on narrow screens. */
export function StatCounts({ label, items, columns, minItemWidth = '7.5rem', size = 'medium' }: StatCountsProps) {
  const template = columns ? `repeat(${columns}, minmax(0, 1fr))` : `repeat(auto-fit, minmax(${minItemWidth}, 1fr))`;
  return (
    <List aria-label={label} $columns={template} $size={size}>
      {items.map((item) => (
        <div key={item.key}>
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </List>
  );
}

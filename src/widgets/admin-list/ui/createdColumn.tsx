import type { ReactNode } from 'react';
import { TimeCell, type AdminColumn } from './AdminList';

/** A column of the rows' creation time, muted, as `format` words it. */
export const createdColumn = <Row extends { created_at: string }>(header: ReactNode, format: (at: string) => string): AdminColumn<Row> => ({
  header,
  cell: ({ created_at: at }) => <TimeCell at={at}>{format(at)}</TimeCell>,
});

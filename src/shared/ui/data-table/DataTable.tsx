import type { ReactNode } from 'react';
import { Table, TableRegion } from './DataTable.styles';

export interface DataTableProps {
  /** Accessible name of the scrolling region around the table. */
  label: string;
  caption: ReactNode;
  /** The column headings, in order. */
  columns: ReactNode[];
  /** The table's CSS min width (it scrolls sideways below it), e.g. '44rem'. */
  minWidth: string;
  /** True while the rows are being refreshed. */
  busy?: boolean;
  /** Extends the table's styles (styled(DataTable)). */
  className?: string;
  /** The body rows (<tr> elements). */
  children: ReactNode;
}

/** A captioned data table with column headings, in a keyboard-scrollable region on narrow screens. */
export function DataTable({ label, caption, columns, minWidth, busy, className, children }: DataTableProps) {
  return (
    <TableRegion role="region" aria-label={label} tabIndex={0}>
      <Table className={className} $minWidth={minWidth} aria-busy={busy}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th key={index} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </Table>
    </TableRegion>
  );
}

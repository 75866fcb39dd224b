import type { ReactNode } from 'react';
import { DataTable, Fill, Panel, Track } from './AdminDashboardPage.styles';

export interface BarRow {
  key: string;
  label: ReactNode;
  /** The figures shown as text, one cell each (e.g. views, percentage). */
  values: string[];
  /** The bar's length, 0..1. */
  share: number;
}

export interface BarTableProps {
  title: string;
  caption: string;
  /** Column headings: the label's, then one per value. */
  columns: string[];
  rows: BarRow[];
}

/** A small bar chart drawn as a table: the figures are text in cells, the bars under the labels only repeat them. */
export function BarTable({ title, caption, columns, rows }: BarTableProps) {
  const [labelColumn, ...valueColumns] = columns;
  return (
    <Panel>
      <figcaption>
        <strong>{title}</strong>
        <span>{caption}</span>
      </figcaption>
      <DataTable>
        <thead>
          <tr>
            <th scope="col">{labelColumn}</th>
            {valueColumns.map((column) => (
              <th key={column} scope="col" className="number">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">
                {row.label}
                <Track aria-hidden="true">
                  <Fill style={{ width: `${Math.round(row.share * 1000) / 10}%` }} />
                </Track>
              </th>
              {row.values.map((value, index) => (
                <td key={valueColumns[index]} className="number">
                  {value}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </DataTable>
    </Panel>
  );
}

import type { CSSProperties, ReactNode } from 'react';
import { Bar, FiguresTable, Panel, TableToggle } from './AdminDashboardPage.styles';

export interface FigureRow {
  key: string;
  label: ReactNode;
  /** The figures shown as text, one cell each (e.g. views, percentage). */
  values: string[];
  /** The bar's length, 0..1; no bar without it. */
  share?: number;
}

export interface FigureProps {
  title: string;
  caption: string;
  /** The column headings: the label's, then one per value. */
  columns: string[];
  rows: FigureRow[];
  /** A picture of the figures (hidden from assistive technology); the table then waits behind a toggle with this text. */
  chart?: { picture: ReactNode; showTable: string };
}

/**
 * A panel of the dashboard: a figure named by its title, with its caption under it and its figures as text in a
 * table (a bar under a label only repeats them), or a chart with that table behind a toggle.
 */
export function Figure({ title, caption, columns: [labelColumn, ...valueColumns], rows, chart }: FigureProps) {
  const table = (
    <FiguresTable>
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
              {row.share !== undefined && (
                <Bar aria-hidden="true" style={{ '--share': `${Math.round(row.share * 1000) / 10}%` } as CSSProperties} />
              )}
            </th>
            {row.values.map((value, index) => (
              <td key={valueColumns[index]} className="number">
                {value}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </FiguresTable>
  );
  return (
    <Panel as="figure">
      <figcaption>
        <strong>{title}</strong>
        <span>{caption}</span>
      </figcaption>
      {chart ? (
        <>
          <div aria-hidden="true">{chart.picture}</div>
          <TableToggle>
            <summary>{chart.showTable}</summary>
            {table}
          </TableToggle>
        </>
      ) : (
        table
      )}
    </Panel>
  );
}

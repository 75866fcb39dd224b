import type { ReactNode } from 'react';
import { DataTable, Fill, Panel, Track } from './AdminDashboardPage.styles';

export interface BarRow {
  key: string;
  label: ReactNode;
  /** The figures shown as text, one cell each (e.g. views, percentage). */
  values: string[];
  /** The bar's length, 0..1; no bar without it. */
  share?: number;
}

/** Column headings (the label's, then one per value) and the rows: the figures are text in cells, a bar under a label only repeats them. */
export function FiguresTable({ columns: [labelColumn, ...valueColumns], rows }: { columns: string[]; rows: BarRow[] }) {
  return (
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
              {row.share !== undefined && (
                <Track aria-hidden="true">
                  <Fill style={{ width: `${Math.round(row.share * 1000) / 10}%` }} />
                </Track>
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
    </DataTable>
  );
}

/** A panel of the dashboard: a figure named by its title, with its caption under it. */
export function FigurePanel({ title, caption, children }: { title: string; caption: string; children: ReactNode }) {
  return (
    <Panel>
      <figcaption>
        <strong>{title}</strong>
        <span>{caption}</span>
      </figcaption>
      {children}
    </Panel>
  );
}

/** A small bar chart (or a plain list of figures when the rows have no share) drawn as a table in its panel. */
export function BarTable({ title, caption, ...table }: { title: string; caption: string; columns: string[]; rows: BarRow[] }) {
  return (
    <FigurePanel title={title} caption={caption}>
      <FiguresTable {...table} />
    </FigurePanel>
  );
}

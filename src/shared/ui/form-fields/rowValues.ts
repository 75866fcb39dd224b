/** Each field of a form's values and the column of the row it is saved in. */
export type ColumnMap<Values> = Record<keyof Values & string, string>;

type Conversions<Values, Value> = { [K in keyof Values]?: (value: Value) => Values[K] | unknown };

/**
 * A saved row's form values: each field from its column (as a text when the empty field is one), the empty form's
 * value where the column is null; `read` converts the columns kept another way (dates, numbers).
 */
export function valuesOfRow<Values extends object>(
  columns: ColumnMap<Values>,
  empty: Values,
  row: Record<string, unknown>,
  read: Conversions<Values, never> = {},
): Values {
  return Object.fromEntries(
    Object.entries<string>(columns).map(([field, column]) => {
      const cell = row[column];
      const convert = read[field as keyof Values] as ((cell: unknown) => unknown) | undefined;
      const blank = empty[field as keyof Values];
      if (convert) return [field, convert(cell)];
      return [field, cell === null || cell === undefined ? blank : typeof blank === 'string' ? String(cell) : cell];
    }),
  ) as Values;
}

/** The row's columns for a form's values: texts trimmed, an empty one as null; `write` for the columns kept another way. */
export function rowOfValues<Values extends object>(
  columns: ColumnMap<Values>,
  values: Values,
  write: Conversions<Values, Values> = {},
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries<string>(columns).map(([field, column]) => {
      const value = values[field as keyof Values];
      const convert = write[field as keyof Values];
      if (convert) return [column, convert(values)];
      return [column, typeof value === 'string' ? value.trim() || null : value];
    }),
  );
}

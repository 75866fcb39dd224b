import { isValidElement } from 'react';
import type { FieldSpec } from './FormFields';

/** A field list where a field may be named alone (its props all its own). */
export type NamedFieldSpec<Values> =
  FieldSpec<Values> | (keyof Values & string) | { kind: 'row' | 'checks'; min?: string; fields: NamedFieldSpec<Values>[] };

/**
 * The specs with props of each field's own added under its spec's (its input's kind, its required mark, its most
 * characters), given its name and spec; a field's name alone is its spec with only those.
 */
export function withFieldProps<Values>(
  fields: NamedFieldSpec<Values>[],
  props: (field: keyof Values & string, spec: { kind?: string }) => object,
): FieldSpec<Values>[] {
  return fields.map((spec) => {
    if (typeof spec === 'string') return { field: spec, ...props(spec as keyof Values & string, {}) } as FieldSpec<Values>;
    if (!spec || typeof spec !== 'object' || isValidElement(spec) || !('fields' in spec || 'field' in spec))
      return spec as FieldSpec<Values>;
    return 'fields' in spec
      ? { ...spec, fields: withFieldProps(spec.fields, props) }
      : ({ ...props(spec.field, spec), ...spec } as FieldSpec<Values>);
  });
}

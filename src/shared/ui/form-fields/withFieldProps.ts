import { isValidElement } from 'react';
import type { FieldSpec } from './FormFields';

/** The specs with props of each field's own added under its spec's (its required mark, its most characters). */
export function withFieldProps<Values>(fields: FieldSpec<Values>[], props: (field: keyof Values & string) => object): FieldSpec<Values>[] {
  return fields.map((spec) => {
    if (!spec || typeof spec !== 'object' || isValidElement(spec) || !('fields' in spec || 'field' in spec)) return spec;
    return 'fields' in spec
      ? { ...spec, fields: withFieldProps(spec.fields, props) }
      : ({ ...props(spec.field), ...spec } as FieldSpec<Values>);
  });
}

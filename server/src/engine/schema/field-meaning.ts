// What each output field of a role's schema means, carried in its `extensions.hasura`: the planner (and
// the action answer shaper) read it instead of re-deriving meanings from GraphQL names.
import type { Action } from '../model/metadata-types.ts';
import type { FunctionInfo } from '../model/functions.ts';
import type { ComputedFieldInfo, RelationshipInfo } from '../model/model.ts';

/** What a field of the schema means, for the planner. */
export type FieldMeaning =
  | { kind: 'select'; table: string }
  | { kind: 'select_by_pk'; table: string }
  | { kind: 'select_aggregate'; table: string }
  | { kind: 'select_stream'; table: string }
  /** A tracked function's rows (`<fn>`, on query_root or mutation_root) or their aggregates (`<fn>_aggregate`). */
  | { kind: 'function'; function: FunctionInfo; aggregate: boolean }
  | { kind: 'column'; column: string }
  | { kind: 'object_relationship'; relationship: RelationshipInfo }
  | { kind: 'array_relationship'; relationship: RelationshipInfo }
  | { kind: 'array_aggregate'; relationship: RelationshipInfo }
  /** A computed field: a scalar, or (`rows`) the rows of a table its function returns. */
  | { kind: 'computed_field'; field: ComputedFieldInfo }
  | { kind: 'aggregate_fields' }
  | { kind: 'nodes' }
  | { kind: 'count' }
  | { kind: 'aggregate_op'; op: AggregateOp }
  | { kind: 'aggregate_column'; column: string }
  | { kind: 'no_queries' }
  | { kind: 'insert'; table: string; one: boolean }
  | { kind: 'update'; table: string; variant: 'where' | 'by_pk' | 'many' }
  | { kind: 'delete'; table: string; byPk: boolean }
  | { kind: 'affected_rows' }
  | { kind: 'returning' }
  | { kind: 'action'; action: Action }
  /** A field of an action's output object, read from the handler's answer. */
  | { kind: 'action_field'; field: string }
  /** A relationship from an action's output object to a table (`field_mapping` as the mapping). */
  | { kind: 'action_relationship'; relationship: RelationshipInfo };

export type AggregateOp = 'sum' | 'avg' | 'max' | 'min' | 'stddev' | 'stddev_pop' | 'stddev_samp' | 'var_pop' | 'var_samp' | 'variance';

/** Reads the planner's meaning of a schema field. */
export function meaningOf(extensions: Readonly<Record<string, unknown>> | null | undefined): FieldMeaning | undefined {
  return extensions?.hasura as FieldMeaning | undefined;
}

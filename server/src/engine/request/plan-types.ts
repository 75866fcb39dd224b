// The plans the planner hands the SQL compiler and the action runner: per root field what to read
// (rows, aggregates, a stream), with which arguments and through which access; and the planner's context.
import {
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLInputType,
  type GraphQLOutputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import type { Action } from '../model/metadata-types.ts';
import type { RoleAccess, SelectAccess } from '../permissions/index.ts';
import type { AggregateOp } from '../schema/field-meaning.ts';
import type { ColumnInfo, ComputedFieldInfo, RelationshipInfo } from '../model/model.ts';
import type { FunctionArgs } from './function-call.ts';

export interface SelectArgs {
  where?: Record<string, unknown>;
  orderBy?: Record<string, unknown>[];
  distinctOn?: string[];
  limit?: number;
  /** A 64-bit integer: text beyond 2^53. */
  offset?: number | string;
}

export type RowField =
  /** `path`: the json/jsonb column's `path` argument, as the keys and indexes of PostgreSQL's `#>`. */
  | { alias: string; kind: 'column'; column: ColumnInfo; path?: string[] }
  | { alias: string; kind: 'typename'; value: string }
  | { alias: string; kind: 'object'; relationship: RelationshipInfo; plan: RowsPlan }
  | { alias: string; kind: 'array'; relationship: RelationshipInfo; plan: RowsPlan }
  | { alias: string; kind: 'array_aggregate'; relationship: RelationshipInfo; plan: AggregatePlan }
  /** A scalar computed field; `args`: its function's call, bound from the request's `args`. */
  | { alias: string; kind: 'computed_scalar'; field: ComputedFieldInfo; args: FunctionArgs; path?: string[] }
  /** The rows a computed field's function returns, read through the role's access to their table. */
  | { alias: string; kind: 'computed_rows'; field: ComputedFieldInfo; args: FunctionArgs; plan: RowsPlan };

/** A `<table>_stream` field's cursor: rows after `initial` (or the last row sent) in `ordering`. */
export interface StreamArgs {
  column: ColumnInfo;
  ordering: 'ASC' | 'DESC';
  initial: unknown;
  batchSize: number;
}

/** Rows read from a function's call instead of the table itself (a tracked function returning the table's rows). */
export interface FunctionSource {
  /** The function's quoted, schema-qualified name. */
  sqlFunction: string;
  args: FunctionArgs;
}

export interface RowsPlan {
  access: SelectAccess;
  args: SelectArgs;
  fields: RowField[];
  /** Where the rows come from when not the table (`access.table`) itself. */
  from?: FunctionSource;
}

export type AggregateOpField = { alias: string; kind: 'typename'; value: string } | { alias: string; kind: 'column'; column: ColumnInfo };

export type AggregateValue =
  | { alias: string; kind: 'typename'; value: string }
  | { alias: string; kind: 'count'; columns: string[]; distinct: boolean }
  | { alias: string; kind: 'op'; op: AggregateOp; fields: AggregateOpField[] };

export type AggregateField =
  | { alias: string; kind: 'typename'; value: string }
  | { alias: string; kind: 'aggregate'; values: AggregateValue[] }
  | { alias: string; kind: 'nodes'; fields: RowField[] };

export interface AggregatePlan {
  access: SelectAccess;
  args: SelectArgs;
  fields: AggregateField[];
  from?: FunctionSource;
}

/** What is asked of an action's output object: its fields, nested objects and relationships to tables. */
export type ActionOutputField =
  | { alias: string; kind: 'typename'; value: string }
  /** A field of the handler's answer; `fields` when it holds a nested custom object. */
  | { alias: string; kind: 'field'; name: string; fields?: ActionOutputField[] }
  | { alias: string; kind: 'relationship'; relationship: RelationshipInfo; plan: RowsPlan };

/** One call of a synchronous action: its coerced arguments and what is asked of the answer. */
export interface ActionPlan {
  action: Action;
  input: Record<string, unknown>;
  /** The declared output type (lists, non-null), to check the answer against. */
  type: GraphQLOutputType;
  /** The selection when the output is (a list of) an object type; absent for scalar and enum outputs. */
  fields?: ActionOutputField[];
}

export type RootPlan =
  | { alias: string; kind: 'select'; plan: RowsPlan }
  | { alias: string; kind: 'select_by_pk'; plan: RowsPlan; key: Record<string, unknown> }
  | { alias: string; kind: 'select_aggregate'; plan: AggregatePlan }
  | { alias: string; kind: 'select_stream'; plan: RowsPlan; stream: StreamArgs }
  /** A tracked function's rows (`plan.from`): a list, or (`single`, a function returning one row) its first row. */
  | { alias: string; kind: 'function'; plan: RowsPlan; single: boolean }
  | { alias: string; kind: 'typename'; value: string }
  | { alias: string; kind: 'constant'; value: unknown }
  | { alias: string; kind: 'introspection'; field: FieldNode }
  | { alias: string; kind: 'action'; plan: ActionPlan };

export interface Context {
  schema: GraphQLSchema;
  access: Map<string, SelectAccess>;
  /** The request's values, with defaults filled in, as sent (checked where each variable is used). */
  variables: Record<string, unknown>;
  variableTypes: Map<string, GraphQLInputType>;
  fragments: Map<string, FragmentDefinitionNode>;
}

export interface CollectedField {
  alias: string;
  field: FieldNode;
  /** Further nodes with the same response key: their selection sets merge. */
  merged: FieldNode[];
}

/** What planning an operation needs: the role's schema and access, and the validated operation. */
export interface PlanOptions {
  schema: GraphQLSchema;
  access: RoleAccess;
  operation: OperationDefinitionNode;
  fragments: Map<string, FragmentDefinitionNode>;
  variables: { values: Record<string, unknown>; types: Map<string, GraphQLInputType> };
}

/** The planner's context for an operation. */
export function planContext(options: PlanOptions): Context {
  return {
    schema: options.schema,
    access: options.access.select,
    variables: options.variables.values,
    variableTypes: options.variables.types,
    fragments: options.fragments,
  };
}

// A handler's 2xx answer, checked against the action's output type (Hasura's messages) and shaped by the
// selection: `__typename`, fields of the answer, nested objects and relationships to tables. Each
// relationship field is ONE SQL statement for every object of the answer that has it (a list output too),
// built with rowJson and the role's select permission, so nested table relationships come along.
import { GraphQLEnumType, GraphQLList, GraphQLNonNull, GraphQLObjectType, type GraphQLOutputType, type GraphQLScalarType } from 'graphql';
import type { Queryable } from '../../db/types.ts';
import { isJsonObject } from '../model/metadata-types.ts';
import type { Session } from '../../session/index.ts';
import { GraphqlError } from '../errors.ts';
import type { ActionOutputField, ActionPlan, RowField } from '../request/plan-types.ts';
import type { RoleAccess } from '../permissions/index.ts';
import { meaningOf } from '../schema/field-meaning.ts';
import { quoteIdent } from '../model/sql-names.ts';
import { SqlBuilder, type SqlScope } from '../sql/builder.ts';
import { rowJson } from '../sql/compile.ts';

/** What resolving an answer's relationships needs. */
export interface AnswerContext {
  db: Queryable;
  session: Session;
  access: RoleAccess;
  /** Called for each SQL statement run. */
  onStatement?: () => void;
}

type Relationship = Extract<ActionOutputField, { kind: 'relationship' }>;
type JsonObject = Record<string, unknown>;

const unexpected = (message: string): GraphqlError => new GraphqlError('unexpected', message);

function jsonKind(value: unknown): string {
  if (typeof value === 'string') return 'String';
  if (typeof value === 'number') return 'Number';
  if (typeof value === 'boolean') return 'Boolean';
  return Array.isArray(value) ? 'Array' : 'Object';
}

// ---------------------------------------------------------------------------------------------------
// Checking the answer against the output type
// ---------------------------------------------------------------------------------------------------

function nullError(type: GraphQLOutputType, field: string | undefined): GraphqlError {
  if (field !== undefined) return unexpected(`expecting not null value for field "${field}"`);
  if (type instanceof GraphQLObjectType) return unexpected('expecting object for action webhook response but got null');
  if (type instanceof GraphQLList) return unexpected('expecting array for the action webhook response but got null');
  return unexpected('got null for the action webhook response');
}

const BUILT_IN_CHECKS: Record<string, (value: unknown) => boolean> = {
  Int: (value) => Number.isInteger(value),
  Float: (value) => typeof value === 'number',
  String: (value) => typeof value === 'string',
  Boolean: (value) => typeof value === 'boolean',
  ID: (value) => typeof value === 'string' || Number.isInteger(value),
};

function checkLeaf(value: unknown, type: GraphQLScalarType | GraphQLEnumType): void {
  const builtIn = BUILT_IN_CHECKS[type.name];
  // Custom and Postgres scalars take any JSON, as Hasura passes them through.
  if (!builtIn && !(type instanceof GraphQLEnumType)) return;
  if (typeof value === 'object' && value !== null) {
    throw unexpected(
      `got ${Array.isArray(value) ? 'array' : 'object'} for the action webhook response, might want to check the action return type defined!`,
    );
  }
  if (builtIn && !builtIn(value)) throw unexpected(`got scalar ${jsonKind(value)} for the action webhook response, expecting ${type.name}`);
  if (type instanceof GraphQLEnumType) {
    if (typeof value !== 'string')
      throw unexpected(`got scalar ${jsonKind(value)} for the action webhook response, expecting ${type.name}`);
    if (!type.getValue(value)) throw unexpected(`unexpected value "${value}" of enum ${type.name} in the action webhook response`);
  }
}

function checkObject(value: unknown, type: GraphQLObjectType): void {
  if (Array.isArray(value)) throw unexpected('expecting object for action webhook response but got array');
  if (!isJsonObject(value)) throw unexpected(`got scalar ${jsonKind(value)} for the action webhook response, expecting ${type.name}`);
  // Every declared field, selected or not; fields the type does not declare are ignored.
  for (const field of Object.values(type.getFields())) {
    if (meaningOf(field.extensions)?.kind !== 'action_field') continue;
    const fieldValue = value[field.name];
    if (fieldValue === undefined && field.type instanceof GraphQLNonNull) {
      throw unexpected(`field "${field.name}" expected in webhook response, but not found`);
    }
    checkValue(fieldValue, field.type, field.name);
  }
}

/** Checks a value of the answer; `field` names the output field it belongs to (none at the top). */
function checkValue(value: unknown, type: GraphQLOutputType, field: string | undefined): void {
  if (type instanceof GraphQLNonNull) {
    if (value === null || value === undefined) throw nullError(type.ofType, field);
    checkValue(value, type.ofType, field);
    return;
  }
  if (value === null || value === undefined) return;
  if (type instanceof GraphQLList) {
    if (!Array.isArray(value))
      throw unexpected(field === undefined ? 'expecting array for the action webhook response' : `expecting array for field "${field}"`);
    for (const item of value) checkValue(item, type.ofType, field);
    return;
  }
  if (type instanceof GraphQLObjectType) checkObject(value, type);
  else checkLeaf(value, type as GraphQLScalarType | GraphQLEnumType);
}

// ---------------------------------------------------------------------------------------------------
// Relationships to tables
// ---------------------------------------------------------------------------------------------------

/** Calls `visit` for each object of a value that is an object or a (nested) list of them. */
function eachObject(value: unknown, visit: (object: JsonObject) => void): void {
  if (Array.isArray(value)) for (const item of value) eachObject(item, visit);
  else if (isJsonObject(value)) visit(value);
}

/** The objects of the answer that carry each relationship field, in answer order. */
function collectParents(value: unknown, fields: ActionOutputField[], into: Map<Relationship, JsonObject[]>): void {
  eachObject(value, (object) => {
    for (const field of fields) {
      if (field.kind === 'relationship') into.set(field, [...(into.get(field) ?? []), object]);
      else if (field.kind === 'field' && field.fields) collectParents(object[field.name], field.fields, into);
    }
  });
}

/** The JSON text of one relationship field for each parent object, in their order: one statement for all. */
async function relatedJson(field: Relationship, parents: JsonObject[], ctx: AnswerContext): Promise<string[]> {
  const { relationship, plan } = field;
  const builder = new SqlBuilder(ctx.session, ctx.access);
  const source = builder.alias();
  const element = builder.alias();
  // The answer's mapped fields become typed columns of a derived table, one row per parent.
  const columns = relationship.mapping.map(([outputField, columnName]) => {
    const column = plan.access.table.columnsByName.get(columnName);
    if (!column) throw unexpected(`relationship "${relationship.name}": table ${relationship.target} has no column "${columnName}"`);
    const value =
      column.scalar === 'json' || column.scalar === 'jsonb'
        ? `${element}.v -> ${builder.param(outputField, 'text')}`
        : `${element}.v ->> ${builder.param(outputField, 'text')}`;
    return `(${value})::${column.sqlType} AS ${quoteIdent(outputField)}`;
  });
  const keys = parents.map((parent) =>
    Object.fromEntries(relationship.mapping.map(([outputField]) => [outputField, parent[outputField] ?? null])),
  );
  // The join reads the parent's alias only; the parent scope's access is never consulted.
  const parent: SqlScope = { alias: source, access: plan.access };
  const row: RowField =
    relationship.kind === 'object'
      ? { alias: 'value', kind: 'object', relationship, plan }
      : { alias: 'value', kind: 'array', relationship, plan };
  const json = rowJson([row], parent, builder);
  const sql = `SELECT (${json} -> 'value')::text AS value
    FROM (SELECT ${element}.n AS __n, ${columns.join(', ')} FROM jsonb_array_elements(${builder.param(keys, 'jsonb')}) WITH ORDINALITY AS ${element}(v, n)) AS ${source}
    ORDER BY ${source}.__n`;
  ctx.onStatement?.();
  const result = await ctx.db.query<{ value: string | null }>(sql, builder.params);
  const empty = relationship.kind === 'object' ? 'null' : '[]';
  return result.rows.map((row) => row.value ?? empty);
}

async function resolveRelationships(
  value: unknown,
  fields: ActionOutputField[],
  ctx: AnswerContext,
): Promise<Map<Relationship, Map<JsonObject, string>>> {
  const parents = new Map<Relationship, JsonObject[]>();
  collectParents(value, fields, parents);
  const resolved = new Map<Relationship, Map<JsonObject, string>>();
  await Promise.all(
    [...parents].map(async ([field, objects]) => {
      const texts = await relatedJson(field, objects, ctx);
      resolved.set(field, new Map(objects.map((object, index) => [object, texts[index] ?? 'null'])));
    }),
  );
  return resolved;
}

// ---------------------------------------------------------------------------------------------------
// The result
// ---------------------------------------------------------------------------------------------------

function render(value: unknown, fields: ActionOutputField[], related: Map<Relationship, Map<JsonObject, string>>): string {
  if (value === null || value === undefined) return 'null';
  if (Array.isArray(value)) return `[${value.map((item) => render(item, fields, related)).join(',')}]`;
  const object = value as JsonObject;
  const parts = fields.map((field) => {
    let json: string;
    switch (field.kind) {
      case 'typename':
        json = JSON.stringify(field.value);
        break;
      case 'field':
        json = field.fields ? render(object[field.name], field.fields, related) : JSON.stringify(object[field.name] ?? null);
        break;
      case 'relationship':
        json = related.get(field)?.get(object) ?? 'null';
        break;
    }
    return `${JSON.stringify(field.alias)}:${json}`;
  });
  return `{${parts.join(',')}}`;
}

/** The JSON text of an action field from the handler's 2xx answer; a wrongly shaped answer is an `unexpected` error. */
export async function answerJson(plan: ActionPlan, answer: unknown, ctx: AnswerContext): Promise<string> {
  checkValue(answer, plan.type, undefined);
  if (!plan.fields) return JSON.stringify(answer ?? null);
  const related = await resolveRelationships(answer, plan.fields, ctx);
  return render(answer, plan.fields, related);
}

// Actions: the root fields and types of actions.graphql, completed by actions.yaml (handlers,
// permissions, relationships of custom objects); or the same from Hasura's metadata JSON, where each
// action's definition carries its type, arguments and output type (replace_metadata).
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  GraphQLError,
  Kind,
  Lexer,
  parse as parseGraphql,
  parseType,
  print,
  Source as GraphqlSource,
  TokenKind,
  type DefinitionNode,
  type FieldDefinitionNode,
  type InputValueDefinitionNode,
} from 'graphql';
import { type Action, type CustomObjectRelationship, type CustomTypes, type Metadata, type TypedField } from '../model/metadata-types.ts';
import { describe, get, itemsOf, optionalRecord, readBoolean, readQualifiedName, readRecord, readString } from './read-shapes.ts';
import { type At, type Found, type LoadContext, fail, readFile, within } from './read-yaml.ts';

interface ActionSdl {
  fields: Map<string, { type: 'query' | 'mutation'; field: FieldDefinitionNode }>;
  types: CustomTypes;
}

const emptyCustomTypes = (): CustomTypes => ({ scalars: [], enums: [], input_objects: [], objects: [] });

function hasDefinitions(text: string): boolean {
  try {
    return new Lexer(new GraphqlSource(text)).advance().kind !== TokenKind.EOF;
  } catch {
    return true; // let the parser report the syntax error
  }
}

function describedAs(node: { description?: { value: string } | undefined }): { description?: string } {
  return node.description === undefined ? {} : { description: node.description.value };
}

function typedField(node: FieldDefinitionNode | InputValueDefinitionNode): TypedField {
  return { name: node.name.value, type: print(node.type), ...describedAs(node) };
}

function parseActionsGraphql(at: At, text: string): DefinitionNode[] {
  try {
    return hasDefinitions(text) ? [...parseGraphql(text).definitions] : [];
  } catch (error) {
    if (!(error instanceof GraphQLError)) throw error;
    const location = error.locations?.[0];
    fail(at, `invalid GraphQL${location ? ` at line ${location.line}, column ${location.column}` : ''}: ${error.message}`);
  }
}

function addSdlDefinition(sdl: ActionSdl, definition: DefinitionNode, at: At): void {
  switch (definition.kind) {
    case Kind.OBJECT_TYPE_DEFINITION:
    case Kind.OBJECT_TYPE_EXTENSION: {
      const name = definition.name.value;
      const fields = definition.fields ?? [];
      if (name === 'Query' || name === 'Mutation') {
        const type = name === 'Query' ? 'query' : 'mutation';
        for (const field of fields) {
          if (sdl.fields.has(field.name.value)) fail(at, `the action "${field.name.value}" is declared twice`);
          sdl.fields.set(field.name.value, { type, field });
        }
        return;
      }
      if (definition.kind === Kind.OBJECT_TYPE_EXTENSION) fail(at, `"extend type ${name}": only Query and Mutation may be extended`);
      const objectFields = fields.map((field) => ({
        ...typedField(field),
        ...(field.arguments?.length ? { arguments: field.arguments.map(typedField) } : {}),
      }));
      sdl.types.objects.push({ name, ...describedAs(definition), fields: objectFields });
      return;
    }
    case Kind.INPUT_OBJECT_TYPE_DEFINITION:
      sdl.types.input_objects.push({
        name: definition.name.value,
        ...describedAs(definition),
        fields: (definition.fields ?? []).map(typedField),
      });
      return;
    case Kind.ENUM_TYPE_DEFINITION:
      sdl.types.enums.push({
        name: definition.name.value,
        ...describedAs(definition),
        values: (definition.values ?? []).map((value) => ({
          value: value.name.value,
          ...describedAs(value),
          ...(value.directives?.some((directive) => directive.name.value === 'deprecated') ? { is_deprecated: true } : {}),
        })),
      });
      return;
    case Kind.SCALAR_TYPE_DEFINITION:
      sdl.types.scalars.push({ name: definition.name.value, ...describedAs(definition) });
      return;
    default:
      fail(at, `unsupported definition (${definition.kind}): actions.graphql holds Query and Mutation fields and custom types only`);
  }
}

function readActionsGraphql(ctx: LoadContext): ActionSdl {
  const at: At = { ctx, file: 'actions.graphql', path: '' };
  const path = resolve(ctx.dir, at.file);
  const sdl: ActionSdl = { fields: new Map(), types: emptyCustomTypes() };
  if (!existsSync(path)) return sdl;
  for (const definition of parseActionsGraphql(at, readFileSync(path, 'utf8'))) addSdlDefinition(sdl, definition, at);
  const names = Object.values(sdl.types).flatMap((types: { name: string }[]) => types.map((type) => type.name));
  const twice = names.find((name, index) => names.indexOf(name) !== index);
  if (twice !== undefined) fail(at, `the type "${twice}" is defined twice`);
  return sdl;
}

function readCustomObjectRelationship(found: Found): CustomObjectRelationship {
  const raw = readRecord(found);
  if (raw.type !== 'object' && raw.type !== 'array')
    fail(get(raw, 'type', found.at).at, `expected "object" or "array", got ${describe(raw.type)}`);
  return {
    ...raw,
    name: readString(get(raw, 'name', found.at)),
    type: raw.type,
    remote_table: readQualifiedName(get(raw, 'remote_table', found.at)),
    field_mapping: readRecord(get(raw, 'field_mapping', found.at)) as Record<string, string>,
  };
}

/** The SDL's types, with the relationships actions.yaml adds to objects; a type listed there must be defined. */
function mergeCustomTypes(sdl: CustomTypes, found: Found): CustomTypes {
  const raw = optionalRecord(found);
  const merged: CustomTypes = structuredClone(sdl);
  for (const kind of ['scalars', 'enums', 'input_objects', 'objects'] as const) {
    for (const item of itemsOf(get(raw, kind, found.at))) {
      const entry = readRecord(item);
      const name = readString(get(entry, 'name', item.at));
      const defined = merged[kind].find((type) => type.name === name);
      if (!defined) fail(item.at, `the type "${name}" is not defined in actions.graphql`);
      if (kind === 'objects' && entry.relationships !== undefined) {
        (defined as CustomTypes['objects'][number]).relationships = itemsOf(get(entry, 'relationships', item.at)).map(
          readCustomObjectRelationship,
        );
      }
    }
  }
  return merged;
}

/** An action's GraphQL side: from its field in actions.graphql, or from its definition in the metadata JSON. */
interface Declared {
  type: 'query' | 'mutation';
  arguments: TypedField[];
  output_type: string;
}

type Declare = (name: string, at: At, definitionAt: Found) => Declared;

function readAction(found: Found, declare: Declare): Action {
  const raw = readRecord(found);
  const name = readString(get(raw, 'name', found.at));
  const at = within(found.at, `action "${name}"`);
  const definitionAt = get(raw, 'definition', at);
  const declared = declare(name, at, definitionAt);
  const definition = readRecord(definitionAt);
  const kind = definition.kind ?? 'synchronous';
  if (kind !== 'synchronous' && kind !== 'asynchronous')
    fail(definitionAt.at, `kind must be synchronous or asynchronous, got ${describe(kind)}`);
  const timeout = definition.timeout ?? 30;
  if (typeof timeout !== 'number' || timeout <= 0)
    fail(definitionAt.at, `timeout must be a positive number of seconds, got ${describe(timeout)}`);
  return {
    ...raw,
    name,
    definition: {
      ...definition,
      type: declared.type,
      kind,
      handler: readString(get(definition, 'handler', definitionAt.at)),
      forward_client_headers: readBoolean(get(definition, 'forward_client_headers', definitionAt.at), false),
      headers: itemsOf(get(definition, 'headers', definitionAt.at)).map((item) => readRecord(item)) as Action['definition']['headers'],
      timeout,
      arguments: declared.arguments,
      output_type: declared.output_type,
    },
    permissions: itemsOf(get(raw, 'permissions', at)).map((item) => {
      const permission = readRecord(item);
      return { ...permission, role: readString(get(permission, 'role', item.at)) };
    }),
  };
}

/** The action's field in actions.graphql; a `type` in actions.yaml must agree with it. */
const declaredIn =
  (sdl: ActionSdl): Declare =>
  (name, at, definitionAt) => {
    const declared = sdl.fields.get(name);
    if (!declared) fail(at, 'not declared in actions.graphql; add it to type Mutation or type Query');
    const type = (definitionAt.value as { type?: unknown } | undefined)?.type;
    if (type !== undefined && type !== declared.type) {
      fail(
        definitionAt.at,
        `type is "${String(type)}", but actions.graphql declares "${name}" on ${declared.type === 'query' ? 'Query' : 'Mutation'}`,
      );
    }
    return { type: declared.type, arguments: (declared.field.arguments ?? []).map(typedField), output_type: print(declared.field.type) };
  };

export function readActions(ctx: LoadContext): Pick<Metadata, 'actions' | 'custom_types'> {
  const sdl = readActionsGraphql(ctx);
  const file = readFile(ctx, 'actions.yaml', { required: false });
  const raw = optionalRecord(file);
  const actions = itemsOf(get(raw, 'actions', file.at)).map((item) => readAction(item, declaredIn(sdl)));
  const undeclared = [...sdl.fields.keys()].find((name) => !actions.some((action) => action.name === name));
  if (undeclared !== undefined) {
    fail(
      { ctx, file: 'actions.graphql', path: '' },
      `the field "${undeclared}" has no action in actions.yaml (its handler and permissions)`,
    );
  }
  return { actions, custom_types: mergeCustomTypes(sdl.types, get(raw, 'custom_types', file.at)) };
}

// ---------------------------------------------------------------------------------------------------
// Hasura's metadata JSON (replace_metadata)
// ---------------------------------------------------------------------------------------------------

/** A GraphQL type reference as Hasura writes it (`[String!]!`), printed the way actions.graphql's are. */
function readTypeReference(found: Found): string {
  const text = readString(found);
  try {
    return print(parseType(text));
  } catch {
    fail(found.at, `expected a GraphQL type such as "[String!]!", got ${describe(text)}`);
  }
}

/** `{description}` when it is a string; the CLI writes `description: null` for none. */
function descriptionOf(raw: Record<string, unknown>, at: At): { description?: string } {
  const description = raw.description;
  if (description === undefined || description === null) return {};
  return { description: readString(get(raw, 'description', at)) };
}

function readTypedField(found: Found): TypedField {
  const raw = readRecord(found);
  return {
    name: readString(get(raw, 'name', found.at)),
    type: readTypeReference(get(raw, 'type', found.at)),
    ...descriptionOf(raw, found.at),
  };
}

/** A custom type: its name and description, and what `rest` reads of the rest. */
function readCustomType<T extends object>(found: Found, rest: (raw: Record<string, unknown>, at: At) => T): { name: string } & T {
  const raw = readRecord(found);
  return { name: readString(get(raw, 'name', found.at)), ...descriptionOf(raw, found.at), ...rest(raw, found.at) };
}

function readJsonCustomTypes(found: Found): CustomTypes {
  const raw = optionalRecord(found);
  const list = (key: keyof CustomTypes): Found[] => itemsOf(get(raw, key, found.at));
  const types: CustomTypes = {
    scalars: list('scalars').map((item) => readCustomType(item, () => ({}))),
    enums: list('enums').map((item) =>
      readCustomType(item, (entry, at) => ({
        values: itemsOf(get(entry, 'values', at)).map((valueAt) => {
          const value = readRecord(valueAt);
          return {
            value: readString(get(value, 'value', valueAt.at)),
            ...descriptionOf(value, valueAt.at),
            ...(readBoolean(get(value, 'is_deprecated', valueAt.at), false) ? { is_deprecated: true } : {}),
          };
        }),
      })),
    ),
    input_objects: list('input_objects').map((item) =>
      readCustomType(item, (entry, at) => ({ fields: itemsOf(get(entry, 'fields', at)).map(readTypedField) })),
    ),
    objects: list('objects').map((item) =>
      readCustomType(item, (entry, at) => ({
        fields: itemsOf(get(entry, 'fields', at)).map((fieldAt) => {
          const args = itemsOf(get(readRecord(fieldAt), 'arguments', fieldAt.at)).map(readTypedField);
          return { ...readTypedField(fieldAt), ...(args.length > 0 ? { arguments: args } : {}) };
        }),
        ...(entry.relationships == null
          ? {}
          : { relationships: itemsOf(get(entry, 'relationships', at)).map(readCustomObjectRelationship) }),
      })),
    ),
  };
  const names = Object.values(types).flatMap((list: { name: string }[]) => list.map((type) => type.name));
  const twice = names.find((name, index) => names.indexOf(name) !== index);
  if (twice !== undefined) fail(found.at, `the type "${twice}" is defined twice`);
  return types;
}

/** The action's type, arguments and output type from its own definition; `type` defaults to mutation, as in Hasura. */
const declaredInDefinition: Declare = (_name, _at, definitionAt) => {
  const definition = readRecord(definitionAt);
  const type = definition.type ?? 'mutation';
  if (type !== 'query' && type !== 'mutation') {
    fail(get(definition, 'type', definitionAt.at).at, `expected "query" or "mutation", got ${describe(type)}`);
  }
  return {
    type,
    arguments: itemsOf(get(definition, 'arguments', definitionAt.at)).map(readTypedField),
    output_type: readTypeReference(get(definition, 'output_type', definitionAt.at)),
  };
};

/** The `actions` and `custom_types` of Hasura's metadata JSON, shaped as readActions shapes the files. */
export function readJsonActions(actionsAt: Found, customTypesAt: Found): Pick<Metadata, 'actions' | 'custom_types'> {
  const actions = itemsOf(actionsAt).map((item) => readAction(item, declaredInDefinition));
  const names = actions.map((action) => action.name);
  const twice = names.find((name, index) => names.indexOf(name) !== index);
  if (twice !== undefined) fail(actionsAt.at, `the action "${twice}" is defined twice`);
  return { actions, custom_types: readJsonCustomTypes(customTypesAt) };
}

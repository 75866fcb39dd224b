// The GraphQL side of actions for one role's schema: a root field per synchronous action the role may
// call, its argument types and its output type, built from the metadata's custom types (each type once
// per schema). Output objects get their relationships to tracked tables when the role can read the table.
import {
  GraphQLEnumType,
  GraphQLID,
  GraphQLInputObjectType,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  Kind,
  parseType,
  type GraphQLFieldConfig,
  type GraphQLFieldConfigArgumentMap,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLNullableType,
  type GraphQLOutputType,
  type GraphQLScalarType,
  type GraphQLType,
  type TypeNode,
} from 'graphql';
import type { Action, CustomTypes } from '../model/metadata-types.ts';
import type { SelectAccess } from '../permissions/index.ts';
import type { FieldMeaning } from './field-meaning.ts';
import { tableKey } from '../model/catalog.ts';
import type { RelationshipInfo } from '../model/model.ts';

/** The actions and custom types of the metadata, as the schema builder needs them. */
export interface ActionMetadata {
  actions: Action[];
  customTypes: CustomTypes;
}

export const NO_ACTIONS: ActionMetadata = { actions: [], customTypes: { scalars: [], enums: [], input_objects: [], objects: [] } };

/** What the role's schema builder lends: its scalars, its type cache and its table types. */
export interface ActionSchemaHost {
  role: string;
  isAdmin: boolean;
  /** The tables the role may select. */
  access: Map<string, SelectAccess>;
  scalar(name: string): GraphQLScalarType;
  memo<T>(name: string, make: () => T): T;
  tableObjectType(key: string): GraphQLObjectType;
  selectArgs(key: string): GraphQLFieldConfigArgumentMap;
}

type FieldConfig = GraphQLFieldConfig<unknown, unknown>;

/** Builds the action root fields of one schema; custom types are made on first use and reused. */
export class ActionSchema {
  constructor(
    private readonly host: ActionSchemaHost,
    private readonly metadata: ActionMetadata,
  ) {}

  /** The synchronous actions of a root type the role may call (admin: all of them), as root fields. */
  rootFields(type: 'query' | 'mutation'): Record<string, FieldConfig> {
    const fields: Record<string, FieldConfig> = {};
    for (const action of this.metadata.actions) {
      const { definition } = action;
      // Asynchronous actions need the action log and its subscription, which this engine does not serve.
      if (definition.type !== type || definition.kind !== 'synchronous') continue;
      if (!this.host.isAdmin && !action.permissions.some((permission) => permission.role === this.host.role)) continue;
      const args: GraphQLFieldConfigArgumentMap = {};
      for (const argument of definition.arguments) {
        args[argument.name] = {
          type: this.inputType(argument.type),
          ...(argument.description ? { description: argument.description } : {}),
        };
      }
      fields[action.name] = {
        type: this.outputType(definition.output_type),
        args,
        ...(action.comment ? { description: action.comment } : {}),
        extensions: { hasura: { kind: 'action', action } satisfies FieldMeaning },
      };
    }
    return fields;
  }

  private inputType(sdl: string): GraphQLInputType {
    return wrap(parseType(sdl), (name) => this.namedInput(name)) as GraphQLInputType;
  }

  private outputType(sdl: string): GraphQLOutputType {
    return wrap(parseType(sdl), (name) => this.namedOutput(name)) as GraphQLOutputType;
  }

  /** Built-in, enum, input object, else a scalar passed through as JSON (custom and Postgres scalars). */
  private namedInput(name: string): GraphQLNamedType {
    const input = this.metadata.customTypes.input_objects.find((type) => type.name === name);
    if (!input) return this.leafType(name);
    return this.host.memo(
      `action:${name}`,
      () =>
        new GraphQLInputObjectType({
          name,
          ...(input.description ? { description: input.description } : {}),
          fields: () =>
            Object.fromEntries(
              input.fields.map((field) => [
                field.name,
                {
                  type: this.inputType(field.type),
                  ...(field.description ? { description: field.description } : {}),
                },
              ]),
            ),
        }),
    );
  }

  private namedOutput(name: string): GraphQLNamedType {
    const object = this.metadata.customTypes.objects.find((type) => type.name === name);
    if (!object) return this.leafType(name);
    return this.host.memo(
      `action:${name}`,
      () =>
        new GraphQLObjectType({
          name,
          ...(object.description ? { description: object.description } : {}),
          fields: () => {
            const fields: Record<string, FieldConfig> = {};
            for (const field of object.fields) {
              fields[field.name] = {
                type: this.outputType(field.type),
                ...(field.description ? { description: field.description } : {}),
                extensions: { hasura: { kind: 'action_field', field: field.name } satisfies FieldMeaning },
              };
            }
            for (const definition of object.relationships ?? []) {
              const target = tableKey(definition.remote_table);
              // A role sees a relationship only when it may read the table behind it.
              if (!this.host.access.has(target)) continue;
              const relationship: RelationshipInfo = {
                name: definition.name,
                kind: definition.type,
                target,
                mapping: Object.entries(definition.field_mapping),
                required: false,
              };
              const rowType = this.host.tableObjectType(target);
              fields[definition.name] =
                definition.type === 'object'
                  ? { type: rowType, extensions: { hasura: { kind: 'action_relationship', relationship } satisfies FieldMeaning } }
                  : {
                      type: new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(rowType))),
                      args: this.host.selectArgs(target),
                      extensions: { hasura: { kind: 'action_relationship', relationship } satisfies FieldMeaning },
                    };
            }
            return fields;
          },
        }),
    );
  }

  private leafType(name: string): GraphQLNamedType {
    if (name === 'ID') return GraphQLID;
    const enumType = this.metadata.customTypes.enums.find((type) => type.name === name);
    if (!enumType) return this.host.scalar(name);
    return this.host.memo(
      `action:${name}`,
      () =>
        new GraphQLEnumType({
          name,
          ...(enumType.description ? { description: enumType.description } : {}),
          values: Object.fromEntries(
            enumType.values.map((value) => [
              value.value,
              {
                value: value.value,
                ...(value.description ? { description: value.description } : {}),
                ...(value.is_deprecated ? { deprecationReason: 'No longer supported' } : {}),
              },
            ]),
          ),
        }),
    );
  }
}

/** A type written in SDL (`[String!]!`) around the named type `named` finds. */
function wrap(node: TypeNode, named: (name: string) => GraphQLNamedType): GraphQLType {
  switch (node.kind) {
    case Kind.NON_NULL_TYPE:
      return new GraphQLNonNull(wrap(node.type, named) as GraphQLNullableType);
    case Kind.LIST_TYPE:
      return new GraphQLList(wrap(node.type, named));
    case Kind.NAMED_TYPE:
      return named(node.name.value);
  }
}

// What every part of one role's schema shares: the role's access (permissions/), one scalar registry and
// one cache of named types, since a GraphQL schema may hold each type name once.
import { GraphQLList, GraphQLNonNull, type GraphQLInputType, type GraphQLOutputType } from 'graphql';
import type { RoleAccess, SelectAccess } from '../permissions/index.ts';
import { scalarRegistry } from '../model/scalars.ts';

export const nonNull = <T extends GraphQLOutputType | GraphQLInputType>(type: T) => new GraphQLNonNull(type);
export const listOf = <T extends GraphQLOutputType | GraphQLInputType>(type: T) => new GraphQLList(nonNull(type));

export class SchemaKit {
  readonly scalar = scalarRegistry();
  private readonly cache = new Map<string, unknown>();

  constructor(readonly access: RoleAccess) {}

  /** The named type `name`, made on first use. */
  memo<T>(name: string, make: () => T): T {
    if (!this.cache.has(name)) this.cache.set(name, make());
    return this.cache.get(name) as T;
  }

  /** What the role may read of a table (types are only built for tables it may select). */
  selectable(key: string): SelectAccess {
    return this.access.select.get(key)!;
  }
}

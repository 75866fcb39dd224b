// One GraphQL schema per role, with Hasura's names: a role sees only the tables, columns, relationships,
// aggregates and mutations its access (permissions/) allows. Output fields carry what they mean
// (field-meaning.ts) for the planner. The parts: select-types.ts (rows, aggregates, select arguments),
// query-root.ts, mutation-types.ts + mutation-root.ts, action-types.ts, and Hasura's directives (directives.ts).
import { GraphQLObjectType, GraphQLSchema } from 'graphql';
import { ActionSchema, NO_ACTIONS, type ActionMetadata } from './action-types.ts';
import type { RoleAccess } from '../permissions/index.ts';
import { SCHEMA_DIRECTIVES } from './directives.ts';
import { mutationRootFields } from './mutation-root.ts';
import { MutationTypes } from './mutation-types.ts';
import { queryRootFields, subscriptionRootFields } from './query-root.ts';
import { SchemaKit } from './schema-kit.ts';
import { SelectTypes } from './select-types.ts';

/**
 * Builds the schema of a role's access (with backend-only permissions when the access was computed for a
 * trusted backend that asked), and the synchronous actions the role may call.
 */
export function buildRoleSchema(access: RoleAccess, actionMetadata: ActionMetadata = NO_ACTIONS): GraphQLSchema {
  const kit = new SchemaKit(access);
  const types = new SelectTypes(kit);
  const actions = new ActionSchema(
    {
      role: access.role,
      isAdmin: access.isAdmin,
      access: access.select,
      scalar: (name) => kit.scalar(name),
      memo: (name, make) => kit.memo(name, make),
      tableObjectType: (key) => types.objectType(key),
      selectArgs: (key) => types.selectArgs(key),
    },
    actionMetadata,
  );
  const mutations = { ...mutationRootFields(kit, types, new MutationTypes(kit, types)), ...actions.rootFields('mutation') };
  const subscriptions = subscriptionRootFields(kit, types);
  return new GraphQLSchema({
    query: new GraphQLObjectType({ name: 'query_root', fields: () => queryRootFields(kit, types, actions) }),
    ...(Object.keys(mutations).length ? { mutation: new GraphQLObjectType({ name: 'mutation_root', fields: mutations }) } : {}),
    ...(Object.keys(subscriptions).length
      ? { subscription: new GraphQLObjectType({ name: 'subscription_root', fields: subscriptions }) }
      : {}),
    directives: SCHEMA_DIRECTIVES,
  });
}

// The directives Hasura defines (schema-parsers Hasura/GraphQL/Parser/Directives.hs), with its descriptions:
// @include and @skip, @cached on queries (Hasura Cloud and EE), and `_multiple_top_level_fields`, accepted on
// subscriptions but never advertised. Every schema carries the advertised three and nothing else, as Hasura's does.
import { DirectiveLocation, GraphQLBoolean, GraphQLDirective, GraphQLInt, GraphQLNonNull } from 'graphql';

const ifArgument = { if: { type: new GraphQLNonNull(GraphQLBoolean) } };
const inclusionLocations = [DirectiveLocation.FIELD, DirectiveLocation.FRAGMENT_SPREAD, DirectiveLocation.INLINE_FRAGMENT];

export const INCLUDE_DIRECTIVE = new GraphQLDirective({
  name: 'include',
  description: 'whether this query should be included',
  locations: inclusionLocations,
  args: ifArgument,
});

export const SKIP_DIRECTIVE = new GraphQLDirective({
  name: 'skip',
  description: 'whether this query should be skipped',
  locations: inclusionLocations,
  args: ifArgument,
});

export const CACHED_DIRECTIVE = new GraphQLDirective({
  name: 'cached',
  description: 'whether this query should be cached (Hasura Cloud only)',
  locations: [DirectiveLocation.QUERY],
  args: {
    ttl: { type: new GraphQLNonNull(GraphQLInt), defaultValue: 60, description: 'measured in seconds' },
    refresh: { type: new GraphQLNonNull(GraphQLBoolean), defaultValue: false, description: 'refresh the cache entry' },
  },
});

const MULTIPLE_TOP_LEVEL_FIELDS_DIRECTIVE = new GraphQLDirective({
  name: '_multiple_top_level_fields',
  description: 'INTERNAL TESTING TOOL DO NOT USE',
  locations: [DirectiveLocation.SUBSCRIPTION],
});

/** The directives a schema advertises. */
export const SCHEMA_DIRECTIVES: readonly GraphQLDirective[] = [INCLUDE_DIRECTIVE, SKIP_DIRECTIVE, CACHED_DIRECTIVE];

/** Every directive a request may use, the hidden one too. */
export const KNOWN_DIRECTIVES: readonly GraphQLDirective[] = [...SCHEMA_DIRECTIVES, MULTIPLE_TOP_LEVEL_FIELDS_DIRECTIVE];

import type { CodegenConfig } from '@graphql-codegen/cli';

// The typed client: reads schema.graphql (exported from the engine by `npm run schema`) and the
// graphql() documents colocated in the slices, and writes src/shared/api/gql/ and the minified introspection the
// normalised cache reads (src/shared/api/cache/schema.json) (both committed, checked for drift); then
// scripts/allow-list.mjs writes the site's allow-list (hasura/metadata/query_collections.yaml, allow_list.yaml) from
// the documents just written.
const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents: ['src/**/*.{ts,tsx}', '!src/shared/api/gql/**'],
  ignoreNoDocuments: true,
  generates: {
    'src/shared/api/gql/': {
      preset: 'client',
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: {
          uuid: 'string',
          timestamptz: 'string',
          date: 'string',
          numeric: 'string',
          bigint: 'string',
          jsonb: 'unknown',
          citext: 'string',
          _text: 'string[]',
        },
      },
    },
    'src/shared/api/cache/schema.json': {
      plugins: ['urql-introspection'],
      config: { minify: true },
    },
  },
  hooks: { afterAllFileWrite: ['node scripts/allow-list.mjs'] },
};

export default config;

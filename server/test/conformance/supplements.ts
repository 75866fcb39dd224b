// Setup steps some copied cases need but their copied setup.yaml (an older upstream version) lacks; the
// README notes each one. They are written here in the same /v1/query form, kept apart from the verbatim
// copies, and applied right after the directory's own setup. Each is reconstructed from the case that
// needs it, not copied: the report names the cases that depend on one.

export interface Supplement {
  /** Why it exists and which cases need it. */
  reason: string;
  /** Upstream case ids (`<dir>/<file>#<index>`) that depend on it. */
  cases: string[];
  /** A /v1/query body, as in setup.yaml. */
  body: unknown;
}

export const SUPPLEMENTS: Record<string, Supplement[]> = {
  'actions/sync': [
    {
      reason:
        'the case needs the query action "intentional_error" of a later upstream schema_setup.yaml, whose handler ' +
        '/intentional-error answers 400 with its "blob" argument as the body; the copied setup lacks it. Reconstructed ' +
        'from the case (blob: jsonb!, output OutObject), not copied',
      cases: ['actions/sync/extensions_code_both_codes.yaml'],
      body: {
        type: 'create_action',
        args: {
          name: 'intentional_error',
          definition: {
            type: 'query',
            arguments: [{ name: 'blob', type: 'jsonb!' }],
            output_type: 'OutObject',
            handler: 'http://127.0.0.1:5593/intentional-error',
          },
        },
      },
    },
  ],
  'graphql_query/permissions': [
    {
      reason:
        'a later upstream setup.yaml gives role "critic" select permissions whose article filter uses ' +
        'X-Hasura-Critic-Id; the copied version has none, so the role would see no author field at all',
      cases: ['graphql_query/permissions/select_articles_without_required_headers.yaml#0'],
      body: {
        type: 'bulk',
        args: [
          {
            type: 'create_select_permission',
            args: { table: 'author', role: 'critic', permission: { columns: ['id', 'name'], filter: {} } },
          },
          {
            type: 'create_select_permission',
            args: {
              table: 'article',
              role: 'critic',
              permission: {
                columns: ['id', 'title', 'content', 'is_published'],
                filter: { author_id: 'X-Hasura-Critic-Id' },
              },
            },
          },
        ],
      },
    },
  ],
  'graphql_mutation/insert/permissions': [
    {
      reason:
        'the copied schema_setup.yaml predates the backend-only cases: they need table "user" (id serial, name text) ' +
        'with a backend_only insert permission and a select permission for role backend_user (conformance README)',
      cases: [
        'graphql_mutation/insert/permissions/backend_user_insert_fail.yaml',
        'graphql_mutation/insert/permissions/backend_user_insert_pass.yaml',
      ],
      body: {
        type: 'bulk',
        args: [
          { type: 'run_sql', args: { sql: 'CREATE TABLE "user" (id serial PRIMARY KEY, name text NOT NULL)' } },
          { type: 'track_table', args: { schema: 'public', name: 'user' } },
          {
            type: 'create_insert_permission',
            args: { table: 'user', role: 'backend_user', permission: { check: {}, columns: ['name'], backend_only: true } },
          },
          {
            type: 'create_select_permission',
            args: { table: 'user', role: 'backend_user', permission: { columns: ['id', 'name'], filter: {} } },
          },
        ],
      },
    },
  ],
  'subscriptions/basic': [
    {
      reason:
        'a later upstream setup.yaml gives role "user" a select permission on hge_tests.test_t1 whose filter uses ' +
        'X-Hasura-Custom; the copied version has none (conformance README), so the role would not see the table',
      cases: ['subscriptions/basic/negative_test.yaml#0'],
      body: {
        type: 'create_select_permission',
        args: {
          table: { schema: 'hge_tests', name: 'test_t1' },
          role: 'user',
          permission: { columns: ['c1', 'c2'], filter: { c1: { _eq: 'X-Hasura-Custom' } } },
        },
      },
    },
  ],
};

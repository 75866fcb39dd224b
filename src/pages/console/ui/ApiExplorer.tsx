import { DOC_EXPLORER_PLUGIN } from '@graphiql/plugin-doc-explorer';
import { GraphiQL, HISTORY_PLUGIN } from 'graphiql';
import '../lib/monacoWorkers';
import { useMemo } from 'react';
import type { ThemeName } from '@/shared/config';
import type { AdminSession } from '../api/adminHeaders';
import { createAdminFetcher } from '../api/graphiqlFetcher';
import 'graphiql/style.css';

// Made once: GraphiQL resets its plugin state whenever it is given a new list. GraphiQL adds the docs
// explorer itself; it is only named as the plugin to open.
const plugins = [HISTORY_PLUGIN];

export interface ApiExplorerProps extends AdminSession {
  theme: ThemeName;
}

/** GraphiQL with its schema (docs) explorer open; a new role refetches the schema. */
export function ApiExplorer({ secret, role, theme }: ApiExplorerProps) {
  const fetcher = useMemo(() => createAdminFetcher({ secret, role }), [secret, role]);

  return (
    <GraphiQL
      fetcher={fetcher}
      plugins={plugins}
      visiblePlugin={DOC_EXPLORER_PLUGIN}
      forcedTheme={theme}
      // Headers typed in GraphiQL stay out of localStorage, like the secret.
      showPersistHeadersSettings={false}
    />
  );
}

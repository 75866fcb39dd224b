import { cacheExchange } from '@urql/exchange-graphcache';
import type { Exchange } from 'urql';
import { cacheKeys } from './keys';
import { cacheOptimistic } from './optimistic';
import { schema } from './schema';
import { cacheUpdates } from './updates';

let config: Parameters<typeof cacheExchange>[0] | undefined;

/**
 * The normalised cache (Graphcache): each row is kept once, by type and key, so a like, a vote, a bookmark or an
 * edit shows at once on every view that holds the row. Its schema comes from codegen (schema.json), its keys from
 * keys.ts, what each mutation changes from updates.ts (the one map) and the optimistic answers from optimistic.ts.
 * One exchange per client (each keeps its own data).
 */
export function normalisedCache(): Exchange {
  config ??= {
    schema,
    keys: cacheKeys(),
    updates: cacheUpdates(),
    optimistic: cacheOptimistic(),
    // Errors only: a selection without `id` (kept inside its holder) is intended here, and the server render would
    // otherwise log Graphcache's development warnings for every page.
    logger: (severity, message) => {
      if (severity === 'error') console.error(message);
    },
  };
  return cacheExchange(config);
}

// One engine for the routes while the metadata changes under it (replace_metadata, reload_metadata): every call
// goes to the newest engine, so HTTP, WebSocket and server rendering switch at once, with nothing to re-register.
// A request already running finishes on the engine it started on. A subscription keeps polling the plan its
// engine made until it ends (a client that resubscribes gets the new engine's), and never shares a poll with
// one planned by another engine.
import type { Engine, WriteOrigin } from './create-engine.ts';

type WriteListener = (tables: ReadonlySet<string>, origin: WriteOrigin) => void;

export interface SwappableEngine extends Engine {
  /**
   * Sends every later call to `next`. `changed` are the tables whose answers may differ now (both metadata
   * versions'): their live queries poll again and the rendered pages are dropped, as after another instance's
   * write, so nothing is relayed to the other instances.
   */
  swap(next: Engine, changed: ReadonlySet<string>): void;
}

export function createSwappableEngine(initial: Engine): SwappableEngine {
  let current = initial;
  let generation = 0;
  // Statements run by the engines swapped out, so the count never goes back.
  let retiredStatements = 0;
  const listeners = new Set<WriteListener>();
  const notify: WriteListener = (tables, origin) => {
    for (const listener of listeners) listener(tables, origin);
  };
  // Never unsubscribed: a mutation that was running on an engine when it was swapped out still announces its write.
  const follow = (engine: Engine) => engine.onWrite(notify);
  follow(initial);

  return {
    get statementCount() {
      return retiredStatements + current.statementCount;
    },
    handle: (body, headers, client, endpoint) => current.handle(body, headers, client, endpoint),
    schemaFor: (role) => current.schemaFor(role),
    refreshTableSizes: () => current.refreshTableSizes(),
    resolveSession: (headers, client) => current.resolveSession(headers, client),
    handleWithSession: (body, session, headers) => current.handleWithSession(body, session, headers),
    async prepareSubscription(body, session) {
      const planned = generation;
      const prepared = await current.prepareSubscription(body, session);
      // Live queries share a poll by key: one planned by another engine must not be joined.
      return prepared.kind === 'errors' ? prepared : { ...prepared, key: `${planned}:${prepared.key}` };
    },
    onWrite(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    // Through the current engine, which drops the @cached responses that read them and tells `notify`.
    writtenElsewhere: (tables) => current.writtenElsewhere(tables),
    swap(next, changed) {
      follow(next);
      retiredStatements += current.statementCount;
      current = next;
      generation += 1;
      notify(changed, { remote: true, metadata: true });
    },
  };
}

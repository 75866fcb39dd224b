// The engine the routes hold while replace_metadata and reload_metadata swap the one under it
// (server/src/engine/swappable.ts): calls go to the newest engine, a call already made stays on its own, live
// queries of two engines never share a poll, and write announcements keep flowing from both.
import { describe, expect, it } from 'vitest';
import type { Engine, WriteOrigin } from '../../src/engine/create-engine.ts';
import { createSwappableEngine } from '../../src/engine/swappable.ts';
import type { Session } from '../../src/session/index.ts';

interface FakeEngine extends Engine {
  write(tables: string[]): void;
}

/** An engine that answers with its name and announces the writes it is told of. */
function fakeEngine(name: string, answer: Promise<void> = Promise.resolve()): FakeEngine {
  const listeners = new Set<(tables: ReadonlySet<string>, origin: WriteOrigin) => void>();
  return {
    statementCount: 0,
    refreshTableSizes: async () => undefined,
    handle: async () => {
      await answer;
      return { status: 200, body: name };
    },
    schemaFor: () => {
      throw new Error('not used');
    },
    resolveSession: async () => ({ role: 'user', isAdmin: false, backendOnly: false, variables: {} }),
    handleWithSession: async () => name,
    prepareSubscription: async () => ({ kind: 'live', key: 'same query', tables: new Set(['public.articles']), run: async () => name }),
    onWrite(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    // As the real engine: another instance's writes go to its listeners.
    writtenElsewhere(tables) {
      for (const listener of listeners) listener(tables, { remote: true });
    },
    write(tables) {
      for (const listener of listeners) listener(new Set(tables), { remote: false });
    },
  };
}

const session: Session = { role: 'user', isAdmin: false, backendOnly: false, variables: {} };

describe('the swappable engine', () => {
  it('sends each call to the newest engine; a request already running finishes on its own', async () => {
    let finish = () => undefined as void;
    const slow = fakeEngine('old', new Promise<void>((resolve) => (finish = resolve)));
    const engine = createSwappableEngine(slow);
    const running = engine.handle('{}', {});
    engine.swap(fakeEngine('new'), new Set());
    expect((await engine.handle('{}', {})).body).toBe('new');
    finish();
    expect((await running).body).toBe('old');
  });

  it("keeps a subscription on the engine that planned it, and apart from the next engine's polls", async () => {
    const engine = createSwappableEngine(fakeEngine('old'));
    const before = await engine.prepareSubscription({}, session);
    engine.swap(fakeEngine('new'), new Set());
    const after = await engine.prepareSubscription({}, session);
    if (before.kind !== 'live' || after.kind !== 'live') throw new Error('expected live queries');
    expect(await before.run()).toBe('old');
    expect(await after.run()).toBe('new');
    expect(before.key).not.toBe(after.key);
  });

  it("passes on the writes of every engine, and announces a swap's tables as changed elsewhere", () => {
    const old = fakeEngine('old');
    const next = fakeEngine('new');
    const engine = createSwappableEngine(old);
    const seen: [string[], boolean][] = [];
    engine.onWrite((tables, origin) => seen.push([[...tables], origin.remote]));
    engine.swap(next, new Set(['public.articles']));
    // A mutation that was running on the old engine when it was swapped out.
    old.write(['public.events']);
    next.write(['public.news_articles']);
    engine.writtenElsewhere(new Set(['public.blog_posts']));
    expect(seen).toEqual([
      [['public.articles'], true],
      [['public.events'], false],
      [['public.news_articles'], false],
      [['public.blog_posts'], true],
    ]);
  });
});

// The poll hub on its own: sharing by key, pushes on change only, wake-ups during a poll, the bound on
// polls at once, stream batches and errors, and stopping.
import { describe, expect, it } from 'vitest';
import { createPollHub, type PolledSubscription } from '../../src/engine/subscriptions/index.ts';
import { GraphqlError } from '../../src/engine/errors.ts';
import { sleep } from './ws-clients.ts';

type WriteListener = (tables: ReadonlySet<string>, origin: { remote: boolean }) => void;

function writes() {
  const listeners = new Set<WriteListener>();
  return {
    engine: {
      onWrite(listener: WriteListener) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    },
    write: (...tables: string[]) => listeners.forEach((listener) => listener(new Set(tables), { remote: false })),
    get listeners() {
      return listeners.size;
    },
  };
}

function collector() {
  const bodies: string[] = [];
  return { bodies, push: (body: string) => void bodies.push(body) };
}

async function until(check: () => boolean, timeoutMs = 3_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not reached in time');
    await sleep(5);
  }
}

function liveQuery(key: string, read: () => string, options: { delayMs?: number; tables?: string[] } = {}) {
  let runs = 0;
  let active = 0;
  let most = 0;
  const subscription: PolledSubscription = {
    kind: 'live',
    key,
    tables: new Set(options.tables ?? ['public.t']),
    async run() {
      runs += 1;
      active += 1;
      most = Math.max(most, active);
      await sleep(options.delayMs ?? 0);
      active -= 1;
      return read();
    },
  };
  return {
    subscription,
    get runs() {
      return runs;
    },
    get most() {
      return most;
    },
  };
}

describe('poll hub', () => {
  it('shares a poll by key, gives a late joiner the latest result at once and pushes only changes', async () => {
    const { engine, write } = writes();
    const hub = createPollHub(engine, { refetchIntervalMs: 60_000 });
    let value = 1;
    const query = liveQuery('k', () => `{"data":{"v":${value}}}`);
    const first = collector();
    const second = collector();
    hub.subscribe(query.subscription, first);
    await until(() => first.bodies.length === 1);
    hub.subscribe(query.subscription, second);
    expect(second.bodies).toEqual(['{"data":{"v":1}}']);
    expect(hub.stats()).toMatchObject({ livePollers: 1, subscribers: 2 });

    write('public.t');
    await until(() => query.runs === 2);
    await sleep(20);
    expect(first.bodies).toHaveLength(1);

    value = 2;
    write('public.other');
    await sleep(60);
    expect(query.runs).toBe(2);
    write('public.t');
    await until(() => first.bodies.length === 2 && second.bodies.length === 2);
    expect(second.bodies[1]).toBe('{"data":{"v":2}}');
    hub.close();
  });

  it('polls again after a poll that a write overtook, and never overlaps itself', async () => {
    const { engine, write } = writes();
    const hub = createPollHub(engine, { refetchIntervalMs: 60_000, wakeDelayMs: 1 });
    let value = 1;
    const query = liveQuery('k', () => `{"data":{"v":${value}}}`, { delayMs: 40 });
    const subscriber = collector();
    hub.subscribe(query.subscription, subscriber);
    await sleep(10);
    // The first poll is under way; this write may have committed after it read.
    value = 2;
    write('public.t');
    await until(() => subscriber.bodies.includes('{"data":{"v":2}}'));
    expect(query.most).toBe(1);
    hub.close();
  });

  it('runs no more polls at once than maxConcurrentPolls', async () => {
    const { engine } = writes();
    const hub = createPollHub(engine, { refetchIntervalMs: 10, maxConcurrentPolls: 3 });
    let active = 0;
    let most = 0;
    for (let index = 0; index < 20; index += 1) {
      hub.subscribe(
        {
          kind: 'live',
          key: `k${index}`,
          tables: new Set(['public.t']),
          async run() {
            active += 1;
            most = Math.max(most, active);
            await sleep(5);
            active -= 1;
            return '{"data":{}}';
          },
        },
        collector(),
      );
    }
    await until(() => hub.stats().polls >= 60);
    expect(most).toBe(3);
    hub.close();
  });

  it('streams non-empty batches and reports a failing stream once per distinct error', async () => {
    const { engine } = writes();
    const hub = createPollHub(engine, { refetchIntervalMs: 5 });
    const batches = [
      '{"data":{"s":[]}}',
      '{"data":{"s":[{"id":1}]}}',
      '{"errors":[{"message":"boom"}]}',
      '{"errors":[{"message":"boom"}]}',
      '{"data":{"s":[]}}',
      '{"data":{"s":[{"id":2}]}}',
    ];
    const cursors: unknown[] = [];
    let call = 0;
    const subscriber = collector();
    hub.subscribe(
      {
        kind: 'stream',
        key: 's',
        tables: new Set(['public.t']),
        async run(cursor) {
          cursors.push(cursor);
          const body = batches[call] ?? '{"data":{"s":[]}}';
          call += 1;
          return { body, cursor: call };
        },
      },
      subscriber,
    );
    await until(() => call >= batches.length + 2);
    expect(subscriber.bodies).toEqual(['{"data":{"s":[{"id":1}]}}', '{"errors":[{"message":"boom"}]}', '{"data":{"s":[{"id":2}]}}']);
    expect(cursors.slice(0, 3)).toEqual([undefined, 1, 2]);
    hub.close();
  });

  it('stops a poller when its last subscriber leaves, and everything on close', async () => {
    const watched = writes();
    const hub = createPollHub(watched.engine, { refetchIntervalMs: 5 });
    const query = liveQuery('k', () => '{"data":{}}');
    const leave = hub.subscribe(query.subscription, collector());
    await until(() => query.runs >= 2);
    leave();
    leave();
    expect(hub.stats()).toMatchObject({ livePollers: 0, subscribers: 0 });
    const runs = query.runs;
    await sleep(40);
    expect(query.runs).toBe(runs);

    hub.subscribe(query.subscription, collector());
    hub.close();
    expect(watched.listeners).toBe(0);
    expect(hub.stats()).toMatchObject({ livePollers: 0, streamPollers: 0 });
  });

  it('polls a multiplexed group batch by batch, pushes changed cohorts only, and re-reads only the batches a write overtook', async () => {
    const { engine, write } = writes();
    // Each batch's statement is timed once (the /metrics poll-time histogram).
    let timed = 0;
    let batches = 0;
    const hub = createPollHub(engine, {
      refetchIntervalMs: 60_000,
      wakeDelayMs: 1,
      maxConcurrentPolls: 1,
      batchSize: 2,
      onPollTime: (ms) => {
        expect(ms).toBeGreaterThanOrEqual(0);
        timed += 1;
      },
    });
    let value = 1;
    const calls: string[][] = [];
    const gate = { passed: Promise.resolve() };
    const runBatch = async (batch: readonly (readonly unknown[])[]) => {
      batches += 1;
      calls.push(batch.map((params) => String(params[0])));
      await gate.passed;
      // Cohort "4" reads nothing that changes.
      return batch.map((params) => ({ body: `{"data":{"v":"${params[0]}-${params[0] === '4' ? 0 : value}"}}`, hash: undefined }));
    };
    const subscribers = ['1', '2', '3', '4'].map((param) => {
      const subscriber = collector();
      const subscription: PolledSubscription = {
        kind: 'live',
        key: param,
        tables: new Set(['public.t']),
        run: async () => (await runBatch([[param]]))[0]!.body,
        multiplex: { group: 'g', params: [param], runBatch, steady: false },
      };
      hub.subscribe(subscription, subscriber);
      return subscriber;
    });
    await until(() => subscribers.every((subscriber) => subscriber.bodies.length === 1));
    expect(hub.stats()).toMatchObject({ multiplexedPollers: 1, livePollers: 4, subscribers: 4 });

    calls.length = 0;
    let release = () => undefined as void;
    gate.passed = new Promise<void>((resolve) => (release = resolve));
    value = 2;
    write('public.t');
    await until(() => calls.length === 1);
    // The first batch is reading; the second waits for the one poll slot and will read after this write.
    value = 3;
    write('public.t');
    release();
    await until(() => calls.length === 3);
    await sleep(20);
    expect(calls).toEqual([
      ['1', '2'],
      ['3', '4'],
      ['1', '2'],
    ]);
    await until(() => subscribers[0]!.bodies.at(-1) === '{"data":{"v":"1-3"}}');
    expect(subscribers.map((subscriber) => subscriber.bodies.at(-1))).toEqual([
      '{"data":{"v":"1-3"}}',
      '{"data":{"v":"2-3"}}',
      '{"data":{"v":"3-3"}}',
      '{"data":{"v":"4-0"}}',
    ]);
    expect(subscribers[3]!.bodies).toEqual(['{"data":{"v":"4-0"}}']);
    await until(() => timed === batches);
    expect(batches).toBeGreaterThanOrEqual(5);
    hub.close();
  });
  it('keeps a hash of a cohort: an unchanged result is not pushed, a changed one is, and a joiner gets the current one', async () => {
    const { engine, write } = writes();
    const hub = createPollHub(engine, { refetchIntervalMs: 60_000, wakeDelayMs: 1 });
    let value = 'a';
    let statements = 0;
    const runBatch = async (batch: readonly (readonly unknown[])[]) => {
      statements += 1;
      return batch.map((params) => ({ body: `{"data":{"v":"${String(params[0])}-${value}"}}`, hash: undefined }));
    };
    const subscribe = (param: string) => {
      const subscriber = collector();
      const subscription: PolledSubscription = {
        kind: 'live',
        key: param,
        tables: new Set(['public.t']),
        run: () => Promise.reject(new Error('a multiplexed cohort never runs its subscription on its own')),
        multiplex: { group: 'g', params: [param], runBatch, steady: false },
      };
      return { subscriber, unsubscribe: hub.subscribe(subscription, subscriber) };
    };
    const first = subscribe('x');
    await until(() => first.subscriber.bodies.length === 1);
    // A write that changes nothing this cohort reads: polled, not pushed.
    const before = statements;
    write('public.t');
    await until(() => statements > before);
    await sleep(20);
    expect(first.subscriber.bodies).toEqual(['{"data":{"v":"x-a"}}']);
    // A second subscriber of the same cohort gets its result (unchanged) from a poll; the first gets nothing again.
    const second = subscribe('x');
    await until(() => second.subscriber.bodies.length === 1);
    expect(second.subscriber.bodies).toEqual(['{"data":{"v":"x-a"}}']);
    expect(first.subscriber.bodies).toEqual(['{"data":{"v":"x-a"}}']);
    expect(hub.stats()).toMatchObject({ livePollers: 1, subscribers: 2 });
    value = 'b';
    write('public.t');
    await until(() => first.subscriber.bodies.length === 2 && second.subscriber.bodies.length === 2);
    expect(first.subscriber.bodies.at(-1)).toBe('{"data":{"v":"x-b"}}');
    expect(second.subscriber.bodies.at(-1)).toBe('{"data":{"v":"x-b"}}');
    first.unsubscribe();
    second.unsubscribe();
    expect(hub.stats()).toMatchObject({ multiplexedPollers: 0, subscribers: 0 });
    hub.close();
  });

  it("answers each cohort of a failing batch as a batch of its own: the engine's refusal to the one at fault", async () => {
    const { engine } = writes();
    const hub = createPollHub(engine, { refetchIntervalMs: 60_000, wakeDelayMs: 1 });
    const batches: string[][] = [];
    const runBatch = async (batch: readonly (readonly unknown[])[]) => {
      batches.push(batch.map(String));
      if (batch.some((params) => params[0] === 'bad')) throw new GraphqlError('bad-request', 'not a pattern');
      return batch.map((params) => ({ body: `{"data":{"v":"${String(params[0])}"}}`, hash: undefined }));
    };
    const subscribers = ['good', 'bad'].map((param) => {
      const subscriber = collector();
      hub.subscribe(
        {
          kind: 'live',
          key: param,
          tables: new Set(['public.t']),
          run: () => Promise.reject(new Error('a multiplexed cohort never runs its subscription on its own')),
          multiplex: { group: 'g', params: [param], runBatch, steady: false },
        },
        subscriber,
      );
      return subscriber;
    });
    await until(() => subscribers.every((subscriber) => subscriber.bodies.length === 1));
    expect(batches).toEqual([['good', 'bad'], ['good'], ['bad']]);
    expect(subscribers.map((subscriber) => subscriber.bodies)).toEqual([
      ['{"data":{"v":"good"}}'],
      ['{"errors":[{"message":"not a pattern","extensions":{"path":"$","code":"bad-request"}}]}'],
    ]);
    hub.close();
  });
});

describe('poll hub under an overloaded database', () => {
  const TIMEOUT =
    '{"errors":[{"message":"the query took longer than its deadline of 5000 ms","extensions":{"path":"$","code":"timeout"}}]}';

  it('backs off after a failed poll (writes do not wake it) and ends the subscription after three failures in a row', async () => {
    const { engine, write } = writes();
    const hub = createPollHub(engine, { refetchIntervalMs: 300, wakeDelayMs: 0 });
    const query = liveQuery('overloaded', () => TIMEOUT);
    const pushed: string[] = [];
    const ended: string[] = [];
    hub.subscribe(query.subscription, { push: (body) => void pushed.push(body), end: (body) => void ended.push(body) });
    await until(() => query.runs === 1);
    // Backing off (600 ms now): a burst of writes brings no poll before the interval.
    write('public.t');
    write('public.t');
    await sleep(150);
    expect(query.runs).toBe(1);
    await until(() => ended.length === 1, 10_000);
    expect(query.runs).toBe(3);
    expect(ended).toEqual([TIMEOUT]);
    // The failure was pushed once as a result; the same error again is not pushed.
    expect(pushed).toEqual([TIMEOUT]);
    hub.close();
  });

  it('starts counting again after a poll that works: failures must be in a row to end a subscription', async () => {
    const { engine } = writes();
    const hub = createPollHub(engine, { refetchIntervalMs: 5 });
    const answers = [TIMEOUT, TIMEOUT, '{"data":{"v":1}}', TIMEOUT, TIMEOUT, '{"data":{"v":2}}'];
    let next = 0;
    const query = liveQuery('flaky', () => answers[Math.min(next++, answers.length - 1)]!);
    const ended: string[] = [];
    const pushed: string[] = [];
    hub.subscribe(query.subscription, { push: (body) => void pushed.push(body), end: (body) => void ended.push(body) });
    await until(() => pushed.includes('{"data":{"v":2}}'), 10_000);
    expect(ended).toEqual([]);
    hub.close();
  });
});

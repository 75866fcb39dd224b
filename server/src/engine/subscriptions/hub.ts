// Every poller of the process: multiplexed live pollers (one per query shape, a cohort per distinct parameters),
// live pollers shared by key for live queries that cannot be multiplexed, one stream poller per stream subscriber,
// and an index from table to pollers so a committed write wakes exactly the pollers that read it.
import type { Engine, PreparedSubscription } from '../create-engine.ts';
import type { WriteFeed } from '../database-writes.ts';
import { createLimiter } from '../../limits/limiter.ts';
import { MultiplexedPoller, MultiplexedStreamPoller } from './multiplexed.ts';
import { LivePoller, StreamPoller, type Poller, type PollTiming, type Subscriber } from './poller.ts';

/** A prepared subscription that polls (the engine's `errors` answers never reach the hub). */
export type PolledSubscription = Exclude<PreparedSubscription, { kind: 'errors' }>;

export interface PollHubOptions {
  /** Hasura's refetch interval: time between polls when no write wakes them (default 1000 ms). */
  refetchIntervalMs: number;
  /** Wait after a write before polling, so a burst of writes costs one poll (default 20 ms). */
  wakeDelayMs?: number;
  /** Polls (a multiplexed poll's batches each count as one) running at once across the process (default 8). */
  maxConcurrentPolls?: number;
  /** Cohorts of a multiplexed live query per statement (Hasura's ..._MULTIPLEXED_BATCH_SIZE; the site's default, 250). */
  batchSize?: number;
  onError?: (error: unknown) => void;
  /** Told each poll's time in ms (a multiplexed poll's batches each count as one). */
  onPollTime?: (ms: number) => void;
  /**
   * Every write heard of (database-writes.ts: the database's notices, whoever wrote, and the engine's reports of the
   * tables the database does not announce). With it, writes wake the pollers from here instead of from the engine's
   * reports, and a multiplexed live query that reads only announced tables and depends on nothing else (`steady`)
   * polls only when woken, and every `quietIntervalMs` as a safety net.
   */
  writes?: WriteFeed;
  /** The safety net's interval for quiet pollers (default 60 s). */
  quietIntervalMs?: number;
}

export interface PollHubStats {
  /** Distinct live queries: the cohorts of the multiplexed pollers, and the live pollers of the others. */
  livePollers: number;
  /** Multiplexed pollers (live queries and streams): one per query shape, role and engine. */
  multiplexedPollers: number;
  /** Stream cursors: the cohorts of the multiplexed streams, and the pollers of the other streams (one per subscriber). */
  streamPollers: number;
  subscribers: number;
  /** Polls (statements of a multiplexed poll) started since the hub was created. */
  polls: number;
}

export interface PollHub {
  /** Starts (or joins) the poll for a subscription; returns the unsubscribe. */
  subscribe(subscription: PolledSubscription, subscriber: Subscriber): () => void;
  stats(): PollHubStats;
  /** Stops every poller and stops listening for writes. */
  close(): void;
}

export function createPollHub(engine: Pick<Engine, 'onWrite'>, options: PollHubOptions): PollHub {
  const live = new Map<string, LivePoller>();
  const multiplexed = new Map<string, MultiplexedPoller>();
  const multiplexedStreams = new Map<string, MultiplexedStreamPoller>();
  const batchSize = options.batchSize ?? 250;
  const streams = new Set<StreamPoller>();
  const byTable = new Map<string, Set<Poller>>();
  let polls = 0;
  let closed = false;
  const timing: PollTiming = {
    intervalMs: options.refetchIntervalMs,
    quietIntervalMs: Math.max(options.refetchIntervalMs, options.quietIntervalMs ?? 60_000),
    wakeDelayMs: options.wakeDelayMs ?? 20,
    limiter: createLimiter(options.maxConcurrentPolls ?? 8),
    onError: options.onError ?? (() => undefined),
    onPoll: () => {
      polls += 1;
    },
    ...(options.onPollTime && { onPollTime: options.onPollTime }),
  };

  const wake = (tables: Iterable<string>) => {
    const woken = new Set<Poller>();
    for (const table of tables) for (const poller of byTable.get(table) ?? []) woken.add(poller);
    for (const poller of woken) poller.wake();
  };
  const { writes } = options;
  const stopWatching = writes ? writes.subscribe((written) => wake(written.keys())) : engine.onWrite(wake);
  /** Whether the feed tells of every write to these tables. */
  const announced = (tables: ReadonlySet<string>) => writes !== undefined && [...tables].every((table) => writes.announced.has(table));

  function track(poller: Poller): void {
    for (const table of poller.tables) {
      let pollers = byTable.get(table);
      if (!pollers) byTable.set(table, (pollers = new Set()));
      pollers.add(poller);
    }
    poller.start();
  }

  function untrack(poller: Poller): void {
    poller.stop();
    for (const table of poller.tables) {
      const pollers = byTable.get(table);
      pollers?.delete(poller);
      if (pollers?.size === 0) byTable.delete(table);
    }
  }

  /** The multiplexed poller of a group, started when there is none. */
  function groupPoller<P extends MultiplexedPoller | MultiplexedStreamPoller>(pollers: Map<string, P>, group: string, create: () => P): P {
    let poller = pollers.get(group);
    if (!poller) {
      poller = create();
      pollers.set(group, poller);
      track(poller);
    }
    return poller;
  }

  /**
   * The unsubscribe of a subscriber of a group's cohort, which stops the poller with its last cohort. It holds the
   * poller, the cohort and the subscriber only: nothing of the prepared subscription (its plan, its document) stays.
   */
  function leaving<P extends MultiplexedPoller | MultiplexedStreamPoller>(
    pollers: Map<string, P>,
    poller: P,
    cohort: Parameters<P['remove']>[0],
    subscriber: Subscriber,
  ): () => void {
    let left = false;
    return () => {
      if (left) return;
      left = true;
      if (!poller.remove(cohort, subscriber)) return;
      untrack(poller);
      if (pollers.get(poller.group) === poller) pollers.delete(poller.group);
    };
  }

  function subscribeLive(subscription: Extract<PolledSubscription, { kind: 'live' }>, subscriber: Subscriber): () => void {
    const { multiplex } = subscription;
    if (multiplex) {
      const { group, runBatch } = multiplex;
      const poller = groupPoller(multiplexed, group, () => {
        const created = new MultiplexedPoller({ group, tables: subscription.tables, runBatch, batchSize, timing });
        created.quiet = multiplex.steady && announced(subscription.tables);
        return created;
      });
      return leaving(multiplexed, poller, poller.add(multiplex, subscriber), subscriber);
    }
    let poller = live.get(subscription.key);
    if (!poller) {
      poller = new LivePoller({ key: subscription.key, tables: subscription.tables, run: subscription.run, timing });
      live.set(subscription.key, poller);
      track(poller);
    }
    const joined = poller;
    joined.add(subscriber);
    let left = false;
    return () => {
      if (left) return;
      left = true;
      if (!joined.remove(subscriber)) return;
      untrack(joined);
      if (live.get(joined.key) === joined) live.delete(joined.key);
    };
  }

  function subscribeStream(subscription: Extract<PolledSubscription, { kind: 'stream' }>, subscriber: Subscriber): () => void {
    const { multiplex } = subscription;
    if (multiplex) {
      const { group, runBatch, cursorParam } = multiplex;
      const poller = groupPoller(
        multiplexedStreams,
        group,
        () => new MultiplexedStreamPoller({ group, tables: subscription.tables, runBatch, cursorParam, batchSize, timing }),
      );
      return leaving(multiplexedStreams, poller, poller.add(multiplex, subscriber), subscriber);
    }
    const poller = new StreamPoller({ tables: subscription.tables, run: subscription.run, subscriber, timing });
    streams.add(poller);
    track(poller);
    return () => {
      if (!streams.delete(poller)) return;
      untrack(poller);
    };
  }

  return {
    subscribe(subscription, subscriber) {
      if (closed) return () => undefined;
      return subscription.kind === 'live' ? subscribeLive(subscription, subscriber) : subscribeStream(subscription, subscriber);
    },
    stats() {
      let subscribers = streams.size;
      let livePollers = live.size;
      let streamPollers = streams.size;
      for (const poller of live.values()) subscribers += poller.size;
      for (const poller of multiplexed.values()) {
        subscribers += poller.subscriberCount;
        livePollers += poller.cohortCount;
      }
      for (const poller of multiplexedStreams.values()) {
        subscribers += poller.subscriberCount;
        streamPollers += poller.cohortCount;
      }
      const multiplexedPollers = multiplexed.size + multiplexedStreams.size;
      return { livePollers, multiplexedPollers, streamPollers, subscribers, polls };
    },
    close() {
      if (closed) return;
      closed = true;
      stopWatching();
      for (const poller of [...live.values(), ...multiplexed.values(), ...multiplexedStreams.values(), ...streams]) poller.stop();
      live.clear();
      multiplexed.clear();
      multiplexedStreams.clear();
      streams.clear();
      byTable.clear();
    },
  };
}

// Multiplexed pollers, as Hasura's "live queries at scale": one poller per query shape (the same SQL, alias, role,
// deadline and engine) holds a cohort per distinct parameter list (variables, session variables, a stream's
// cursor), and each poll runs ONE statement per batch of cohorts, every cohort reading its own parameters. A live
// cohort pushes to its subscribers only when its result changed (it keeps a hash of its last result, not its text,
// as Hasura does); a stream cohort pushes each batch that has rows and moves its cursor, joining another cohort that
// reaches the same parameters. A cohort holds only its parameters, subscribers and state: what the cohorts of a group
// share (the statement, its plan) is the poller's, once.
import { createHash } from 'node:crypto';
import type { Multiplexed, MultiplexedStream } from '../create-engine.ts';
import { withCursor, type LiveBody, type StreamBatch } from '../pipeline/multiplex.ts';
import { errorsBody, GraphqlError, INTERNAL_ERROR_BODY } from '../errors.ts';
import { isErrorsBody } from './errors.ts';
import { deliver, endSubscriber, isEmptyBatch, Poller, type PollTiming, type Subscriber } from './poller.ts';

interface Cohort<Result> {
  key: string;
  params: readonly unknown[];
  subscribers: Set<Subscriber>;
  /** Whether it has its result (a new cohort, or a live one a subscriber joined, is polled soon, on its own if need be). */
  polled: boolean;
  /** The poller's generation when its last batch started reading. */
  readAt: number;
  /** The cohort it joined when its cursor reached another's (its subscribers are there now). */
  mergedInto?: Cohort<Result>;
}

export interface CohortPollerOptions {
  group: string;
  tables: ReadonlySet<string>;
  /** Cohorts per statement (Hasura's HASURA_GRAPHQL_LIVE_QUERIES_MULTIPLEXED_BATCH_SIZE). */
  batchSize: number;
  timing: PollTiming;
}

/** What both kinds share: the cohorts by key, new cohorts polled soon, and polls batch by batch. */
abstract class CohortPoller<Result, C extends Cohort<Result>> extends Poller {
  readonly group: string;
  protected readonly cohorts = new Map<string, C>();
  private readonly batchSize: number;
  /**
   * Bumped by each write that wakes the poller and by each interval poll. A poll reads the cohorts last read before
   * the current generation, so a write during a long poll re-reads only the batches that had started before it.
   */
  private generation = 0;
  /** A write bumped the generation since the last full poll. */
  private woken = false;

  protected constructor(options: CohortPollerOptions) {
    super(options.tables, options.timing);
    this.group = options.group;
    this.batchSize = options.batchSize;
  }

  get cohortCount(): number {
    return this.cohorts.size;
  }

  get subscriberCount(): number {
    let count = 0;
    for (const cohort of this.cohorts.values()) count += cohort.subscribers.size;
    return count;
  }

  /** Joins the cohort of `key`, made by `create` when there is none (and then polled soon); returns the cohort. */
  protected join(key: string, create: () => C, subscriber: Subscriber): C {
    let cohort = this.cohorts.get(key);
    if (!cohort) {
      cohort = create();
      this.cohorts.set(key, cohort);
      this.refresh();
    }
    cohort.subscribers.add(subscriber);
    return cohort;
  }

  /** Removes a subscriber (its cohort goes with its last one); true when no cohort is left. */
  remove(joined: Cohort<Result>, subscriber: Subscriber): boolean {
    let cohort = joined;
    while (cohort.mergedInto) cohort = cohort.mergedInto;
    cohort.subscribers.delete(subscriber);
    this.left(cohort as C, subscriber);
    if (cohort.subscribers.size === 0 && this.cohorts.get(cohort.key) === cohort) this.cohorts.delete(cohort.key);
    return this.cohorts.size === 0;
  }

  /** A subscriber left a cohort (a live cohort forgets it among its waiting ones). */
  protected abstract left(cohort: C, subscriber: Subscriber): void;

  protected abstract runBatch(batch: readonly C[]): Promise<Result[]>;

  /** The result of a cohort whose statement the engine refused (Hasura's error: bad parameters, a deadline). */
  protected abstract refused(error: GraphqlError): Result;

  protected abstract publish(cohort: C, result: Result): void;

  /** The result of a poll that failed for an engine's reason. */
  protected abstract failed(cohort: C): Result;

  protected subscribersNow(): Iterable<Subscriber> {
    return [...this.cohorts.values()].flatMap((cohort) => [...cohort.subscribers]);
  }

  protected end(body: string): void {
    const subscribers = [...this.subscribersNow()];
    for (const cohort of this.cohorts.values()) cohort.polled = false;
    for (const subscriber of subscribers) endSubscriber(subscriber, body, this.timing);
  }

  override wake(): void {
    this.generation += 1;
    this.woken = true;
    super.wake();
  }

  /** Every batch is one task of the shared limiter, so other pollers' polls take turns with a large group's. */
  protected override async execute(full: boolean): Promise<void> {
    if (full) {
      // The interval (or the start): whatever was read may have changed behind the engine's back.
      if (!this.woken) this.generation += 1;
      this.woken = false;
    }
    const cohorts = [...this.cohorts.values()].filter((cohort) => (full ? cohort.readAt < this.generation : !cohort.polled));
    const batches: C[][] = [];
    for (let start = 0; start < cohorts.length; start += this.batchSize) batches.push(cohorts.slice(start, start + this.batchSize));
    await Promise.all(
      batches.map((batch) =>
        this.timing.limiter.run(async () => {
          if (this.isStopped) return;
          this.running();
          for (const cohort of batch) cohort.readAt = this.generation;
          const results = await this.timed(() => this.results(batch));
          if (this.isStopped) return;
          batch.forEach((cohort, index) => {
            cohort.polled = true;
            this.publish(cohort, results[index]!);
          });
        }),
      ),
    );
  }

  protected async poll(): Promise<void> {
    // Polls run through execute, batch by batch.
  }

  private async results(batch: C[]): Promise<Result[]> {
    try {
      return await this.runBatch(batch);
    } catch {
      // One cohort's parameters (or the batch's deadline) failed the statement: each answers on its own (a batch of
      // one: the same statement), so only the cohort at fault gets the error, as it would have without multiplexing.
      const results: Result[] = [];
      for (const cohort of batch) {
        try {
          results.push((await this.runBatch([cohort]))[0]!);
        } catch (error) {
          if (error instanceof GraphqlError) results.push(this.refused(error));
          else {
            this.timing.onError(error);
            results.push(this.failed(cohort));
          }
        }
      }
      return results;
    }
  }
}

interface LiveCohort extends Cohort<string> {
  /** Subscribers that have no result yet (they joined since the last poll): they get the next one even if unchanged. */
  waiting: Set<Subscriber> | undefined;
  /** A hash of its last result (Hasura keeps a hash too): a result with another hash is pushed. */
  hash: string | undefined;
}

/** The hash a live cohort keeps of its last result: the MD5 of its text in hex, as the statement computes it (and sends). */
function resultHash(body: string): string {
  return createHash('md5').update(body).digest('hex');
}

/**
 * The live queries of one shape: a cohort per distinct parameters, each pushed when its result changed. A cohort
 * that has a result and no waiting subscriber sends its hash with its parameters, and the statement leaves out a
 * result that still has it (undefined here): an unchanged result costs no transfer.
 */
export class MultiplexedPoller extends CohortPoller<LiveBody | undefined, LiveCohort> {
  private readonly runStatement: Multiplexed['runBatch'];

  constructor(options: CohortPollerOptions & { runBatch: Multiplexed['runBatch'] }) {
    super(options);
    this.runStatement = options.runBatch;
  }

  /**
   * Joins the cohort of its parameters. The cohort keeps no result text, so a subscriber joining one that has a
   * result gets it from a poll of that cohort soon (as a new cohort's first), and later pushes are relative to it.
   */
  add(multiplex: Multiplexed, subscriber: Subscriber): Cohort<string> {
    const key = JSON.stringify(multiplex.params);
    const cohort = this.join(key, () => liveCohort(key, multiplex.params), subscriber);
    (cohort.waiting ??= new Set()).add(subscriber);
    if (cohort.polled) {
      cohort.polled = false;
      this.refresh();
    }
    return cohort;
  }

  protected left(cohort: LiveCohort, subscriber: Subscriber): void {
    cohort.waiting?.delete(subscriber);
  }

  protected runBatch(batch: readonly LiveCohort[]): Promise<(LiveBody | undefined)[]> {
    return this.runStatement(
      batch.map((cohort) => (cohort.hash === undefined || cohort.waiting ? cohort.params : [...cohort.params, cohort.hash])),
    );
  }

  protected failed(): LiveBody {
    return { body: INTERNAL_ERROR_BODY, hash: undefined };
  }

  protected refused(error: GraphqlError): LiveBody {
    return { body: errorsBody([error]), hash: undefined };
  }

  protected publish(cohort: LiveCohort, result: LiveBody | undefined): void {
    if (result === undefined) {
      // Unchanged. A subscriber that joined while the statement ran gets the result from a poll of its own.
      if (cohort.waiting) {
        cohort.polled = false;
        this.refresh();
      }
      return;
    }
    const { body } = result;
    this.note(body);
    const hash = result.hash ?? resultHash(body);
    const changed = hash !== cohort.hash;
    cohort.hash = hash;
    const targets = changed ? cohort.subscribers : cohort.waiting;
    cohort.waiting = undefined;
    if (targets) for (const subscriber of [...targets]) deliver(subscriber, body, this.timing);
  }
}

/** A new live cohort: its parameters and nothing else of the subscription that made it. */
function liveCohort(key: string, params: readonly unknown[]): LiveCohort {
  return { key, params, subscribers: new Set(), polled: false, readAt: -1, waiting: undefined, hash: undefined };
}

interface StreamCohort extends Cohort<StreamBatch> {
  /** The errors last pushed: a failing stream reports each distinct failure once, not every poll. */
  lastErrors: string | undefined;
}

/** The streams of one shape: a cohort per distinct parameters and cursor, each moving on its own batches. */
export class MultiplexedStreamPoller extends CohortPoller<StreamBatch, StreamCohort> {
  private readonly runStatement: MultiplexedStream['runBatch'];
  private readonly cursorParam: number;

  constructor(options: CohortPollerOptions & { runBatch: MultiplexedStream['runBatch']; cursorParam: number }) {
    super(options);
    this.runStatement = options.runBatch;
    this.cursorParam = options.cursorParam;
  }

  /** Joins the cohort of its parameters (the same variables, session and cursor); returns it. */
  add(multiplex: MultiplexedStream, subscriber: Subscriber): Cohort<StreamBatch> {
    const key = JSON.stringify(multiplex.params);
    return this.join(key, () => streamCohort(key, multiplex.params), subscriber);
  }

  protected left(): void {
    // A stream cohort keeps nothing per subscriber.
  }

  protected runBatch(batch: readonly StreamCohort[]): Promise<StreamBatch[]> {
    return this.runStatement(batch.map((cohort) => cohort.params));
  }

  protected failed(): StreamBatch {
    return { body: INTERNAL_ERROR_BODY, cursor: undefined };
  }

  protected refused(error: GraphqlError): StreamBatch {
    return { body: errorsBody([error]), cursor: undefined };
  }

  protected publish(cohort: StreamCohort, batch: StreamBatch): void {
    if (this.cohorts.get(cohort.key) !== cohort) return;
    this.note(batch.body);
    if (isErrorsBody(batch.body)) {
      if (batch.body !== cohort.lastErrors) for (const subscriber of cohort.subscribers) deliver(subscriber, batch.body, this.timing);
      cohort.lastErrors = batch.body;
      return;
    }
    cohort.lastErrors = undefined;
    if (isEmptyBatch(batch.body)) return;
    for (const subscriber of cohort.subscribers) deliver(subscriber, batch.body, this.timing);
    if (batch.cursor === undefined) return;
    this.move(cohort, batch.cursor);
  }

  /** Moves a cohort's cursor; a cohort already there takes its subscribers. */
  private move(cohort: StreamCohort, cursor: unknown): void {
    const params = withCursor(cohort.params, this.cursorParam, cursor);
    const key = JSON.stringify(params);
    this.cohorts.delete(cohort.key);
    const there = this.cohorts.get(key);
    if (there) {
      for (const subscriber of cohort.subscribers) there.subscribers.add(subscriber);
      // Unsubscribes still holding this cohort find their subscriber there.
      cohort.mergedInto = there;
      return;
    }
    cohort.key = key;
    cohort.params = params;
    this.cohorts.set(key, cohort);
  }
}

/** A new stream cohort: its parameters (its cursor among them) and nothing else of the subscription that made it. */
function streamCohort(key: string, params: readonly unknown[]): StreamCohort {
  return { key, params, subscribers: new Set(), polled: false, readAt: -1, lastErrors: undefined };
}

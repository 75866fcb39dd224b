// Hasura's multiplexed live queries: one poller per query shape (the same SQL, alias, role, deadline and engine)
// holds a cohort per distinct parameter list (variables and session variables), and each poll runs ONE statement
// per batch of cohorts, every cohort reading its own parameters. A cohort pushes to its subscribers only when its
// result text changed.
import type { Multiplexed } from '../index.ts';
import { UNEXPECTED_BODY } from './errors.ts';
import { deliver, Poller, type PollTiming, type Subscriber } from './poller.ts';

/** The live queries of one shape with the same parameters: one result, shared by their subscribers. */
interface Cohort {
  params: readonly unknown[];
  /** Its query on its own, for when its batch's statement fails: each cohort of the batch then gets its own answer. */
  run(): Promise<string>;
  subscribers: Set<Subscriber>;
  /** Subscribers that joined before its first result: they get the next one even if unchanged. */
  waiting: Set<Subscriber>;
  last: string | undefined;
}

export interface MultiplexedPollerOptions {
  group: string;
  tables: ReadonlySet<string>;
  runBatch: Multiplexed['runBatch'];
  /** Cohorts per statement (Hasura's HASURA_GRAPHQL_LIVE_QUERIES_MULTIPLEXED_BATCH_SIZE). */
  batchSize: number;
  timing: PollTiming;
}

export class MultiplexedPoller extends Poller {
  readonly group: string;
  private readonly runBatch: Multiplexed['runBatch'];
  private readonly batchSize: number;
  private readonly cohorts = new Map<string, Cohort>();

  constructor(options: MultiplexedPollerOptions) {
    super(options.tables, options.timing);
    this.group = options.group;
    this.runBatch = options.runBatch;
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

  /**
   * Adds a subscriber to the cohort of its parameters; returns that cohort's key. A new cohort is polled soon on
   * its own (the others keep their interval); joining a cohort with a result gets that result at once.
   */
  add(multiplex: Multiplexed, run: () => Promise<string>, subscriber: Subscriber): string {
    const key = JSON.stringify(multiplex.params);
    let cohort = this.cohorts.get(key);
    if (!cohort) {
      cohort = { params: multiplex.params, run, subscribers: new Set(), waiting: new Set(), last: undefined };
      this.cohorts.set(key, cohort);
      this.refresh();
    }
    cohort.subscribers.add(subscriber);
    if (cohort.last === undefined) cohort.waiting.add(subscriber);
    else deliver(subscriber, cohort.last, this.timing);
    return key;
  }

  /** Removes a subscriber (its cohort goes with its last one); true when no cohort is left. */
  remove(key: string, subscriber: Subscriber): boolean {
    const cohort = this.cohorts.get(key);
    if (cohort) {
      cohort.subscribers.delete(subscriber);
      cohort.waiting.delete(subscriber);
      if (cohort.subscribers.size === 0) this.cohorts.delete(key);
    }
    return this.cohorts.size === 0;
  }

  /** Every batch is one task of the shared limiter, so other pollers' polls take turns with a large group's. */
  protected override async execute(full: boolean): Promise<void> {
    const cohorts = [...this.cohorts.values()].filter((cohort) => full || cohort.last === undefined);
    const batches: Cohort[][] = [];
    for (let start = 0; start < cohorts.length; start += this.batchSize) batches.push(cohorts.slice(start, start + this.batchSize));
    await Promise.all(
      batches.map((batch) =>
        this.timing.limiter.run(async () => {
          if (this.isStopped) return;
          this.running();
          const bodies = await this.bodies(batch);
          if (this.isStopped) return;
          batch.forEach((cohort, index) => this.publish(cohort, bodies[index]!));
        }),
      ),
    );
  }

  protected async poll(): Promise<void> {
    // Polls run through execute, batch by batch.
  }

  private async bodies(batch: Cohort[]): Promise<string[]> {
    try {
      return await this.runBatch(batch.map((cohort) => cohort.params));
    } catch {
      // One cohort's parameters (or the batch's deadline) failed the statement: each answers on its own, as it would
      // have without multiplexing.
      const bodies: string[] = [];
      for (const cohort of batch) {
        try {
          bodies.push(await cohort.run());
        } catch (error) {
          this.timing.onError(error);
          bodies.push(UNEXPECTED_BODY);
        }
      }
      return bodies;
    }
  }

  private publish(cohort: Cohort, body: string): void {
    const changed = body !== cohort.last;
    cohort.last = body;
    const targets = [...(changed ? cohort.subscribers : cohort.waiting)];
    cohort.waiting.clear();
    for (const subscriber of targets) deliver(subscriber, body, this.timing);
  }
}

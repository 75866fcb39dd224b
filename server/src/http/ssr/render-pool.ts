// Page renders off the event loop: React renders in a pool of worker threads (piscina, render-worker.mjs), so the
// HTTP server, /healthz, WebSockets and the GraphQL API answer while pages render. The page's queries still run
// here, on the main thread, through the fetch the caller gives (the engine, the shared visitor answers and what
// the render read stay where the caches are); the thread asks for each over a port of its own.
import { join } from 'node:path';
import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { ROOT_DIR } from '../../config/paths.ts';

const WORKER_FILE = join(ROOT_DIR, 'server', 'src', 'http', 'ssr', 'render-worker.mjs');
/**
 * Renders one thread takes at once: most of a render is waiting for its data from the main thread, when the thread
 * renders another page.
 */
const RENDERS_PER_THREAD = 4;
/** Past the render's own deadline (the renderer gives up waiting for data), how long before the reader is let go. */
const GRACE_MS = 2000;
/** A render waits for a thread at most as long again as it may run (threads stuck in a render, say). */
const QUEUED_FACTOR = 2;

/** What the renderer is asked (entry-server's RenderRequest without its functions, which stay on this thread). */
export interface PoolRenderRequest {
  url: string;
  language: string;
  timeZone: string;
  member?: string;
  moderator?: boolean;
  zoneUnknown?: boolean;
  origin: string;
  timeoutMs: number;
}

export interface PoolRenderHooks<T> {
  /** Answers one of the page's GraphQL POSTs (its body): the status and body the renderer reads. */
  fetch(body: string): Promise<{ status: number; body: string }>;
  /** Told of a part that failed to render (with the thread's description of the error). */
  onError(error: Error): void;
  /** Checks the thread's answer (it crossed a thread boundary) and types it. */
  accept(value: unknown): T;
}

export interface RenderPool {
  /** Renders a page in a thread; rejects when the renderer throws, its thread dies, or it outlives its deadline. */
  render<T>(request: PoolRenderRequest, hooks: PoolRenderHooks<T>): Promise<T>;
  /** Renders asked for and not yet answered (running or waiting for a thread). */
  readonly inFlight: number;
  /** Settles once every thread has loaded the renderer (a first render then waits for no thread to start). */
  readonly ready: Promise<void>;
  close(): Promise<void>;
}

/**
 * Thrown for a render still running past its deadline and the grace after it, or waiting for a thread twice that
 * long (its thread may be stuck).
 */
export class RenderDeadlineError extends Error {
  constructor(url: string) {
    super(`server render of ${url} did not finish in time`);
    this.name = 'RenderDeadlineError';
  }
}

/** A pool of `threads` render threads loading the renderer at `entry` (dist-server/ssr/entry-server.mjs). */
export function createRenderPool({ entry, threads }: { entry: string; threads: number }): RenderPool {
  const pool = new Piscina({
    filename: WORKER_FILE,
    workerData: { entry },
    // Started at once and kept: each thread loads the renderer (React and the app) once.
    minThreads: threads,
    maxThreads: threads,
    idleTimeout: Number.POSITIVE_INFINITY,
    concurrentTasksPerWorker: RENDERS_PER_THREAD,
    // A thread between renders waits for its port's messages, not on Atomics.
    atomics: 'disabled',
    recordTiming: false,
    closeTimeout: 5000,
  });
  // A thread that dies (a crash in the renderer) fails its renders, which the caller answers; piscina starts another.
  pool.on('error', () => {});
  let inFlight = 0;
  // One task per thread (piscina gives each to the least busy thread), answered once its thread has loaded the renderer.
  const ready = Promise.all(Array.from({ length: threads }, () => pool.run({ warm: true }))).then(() => undefined);

  return {
    async render(request, hooks) {
      inFlight += 1;
      const { port1, port2 } = new MessageChannel();
      let timer: NodeJS.Timeout | undefined;
      let giveUp: (error: Error) => void = () => {};
      const deadline = new Promise<never>((_resolve, reject) => (giveUp = reject));
      const expire = (ms: number) => {
        clearTimeout(timer);
        timer = setTimeout(() => giveUp(new RenderDeadlineError(request.url)), ms);
      };
      // While it waits for a thread, and from the moment it starts.
      expire((request.timeoutMs + GRACE_MS) * QUEUED_FACTOR);
      type Message = { type: 'started' } | { type: 'fetch'; id: number; body: string } | { type: 'error'; message: string; stack?: string };
      port1.on('message', (message: Message) => {
        if (message.type === 'started') {
          expire(request.timeoutMs + GRACE_MS);
          return;
        }
        if (message.type === 'error') {
          const error = new Error(message.message);
          if (message.stack !== undefined) error.stack = message.stack;
          hooks.onError(error);
          return;
        }
        hooks.fetch(message.body).then(
          ({ status, body }) => port1.postMessage({ id: message.id, status, body }),
          (error: unknown) => port1.postMessage({ id: message.id, error: error instanceof Error ? error.message : String(error) }),
        );
      });
      try {
        const task = pool.run({ request, port: port2 }, { transferList: [port2] }) as Promise<unknown>;
        // Past the deadline its failure, if it comes, has no one to tell.
        task.catch(() => {});
        const value = await Promise.race([task, deadline]);
        return hooks.accept(value);
      } finally {
        clearTimeout(timer);
        port1.close();
        inFlight -= 1;
      }
    },
    get inFlight() {
      return inFlight;
    },
    ready,
    close: () => pool.close({ force: true }),
  };
}

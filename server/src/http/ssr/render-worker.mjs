// One thread of the render pool (render-pool.ts, run by piscina): React renders pages here, off the server's event
// loop. The page's GraphQL still runs on the main thread (the engine, the shared visitor answers, what each render
// read): each fetch the renderer makes is sent over the task's port and answered there. Plain JavaScript, as the
// PGlite worker, so it loads the same way from the sources, the server bundle and the image.
import { pathToFileURL } from 'node:url';
import { workerData } from 'node:worker_threads';

// React picks its build when first loaded, from NODE_ENV: the production one unless the environment asks otherwise
// (as the main thread's createSsr does).
const environment = process.env.NODE_ENV;
process.env.NODE_ENV = environment ?? 'production';
let renderer;
try {
  renderer = await import(pathToFileURL(workerData.entry).href);
} finally {
  if (environment === undefined) delete process.env.NODE_ENV;
}

/** The error's message and stack for the main thread's log (an Error's own class does not survive the copy). */
function describe(error) {
  return error instanceof Error ? { message: error.message, stack: error.stack } : { message: String(error) };
}

/**
 * Renders one page: `request` is entry-server's RenderRequest without its functions; `port` tells when the render
 * starts (`{type: 'started'}`), and carries the fetches
 * (`{type: 'fetch', id, body}`, answered `{id, status, body}` or `{id, error}`) and the parts that failed
 * (`{type: 'error', message, stack}`).
 */
export default async function renderPage({ request, port, warm }) {
  // The pool's first task for each thread: answered once the renderer above has loaded.
  if (warm) return true;
  port.postMessage({ type: 'started' });
  let next = 0;
  const waiting = new Map();
  port.on('message', (answer) => {
    const settle = waiting.get(answer.id);
    waiting.delete(answer.id);
    settle?.(answer);
  });
  const fetch = (_input, init) =>
    new Promise((resolve, reject) => {
      const id = next++;
      waiting.set(id, (answer) => {
        if (answer.error !== undefined) reject(new Error(answer.error));
        else resolve(new Response(answer.body, { status: answer.status, headers: { 'content-type': 'application/json' } }));
      });
      port.postMessage({ type: 'fetch', id, body: typeof init?.body === 'string' ? init.body : '' });
    });
  try {
    return await renderer.render({
      ...request,
      fetch,
      onError: (error) => port.postMessage({ type: 'error', ...describe(error) }),
    });
  } finally {
    port.close();
  }
}

// npm run dev: the API server restarting on changes (tsx watch, port 3000), Vite's dev server with hot module
// replacement in front of it (port 5173, forwarding /v1, /auth, /storage, /actions and /healthz), and the typed
// GraphQL client (and the allow-list) regenerated whenever a GraphQL document or schema.graphql changes. Ctrl-C
// stops all three.
import { spawn, spawnSync } from 'node:child_process';
import { watch } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => join(root, 'node_modules', '.bin', name);

const children = [
  // The allow-list codegen writes (hasura/metadata/query_collections.yaml) restarts it too, so a new document runs.
  spawn(
    bin('tsx'),
    ['watch', '--clear-screen=false', '--include', join('hasura', 'metadata', 'query_collections.yaml'), join('server', 'src', 'main.ts')],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, PORT: process.env.API_PORT ?? '3000' },
    },
  ),
  spawn(bin('vite'), ['--host', process.env.HOST ?? '127.0.0.1'], { cwd: root, stdio: 'inherit' }),
];

// graphql-codegen's own --watch needs a native watcher that is not installed; Node's recursive fs.watch does it.
let timer;
function codegen() {
  clearTimeout(timer);
  timer = setTimeout(() => {
    const run = spawnSync(bin('graphql-codegen'), ['--config', 'codegen.ts', '--silent'], { cwd: root, stdio: 'inherit' });
    console.log(run.status === 0 ? '[codegen] client regenerated' : '[codegen] failed; fix the document and save again');
  }, 300);
}
const watchers = [
  watch(join(root, 'src'), { recursive: true }, (_event, file) => {
    if (file && /\.(ts|tsx)$/.test(file) && !file.startsWith(join('shared', 'api', 'gql'))) codegen();
  }),
  watch(join(root, 'schema.graphql'), codegen),
];

function stop() {
  for (const watcher of watchers) watcher.close();
  for (const child of children) child.kill('SIGTERM');
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && code !== 0 && stop());

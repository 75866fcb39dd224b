// npm start: builds the SPA and bundles the server when they are missing or older than their sources, then
// runs the server. The bundle (one ESM file, packages left external) loads much faster than compiling the
// TypeScript sources one by one at every start.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const SITE_SOURCES = [
  'src',
  'contract',
  'locales',
  'public',
  'index.html',
  'console.html',
  'vite.config.ts',
  'scripts/vite-graphql-documents.ts',
  'scripts/vite-theme-script.ts',
  'package-lock.json',
];
// The server also reads the rules it shares with the client (contract/: roles, routes, languages, database limits).
const SERVER_SOURCES = ['server/src', 'contract', 'package-lock.json'];
const SERVER_BUNDLE = join(root, 'dist-server', 'main.mjs');
const SSR_BUNDLE = join(root, 'dist-server', 'ssr', 'entry-server.mjs');

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

function isStale(outputs, sources) {
  if (!outputs.every((output) => existsSync(output))) return true;
  const built = Math.min(...outputs.map((output) => statSync(output).mtimeMs));
  return sources.some((source) => newestMtime(join(root, source)) > built);
}

// The builds are production builds whatever environment npm start runs in (as `vite build` on the command line):
// otherwise Vite compiles JSX for React's development runtime, which the server's production React lacks.
const environment = process.env.NODE_ENV;
process.env.NODE_ENV = 'production';
if (process.env.SKIP_BUILD !== '1') {
  if (isStale([join(root, 'dist', 'index.html'), join(root, 'dist', 'console.html')], SITE_SOURCES)) {
    console.log('Building the site...');
    const { build } = await import('vite');
    await build({ root, logLevel: 'warn' });
  }
  // The server renderer: the same sources, built for Node.
  if (isStale([SSR_BUNDLE], SITE_SOURCES)) {
    const { build } = await import('vite');
    await build({ root, logLevel: 'warn', build: { ssr: 'src/app/entry-server.tsx' } });
  }
  if (isStale([SERVER_BUNDLE], SERVER_SOURCES)) {
    const { build } = await import('esbuild');
    await build({
      entryPoints: [join(root, 'server', 'src', 'main.ts')],
      outfile: SERVER_BUNDLE,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      packages: 'external',
      logLevel: 'warning',
    });
  }
}

if (environment === undefined) delete process.env.NODE_ENV;
else process.env.NODE_ENV = environment;

// `node scripts/start.mjs --build-only`: the builds above and no server (npm test builds once before the steps that
// start servers run side by side, so none of them rebuilds what another is reading).
if (process.argv.includes('--build-only')) process.exit(0);

if (existsSync(SERVER_BUNDLE) && process.env.SKIP_BUNDLE !== '1') {
  await import(pathToFileURL(SERVER_BUNDLE).href);
} else {
  const { register } = await import('tsx/esm/api');
  register();
  await import('../server/src/main.ts');
}

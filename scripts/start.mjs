// npm start: builds the SPA when it is missing or older than its sources, then runs the server.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const SOURCES = ['src', 'locales', 'public', 'index.html', 'console.html', 'vite.config.ts', 'package-lock.json'];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

function siteIsStale() {
  const index = join(root, 'dist', 'index.html');
  if (!existsSync(index) || !existsSync(join(root, 'dist', 'console.html'))) return true;
  const built = statSync(index).mtimeMs;
  return SOURCES.some((source) => newestMtime(join(root, source)) > built);
}

if (process.env.SKIP_BUILD !== '1' && siteIsStale()) {
  console.log('Building the site...');
  const { build } = await import('vite');
  await build({ root, logLevel: 'warn' });
}

const { register } = await import('tsx/esm/api');
register();
await import('../server/src/main.ts');

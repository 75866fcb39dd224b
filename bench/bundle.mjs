// Measures the JavaScript of the home route, gzipped (level 9): the shell (the entry chunk, its static
// imports and the common messages: what the first paint of header, placeholder and footer needs) and the
// whole route (plus the home page's chunk, its static imports and its messages, loaded in parallel).
// Budget (design.md section 7): at most 150 KB gzipped on public routes; held against the whole route.
// Builds the site with a Vite manifest into a temporary folder, so dist/ is left alone.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const BUDGET_BYTES = 150 * 1024;
const LANGUAGE = 'en';

/** The namespaces loaded with the home page (lazyPage(..., namespaces) in routes/pages.ts). */
function homeNamespaces() {
  const router = readFileSync(join(root, 'src', 'app', 'routes', 'pages.ts'), 'utf8');
  const match = /import\('@\/pages\/home'\)[\s\S]*?\),\s*(\[[^\]]*\]|'[^']*')/.exec(router);
  if (!match) throw new Error('bench/bundle: the home route (lazyPage with @/pages/home) was not found in src/app/routes/pages.ts');
  return [...match[1].matchAll(/'([^']+)'/g)].map((name) => name[1]);
}

/** The manifest entry and, recursively, every chunk it imports statically. */
function staticClosure(manifest, key, seen = new Set()) {
  if (seen.has(key)) return seen;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`bench/bundle: ${key} is not in the Vite manifest`);
  seen.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

export async function benchBundle() {
  const { build } = await import('vite');
  const outDir = mkdtempSync(join(tmpdir(), 'chainpulse-bundle-'));
  try {
    process.stderr.write('bundle: building the site...\n');
    await build({ root, logLevel: 'warn', build: { outDir, emptyOutDir: true, manifest: true } });
    const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'));
    // The layout (header, placeholder, footer) paints once the entry and the common messages are in; the
    // home page's chunk and messages load in parallel (preloadPage) and fill the placeholder.
    const shellKeys = new Set([...staticClosure(manifest, 'index.html'), `locales/${LANGUAGE}/common.json`]);
    const keys = new Set([
      ...shellKeys,
      ...staticClosure(manifest, 'src/pages/home/index.ts'),
      ...homeNamespaces().map((namespace) => `locales/${LANGUAGE}/${namespace}.json`),
    ]);
    const files = [...keys]
      .map((key) => {
        const source = readFileSync(join(outDir, manifest[key].file));
        return {
          chunk: key,
          file: manifest[key].file,
          shell: shellKeys.has(key),
          bytes: source.length,
          gzip: gzipSync(source, { level: 9 }).length,
        };
      })
      .sort((a, b) => b.gzip - a.gzip);
    const totalGzip = files.reduce((sum, file) => sum + file.gzip, 0);
    return {
      route: '/',
      language: LANGUAGE,
      files,
      totalBytes: files.reduce((sum, file) => sum + file.bytes, 0),
      totalGzip,
      shellGzip: files.filter((file) => file.shell).reduce((sum, file) => sum + file.gzip, 0),
      budgetGzip: BUDGET_BYTES,
      withinBudget: totalGzip <= BUDGET_BYTES,
    };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await benchBundle(), null, 2));
}

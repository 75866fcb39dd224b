import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One chunk of Vite's build manifest (dist/.vite/manifest.json), keyed by its source. */
interface ManifestChunk {
  file: string;
  imports?: string[];
}

/**
 * The modules a page needs besides the entry: the entry's imports, the page's chunk with its imports and the
 * messages it reads, so the browser fetches them all at once instead of discovering them import by import (the
 * client build emits no preload lists of its own). Root-relative URLs.
 */
export function createPreloader(distDir: string): (page: { modules: string[]; namespaces: string[]; language: string }) => string[] {
  const file = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(file)) return () => [];
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
  const entry = manifest['index.html'];

  function collect(key: string, into: Set<string>): void {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const imported of chunk.imports ?? []) collect(imported, into);
  }

  return ({ modules, namespaces, language }) => {
    const files = new Set<string>();
    collect('index.html', files);
    for (const module of modules) collect(module, files);
    for (const namespace of namespaces) collect(`locales/${language}/${namespace}.json`, files);
    if (entry) files.delete(entry.file);
    return [...files].filter((path) => path.endsWith('.js')).map((path) => `/${path}`);
  };
}

/** `<link rel="modulepreload">` elements for module URLs. */
export function modulePreloadLinks(urls: readonly string[]): string {
  return urls.map((url) => `<link rel="modulepreload" crossorigin href="${url}" />`).join('');
}

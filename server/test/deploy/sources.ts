// What the deployment files must agree with, read from the sources: the environment variables the server and
// scripts read, the ones hasura/metadata reads, the tables of docs/deploy.md, the server bundle `npm start` builds,
// and the packages the built server and server renderer import at run time.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join, relative } from 'node:path';
import { build, type BuildOptions, type Plugin } from 'esbuild';
import { ROOT_DIR } from '../../src/config/paths.ts';

function filesUnder(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return filesUnder(path, pattern);
    return pattern.test(entry) ? [path] : [];
  });
}

// `process.env.NAME`, `env.NAME`, `env['NAME']` and the config helpers' `read...(env, 'NAME', ...)`.
const ENV_READS = [
  /\benv\.([A-Z][A-Z0-9_]*)\b/g,
  /\benv\[\s*['"]([A-Z][A-Z0-9_]*)['"]\s*\]/g,
  /\(\s*env\s*,\s*['"]([A-Z][A-Z0-9_]*)['"]/g,
  // server/src/config: a section's field read from its variable by a parser, `port: ['PORT', port]`.
  /\w:\s*\[\s*'([A-Z][A-Z0-9_]*)'\s*,\s*[a-z]\w*[,(\]]/g,
];

/** The test runner (`npm test`) is no part of a deploy: what it reads is not a setting of the site. */
const NOT_DEPLOYED = new Set([join('scripts', 'test.mjs')]);

/** Every environment variable named in server/src and scripts, with the files that name it. */
export function envNamesInSources(): Map<string, string[]> {
  const files = [
    ...filesUnder(join(ROOT_DIR, 'server', 'src'), /\.(ts|mjs)$/),
    ...filesUnder(join(ROOT_DIR, 'scripts'), /\.(ts|mjs)$/),
  ].filter((file) => !NOT_DEPLOYED.has(relative(ROOT_DIR, file)));
  const names = new Map<string, string[]>();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const path = relative(ROOT_DIR, file);
    for (const pattern of ENV_READS) {
      for (const match of text.matchAll(pattern)) {
        const list = names.get(match[1]!) ?? [];
        if (!list.includes(path)) list.push(path);
        names.set(match[1]!, list);
      }
    }
  }
  return names;
}

/** The environment variables hasura/metadata reads: `{{NAME}}` templates, `from_env` and `value_from_env`. */
export function envNamesInMetadata(metadataDir: string): Set<string> {
  const names = new Set<string>();
  for (const file of filesUnder(metadataDir, /\.ya?ml$/)) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/\{\{\s*([A-Z_][A-Z0-9_]*)\s*\}\}|\b(?:value_)?from_env:\s*['"]?([A-Z_][A-Z0-9_]*)/g)) {
      names.add(match[1] ?? match[2]!);
    }
  }
  return names;
}

/** The variable names (first column, in backticks) of the tables under a markdown heading, up to the next heading. */
export function tableNames(markdown: string, heading: string): string[] {
  const lines = markdown.split('\n');
  const start = lines.findIndex((line) => /^#+\s/.test(line) && line.replace(/^#+\s*/, '').trim() === heading);
  if (start < 0) throw new Error(`docs/deploy.md has no heading "${heading}"`);
  const names: string[] = [];
  for (const line of lines.slice(start + 1)) {
    if (/^#+\s/.test(line)) break;
    const match = /^\|\s*`([A-Z][A-Z0-9_]*)`\s*\|/.exec(line);
    if (match) names.push(match[1]!);
  }
  return names;
}

/** The esbuild options scripts/start.mjs bundles the server with, read from its text: what `npm start` runs. */
export function startBundleOptions(): Record<string, string | boolean> {
  const text = readFileSync(join(ROOT_DIR, 'scripts', 'start.mjs'), 'utf8');
  const block = /import\('esbuild'\)[\s\S]*?\bbuild\(\{([\s\S]*?)\}\);/.exec(text)?.[1];
  if (block === undefined) throw new Error('scripts/start.mjs has no esbuild build({...}) call');
  const joined = (args: string) => [...args.matchAll(/'([^']*)'/g)].map((m) => m[1]).join('/');
  const constants = new Map([...text.matchAll(/const (\w+) = join\(root, ([^)]*)\)/g)].map((m) => [m[1]!, joined(m[2]!)]));
  const options: Record<string, string | boolean> = {};
  for (const [, key, raw] of block.matchAll(/^\s*(\w+):\s*(.+?),?\s*$/gm)) {
    const value = raw!.trim();
    if (value === 'true' || value === 'false') options[key!] = value === 'true';
    else if (/^'.*'$/.test(value)) options[key!] = value.slice(1, -1);
    else if (/^\[join\(root, (.*)\)\]$/.test(value)) options[key!] = joined(value);
    else if (constants.has(value)) options[key!] = constants.get(value)!;
    else throw new Error(`scripts/start.mjs: cannot read the esbuild option ${key}: ${value}`);
  }
  return options;
}

/** The package a bare import names (`@scope/name/sub` -> `@scope/name`), or undefined for a file or a builtin. */
export function packageOf(specifier: string): string | undefined {
  const bare = specifier.split('?')[0]!;
  if (/^[./]/.test(bare) || bare.startsWith('node:') || builtinModules.includes(bare.split('/')[0]!)) return undefined;
  const parts = bare.split('/');
  return bare.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

export interface RuntimeImports {
  /** Packages the output imports at run time (type-only imports drop out of the output). */
  packages: Set<string>;
  /** Of those, the ones our own sources import (the others come from inside a bundled package). */
  direct: Set<string>;
  /** The source files bundled: what a run from sources (tsx) reads. */
  inputs: string[];
}

/** Bundles like `options` (packages left external) and reports what the result imports at run time. */
export async function runtimeImports(options: BuildOptions): Promise<RuntimeImports> {
  const result = await build({
    absWorkingDir: ROOT_DIR,
    bundle: true,
    write: false,
    metafile: true,
    logLevel: 'silent',
    outdir: join(ROOT_DIR, '.tmp', 'deploy-imports'),
    ...options,
    outfile: undefined,
  });
  const { metafile } = result;
  if (!metafile) throw new Error('esbuild wrote no metafile');
  const packages = new Set<string>();
  for (const output of Object.values(metafile.outputs)) {
    for (const imported of output.imports) {
      const name = imported.external ? packageOf(imported.path) : undefined;
      if (name) packages.add(name);
    }
  }
  const direct = new Set<string>();
  for (const [file, input] of Object.entries(metafile.inputs)) {
    if (file.includes('node_modules/')) continue;
    for (const imported of input.imports) {
      const name = imported.external ? packageOf(imported.path) : undefined;
      if (name && packages.has(name)) direct.add(name);
    }
  }
  return { packages, direct, inputs: Object.keys(metafile.inputs) };
}

/**
 * An esbuild stand-in for Vite's server-renderer build (`vite build --ssr`): the `@` alias resolved, Vite's query
 * imports ignored, and every package external except those Vite bundles (`ssr.noExternal`), whose own imports then
 * become the renderer's.
 */
export function viteSsrPlugin(options: { alias: Record<string, string>; noExternal: string[] }): Plugin {
  return {
    name: 'vite-ssr-externals',
    setup(builder) {
      builder.onResolve({ filter: /\?/ }, (args) => ({ path: args.path, external: true }));
      builder.onResolve({ filter: /^[^./]/ }, async (args) => {
        // Our own subpath imports (package.json `imports`, `#contract/...`) are bundled, as Vite resolves them.
        if (args.path.startsWith('#')) return undefined;
        const alias = Object.keys(options.alias).find((key) => args.path === key || args.path.startsWith(`${key}/`));
        if (alias) {
          const path = join(options.alias[alias]!, args.path.slice(alias.length));
          return builder.resolve(`./${relative(args.resolveDir, path)}`, { resolveDir: args.resolveDir, kind: args.kind });
        }
        const name = packageOf(args.path);
        if (name && options.noExternal.includes(name) && !args.importer.includes('node_modules/')) return undefined;
        return { path: args.path, external: true };
      });
    },
  };
}

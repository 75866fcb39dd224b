// The engine's floors as a Mermaid diagram, drawn from its imports (dependency-cruiser): one box per folder or root
// file of server/src/engine, an arrow for each import between them, the floors from top (index.ts) to bottom.
// `npm run floors` writes it into docs/architecture.md; server/test/architecture-drift.test.ts fails when it is stale.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise } from 'dependency-cruiser';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const ARCHITECTURE_DOC = join(ROOT, 'docs', 'architecture.md');
const START = '<!-- engine-floors: written by `npm run floors` from the imports; do not edit -->';
const END = '<!-- /engine-floors -->';
const FLOORS = createRequire(import.meta.url)('./engine-floors.cjs') as string[][];
const ENGINE = 'server/src/engine/';

/** The floor part a module belongs to (`schema/`, `index.ts`), or undefined outside the engine. */
function partOf(path: string): string | undefined {
  if (!path.startsWith(ENGINE)) return undefined;
  const rest = path.slice(ENGINE.length);
  const slash = rest.indexOf('/');
  return slash === -1 ? rest : rest.slice(0, slash + 1);
}

const nodeId = (part: string) => part.replace(/[^a-z]/g, '_');

/** The diagram: a Mermaid flowchart in a fenced block. */
export async function engineFloorsDiagram(): Promise<string> {
  const result = await cruise([`${ENGINE}`], {
    includeOnly: `^${ENGINE}`,
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    baseDir: ROOT,
  });
  if (typeof result.output === 'string') throw new Error('dependency-cruiser answered text, not modules');
  const edges = new Set<string>();
  for (const module of result.output.modules) {
    const from = partOf(module.source);
    for (const dependency of module.dependencies) {
      const to = partOf(dependency.resolved);
      if (from && to && from !== to) edges.add(`${from} ${to}`);
    }
  }
  const order = FLOORS.flat();
  const rank = (part: string) => order.indexOf(part);
  const unknown = [...edges].flatMap((edge) => edge.split(' ')).filter((part) => rank(part) === -1);
  if (unknown.length > 0) throw new Error(`not on any floor of scripts/engine-floors.cjs: ${[...new Set(unknown)].join(', ')}`);
  const lines = ['```mermaid', 'flowchart TD'];
  for (const [index, floor] of [...FLOORS.entries()].reverse()) {
    lines.push(`  subgraph floor${index}[" "]`, '    direction LR');
    for (const part of floor) lines.push(`    ${nodeId(part)}["${part}"]`);
    lines.push('  end');
  }
  const sorted = [...edges]
    .map((edge) => edge.split(' ') as [string, string])
    .sort(([a, b], [c, d]) => rank(c) - rank(a) || a.localeCompare(c) || rank(d) - rank(b) || b.localeCompare(d));
  for (const [from, to] of sorted) lines.push(`  ${nodeId(from)} --> ${nodeId(to)}`);
  lines.push('```');
  return `${lines.join('\n')}\n`;
}

/** docs/architecture.md with the diagram put between its markers. */
export async function architectureWithDiagram(): Promise<string> {
  const doc = readFileSync(ARCHITECTURE_DOC, 'utf8');
  const start = doc.indexOf(START);
  const end = doc.indexOf(END);
  if (start === -1 || end < start) throw new Error(`docs/architecture.md has no ${START} ... ${END} markers`);
  return `${doc.slice(0, start + START.length)}\n${await engineFloorsDiagram()}${doc.slice(end)}`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(ARCHITECTURE_DOC, await architectureWithDiagram());
  console.log('Wrote the engine floors into docs/architecture.md');
}

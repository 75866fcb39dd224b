import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ARCHITECTURE_DOC, architectureWithDiagram } from '../../scripts/engine-floors.ts';

describe('docs/architecture.md', () => {
  it("shows the engine's floors as the imports draw them (run `npm run floors` after changing them)", async () => {
    expect(readFileSync(ARCHITECTURE_DOC, 'utf8')).toBe(await architectureWithDiagram());
  });
});

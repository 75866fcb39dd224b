// The server's import rules, checked by `npm run lint` (`npm run depcruise`). The engine is read floor by floor,
// lowest first (scripts/engine-floors.cjs; `npm run floors` draws them in docs/architecture.md): a module may import
// its own floor and the floors below it, never one above, and the rest of the server enters through engine/index.ts.
const ENGINE = '^server/src/engine/';

const FLOORS = require('./scripts/engine-floors.cjs');

const escape = (text) => text.replaceAll('.', '\\.');
const pathOf = (floor) => `${ENGINE}(${floor.map((part) => (part.endsWith('/') ? escape(part) : `${escape(part)}$`)).join('|')})`;

const floorRules = FLOORS.slice(0, -1).map((floor, index) => ({
  name: `engine-floor-${floor.join('+').replaceAll('/', '')}`,
  comment: `engine/${floor.join(', engine/')} may import only its own floor and those below it`,
  severity: 'error',
  from: { path: pathOf(floor) },
  to: { path: FLOORS.slice(index + 1).map(pathOf) },
}));

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'engine-no-cycles',
      comment: 'the engine has no import cycle (type-only imports included)',
      severity: 'error',
      from: { path: ENGINE },
      to: { path: ENGINE, circular: true },
    },
    ...floorRules,
    {
      name: 'engine-one-door',
      comment: 'the rest of the server uses the engine through engine/index.ts only',
      severity: 'error',
      from: { path: '^server/src/', pathNot: ENGINE },
      to: { path: ENGINE, pathNot: `${ENGINE}index\\.ts$` },
    },
    {
      name: 'engine-not-above-it',
      comment: 'the engine does not import the parts of the server built on it',
      severity: 'error',
      from: { path: ENGINE },
      to: { path: '^server/src/(app|main|export-schema)\\.ts$|^server/src/(http|scheduler|functions|auth|storage)/' },
    },
    {
      name: 'config-below-db',
      comment: 'config/ is read by every other part, db/ included: it imports none of them',
      severity: 'error',
      from: { path: '^server/src/config/' },
      to: { path: '^server/src/', pathNot: '^server/src/config/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    includeOnly: '^server/src/',
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.node.json' },
    reporterOptions: {
      dot: { collapsePattern: '^server/src/engine/[^/]+/' },
      archi: { collapsePattern: '^server/src/engine/[^/]+/|^server/src/engine/[^/]+\\.ts$' },
    },
  },
};

// The engine's floors, lowest first: a module imports its own floor and those below it, never one above
// (.dependency-cruiser.cjs checks it; scripts/engine-floors.ts draws them in docs/architecture.md). Folders end with
// a slash, root files are named.
module.exports = [
  ['errors.ts'],
  ['model/'],
  ['permissions/'],
  ['metadata/'],
  ['schema/'],
  ['request/'],
  ['sql/'],
  ['cache/', 'actions/'],
  ['pipeline/'],
  ['create-engine.ts'],
  ['swappable.ts', 'live-metadata.ts', 'write-relay.ts', 'database-writes.ts', 'subscriptions/'],
  ['index.ts'],
];

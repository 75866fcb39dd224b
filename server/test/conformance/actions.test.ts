// Replays upstream Hasura's actions cases (server/tests-py/queries/actions) against the project's engine on
// PGlite, with upstream's action handler on 127.0.0.1:5593 (action-handler.ts); writes
// .tmp/reports/conformance-actions.json. See README.md here.
import { afterAll, beforeAll } from 'vitest';
import { createEngine } from '../../src/engine/create-engine.ts';
import { startActionHandler, type ActionHandler } from './action-handler.ts';
import { defineConformanceSuite } from './suite.ts';

let handler: ActionHandler | undefined;

beforeAll(async () => {
  handler = await startActionHandler();
});

afterAll(async () => {
  await handler?.close();
});

defineConformanceSuite({
  suite: 'actions',
  createEngine(options) {
    const engine = createEngine(options);
    handler?.use(engine);
    return engine;
  },
});

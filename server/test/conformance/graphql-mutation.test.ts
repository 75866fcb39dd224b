// Replays upstream Hasura's graphql_mutation cases (server/tests-py/queries/graphql_mutation) against the
// project's engine on PGlite; writes .tmp/reports/conformance-graphql_mutation.json. See README.md here.
import { createEngine } from '../../src/engine/create-engine.ts';
import { defineConformanceSuite } from './suite.ts';

defineConformanceSuite({ suite: 'graphql_mutation', createEngine });

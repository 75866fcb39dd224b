// Replays upstream Hasura's graphql_query cases (server/tests-py/queries/graphql_query) against the
// project's engine on PGlite; writes .tmp/reports/conformance-graphql_query.json. See README.md here.
import { createEngine } from '../../src/engine/create-engine.ts';
import { defineConformanceSuite } from './suite.ts';

defineConformanceSuite({ suite: 'graphql_query', createEngine });

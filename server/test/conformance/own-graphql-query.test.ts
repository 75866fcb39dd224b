// Replays the project's own cases for graphql_query (own/graphql_query, in upstream's format) against the engine;
// writes .tmp/reports/conformance-own-graphql_query.json. See own/README.md.
import { createEngine } from '../../src/engine/create-engine.ts';
import { OWN_QUERIES_DIR } from './layout.ts';
import { defineConformanceSuite } from './suite.ts';

defineConformanceSuite({ suite: 'graphql_query', createEngine, queriesDir: OWN_QUERIES_DIR, reportName: 'own-graphql_query' });

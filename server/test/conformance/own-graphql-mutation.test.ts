// Replays the project's own cases for graphql_mutation (own/graphql_mutation, in upstream's format) against the engine;
// writes .tmp/reports/conformance-own-graphql_mutation.json. See own/README.md.
import { createEngine } from '../../src/engine/create-engine.ts';
import { OWN_QUERIES_DIR } from './layout.ts';
import { defineConformanceSuite } from './suite.ts';

defineConformanceSuite({ suite: 'graphql_mutation', createEngine, queriesDir: OWN_QUERIES_DIR, reportName: 'own-graphql_mutation' });

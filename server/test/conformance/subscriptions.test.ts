// Replays upstream Hasura's subscription tests (tests-py/test_subscriptions.py over queries/subscriptions:
// basic, live_queries, streaming) against the project's engine and WebSocket transport, in both
// subprotocols where upstream runs both; writes .tmp/reports/conformance-subscriptions.json. The
// steps.yaml files are driven as upstream's code drives them (README "Subscription steps.yaml").
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { QUERIES_DIR, readCases } from './layout.ts';
import { caseName, type CaseResult } from './replay.ts';
import { writeReport } from './report.ts';
import { readYamlFile } from './setup.ts';
import { SUPPLEMENTS } from './supplements.ts';
import {
  Mismatch,
  UpstreamClient,
  compareBody,
  expectJson,
  openWsDirectory,
  runScenario,
  type Scenario,
  type Subprotocol,
  type WsDirectory,
} from './subscription-replay.ts';

const SUITE_DIR = join(QUERIES_DIR, 'subscriptions');
const available = existsSync(SUITE_DIR);
const results = new Map<string, CaseResult>();

afterAll(() => {
  if (available) writeReport('subscriptions', [...results.values()]);
});

/** One report entry, run as one vitest test. */
function scenarioTest(scenario: Scenario): void {
  results.set(scenario.name, { case: scenario.name, status: 'failed', reason: 'not run' });
  test(scenario.name, async () => {
    const result = await runScenario(scenario);
    results.set(scenario.name, result);
    for (const warning of result.warnings ?? []) console.warn(`${scenario.name}\n  warning: ${warning}`);
    if (result.status === 'failed') expect.fail(`differences from upstream:\n${result.reason ?? ''}`);
  });
}

/** Opens a fresh directory for one scenario (upstream's per-method database state) and closes it after. */
async function withDirectory<T>(dir: string, fn: (directory: WsDirectory) => Promise<T>): Promise<T> {
  const directory = await openWsDirectory(dir);
  try {
    return await fn(directory);
  } finally {
    await directory.close();
  }
}

const T1_SUBSCRIPTION = 'subscription { hge_tests_test_t1(order_by: {c1: desc}, limit: 1) { c1, c2 } }';
const T1_QUERY = 'query { hge_tests_test_t1(order_by: {c1: desc}, limit: 1) { c1, c2 } }';

/** Upstream's `via_subscription`: the query made a subscription allowing several root fields. */
function asSubscription(query: string): string {
  return `subscription${query.slice('query'.length).replace('{', ' @_multiple_top_level_fields {')}`;
}

const payloadOf = (payload: unknown, protocol: Subprotocol, type: string): unknown =>
  // graphql-transport-ws sends the bare errors array; upstream wraps it before comparing.
  protocol === 'graphql-transport-ws' && type === 'error' ? { errors: payload } : payload;

describe.skipIf(!available)(`Hasura conformance: subscriptions (copies in ${SUITE_DIR})`, () => {
  describe('subscriptions/basic', () => {
    const dir = 'subscriptions/basic';
    const [negative] = available ? readCases(join(SUITE_DIR, 'basic', 'negative_test.yaml')) : [];
    let directory: WsDirectory | undefined;
    let setupError: unknown;
    const opened = (): WsDirectory => {
      if (!directory)
        throw new Mismatch(`directory setup failed: ${setupError instanceof Error ? setupError.message : String(setupError)}`);
      return directory;
    };
    const client = async (protocol: Subprotocol, headers?: Record<string, string>) => {
      const created = await UpstreamClient.open(opened().url, protocol);
      await created.init(headers);
      return created;
    };

    beforeAll(async () => {
      try {
        directory = await openWsDirectory(dir);
      } catch (error) {
        setupError = error;
      }
    });
    afterAll(async () => {
      await directory?.close();
    });

    if (negative) {
      scenarioTest({
        name: `${caseName(negative)} [http]`,
        run: async () => {
          const result = await opened().run.replay(negative);
          if (result.status === 'failed') throw new Mismatch(result.reason ?? 'failed');
          return result.warnings ?? [];
        },
      });
      for (const protocol of ['graphql-ws', 'graphql-transport-ws'] as const) {
        for (const transport of ['websocket', 'subscription'] as const) {
          scenarioTest({
            name: `${caseName(negative)} [${transport}, ${protocol}]`,
            run: async () => {
              const body = negative.query as { query: string };
              const ws = await client(protocol, negative.headers);
              try {
                ws.start('hge_test', transport === 'subscription' ? { ...body, query: asSubscription(body.query) } : body);
                const event = await ws.next('hge_test');
                if (![ws.names.data, 'error'].includes(event.type))
                  throw new Mismatch(`expected a result or an error, got ${JSON.stringify(event)}`);
                const warnings = [
                  ...compareBody(negative.response, payloadOf(event.payload, protocol, event.type), 'payload'),
                  ...(SUPPLEMENTS[dir] ?? [])
                    .filter((supplement) => supplement.cases.includes(negative.id))
                    .map((supplement) => `depends on a harness supplement to the copied setup: ${supplement.reason}`),
                ];
                if (transport === 'websocket') await ws.expectComplete('hge_test');
                else ws.stop('hge_test');
                return warnings;
              } finally {
                ws.close();
              }
            },
          });
        }
      }
    }

    // TestSubscriptionCtrl and TestSubscriptionBasic: the legacy subprotocol, one socket in order.
    let legacy: UpstreamClient | undefined;
    const legacyClient = async () => (legacy ??= await client('graphql-ws'));
    afterAll(() => legacy?.close());

    scenarioTest({
      name: `${dir} test_init_without_payload [graphql-ws]: connection_init without payload is acknowledged`,
      run: async () => {
        const ws = await UpstreamClient.open(opened().url, 'graphql-ws');
        try {
          ws.send({ type: 'connection_init' });
          const event = await ws.nextConnectionEvent();
          expectJson('connection_ack', event.type, 'event type');
          return [];
        } finally {
          ws.close();
        }
      },
    });
    scenarioTest({
      name: `${dir} test_connection_terminate [graphql-ws]: connection_terminate ends the connection silently`,
      run: async () => {
        const ws = await client('graphql-ws');
        ws.send({ type: 'connection_terminate' });
        await ws.expectNothing(500);
        return [];
      },
    });
    scenarioTest({
      name: `${dir} test_connection_error [graphql-ws]: an unknown message type gets connection_error`,
      run: async () => {
        const ws = await legacyClient();
        ws.send({ type: 'test' });
        expectJson('connection_error', (await ws.nextConnectionEvent()).type, 'event type');
        return [];
      },
    });
    scenarioTest({
      name: `${dir} test_start [graphql-ws]: start gets data`,
      run: async () => {
        const ws = await legacyClient();
        ws.start('1', { query: T1_SUBSCRIPTION });
        await ws.nextData('1');
        return [];
      },
    });
    scenarioTest({
      name: `${dir} test_stop_without_id [graphql-ws]: stop without an id gets connection_error`,
      run: async () => {
        const ws = await legacyClient();
        ws.send({ type: 'stop' });
        expectJson('connection_error', (await ws.nextConnectionEvent()).type, 'event type');
        return [];
      },
    });
    scenarioTest({
      name: `${dir} test_stop [graphql-ws]: stop ends the subscription silently`,
      run: async () => {
        const ws = await legacyClient();
        ws.stop('1');
        await ws.expectNothing();
        return [];
      },
    });
    scenarioTest({
      name: `${dir} test_start_after_stop [graphql-ws]: the id can start again after a stop`,
      run: async () => {
        const ws = await legacyClient();
        ws.start('1', { query: T1_SUBSCRIPTION });
        await ws.nextData('1');
        ws.stop('1');
        await ws.expectNothing();
        return [];
      },
    });
    scenarioTest({
      name: `${dir} test_complete [graphql-ws]: a query over the socket gets data, then complete`,
      run: async () => {
        const ws = await legacyClient();
        ws.start('2', { query: T1_QUERY });
        await ws.nextData('2');
        await ws.expectComplete('2');
        return [];
      },
    });

    // TestSubscriptionBasicGraphQLWS: graphql-transport-ws, reconnecting whenever the server closed the socket.
    let modern: UpstreamClient | undefined;
    const modernClient = async () => {
      if (!modern || modern.raw.socket.readyState !== modern.raw.socket.OPEN) modern = await client('graphql-transport-ws');
      return modern;
    };
    afterAll(() => modern?.close());

    scenarioTest({
      name: `${dir} test_connection_error [graphql-transport-ws]: an unknown message type closes the socket`,
      run: async () => {
        const ws = await modernClient();
        ws.send({ type: 'test' });
        await ws.expectClosed();
        return [];
      },
    });
    scenarioTest({
      name: `${dir} test_start [graphql-transport-ws]: subscribe gets next`,
      run: async () => {
        const ws = await modernClient();
        ws.start('1', { query: T1_SUBSCRIPTION });
        await ws.nextData('1');
        return [];
      },
    });
    scenarioTest({
      name: `${dir} test_stop_without_id [graphql-transport-ws]: complete without an id closes the socket`,
      run: async () => {
        const ws = await modernClient();
        ws.send({ type: 'complete' });
        await ws.expectClosed();
        return [];
      },
    });
    scenarioTest({
      name: `${dir} test_stop [graphql-transport-ws]: complete ends the subscription silently`,
      run: async () => {
        const ws = await modernClient();
        ws.stop('1');
        await ws.expectNothing();
        return [];
      },
    });
    scenarioTest({
      name: `${dir} test_start_after_stop [graphql-transport-ws]: the id can subscribe again after complete`,
      run: async () => {
        const ws = await modernClient();
        ws.start('1', { query: T1_SUBSCRIPTION });
        await ws.nextData('1');
        ws.stop('1');
        await ws.expectNothing();
        return [];
      },
    });
    scenarioTest({
      name: `${dir} test_complete [graphql-transport-ws]: a query over the socket gets next, then complete`,
      run: async () => {
        const ws = await modernClient();
        ws.start('2', { query: T1_QUERY });
        await ws.nextData('2');
        await ws.expectComplete('2');
        return [];
      },
    });
  });

  interface Step {
    description: string;
    name: string;
    query: string;
    variables?: string | null;
    response: string;
    live_response?: string;
    stream_response?: string;
  }

  const readSteps = (dir: string): Step[] => readYamlFile(join(QUERIES_DIR, dir, 'steps.yaml')) as Step[];
  const mutationPayload = (step: Step) => ({
    query: step.query,
    ...(step.variables ? { variables: JSON.parse(step.variables) as unknown } : {}),
  });

  /** Runs a step's mutation over the socket: its data must be the step's response, then complete. */
  async function runMutation(ws: UpstreamClient, step: Step, index: number): Promise<unknown> {
    const expected = JSON.parse(step.response) as Record<string, { returning?: unknown[] }>;
    ws.start(`mutation_${index}`, mutationPayload(step));
    expectJson({ data: expected }, await ws.nextData(`mutation_${index}`), `step ${index} (${step.description}) mutation`);
    await ws.expectComplete(`mutation_${index}`);
    return expected;
  }

  describe('subscriptions/live_queries', () => {
    const dir = 'subscriptions/live_queries';
    const template = `subscription ($result_limit: Int!) {
      hge_tests_live_query_{0}: hge_tests_test_t2(order_by: {c1: asc}, limit: $result_limit) { c1, c2 }
    }`;
    const queries: [number, number][] = [
      [0, 1],
      [1, 2],
      [2, 2],
    ];

    for (const protocol of ['graphql-ws', 'graphql-transport-ws'] as const) {
      scenarioTest({
        name: `${dir}/steps.yaml [${protocol}]: three live queries (limits 1, 2, 2) follow each step's insert, update and delete`,
        run: () =>
          withDirectory(dir, async (directory) => {
            const ws = await UpstreamClient.open(directory.url, protocol);
            try {
              await ws.init();
              for (const [index, limit] of queries) {
                ws.start(`live_${index}`, { query: template.replace('{0}', String(index)), variables: { result_limit: limit } });
                expectJson(
                  { data: { [`hge_tests_live_query_${index}`]: [] } },
                  await ws.nextData(`live_${index}`),
                  `live_${index} first result`,
                );
              }
              for (const [stepIndex, step] of readSteps(dir).entries()) {
                const expected = (await runMutation(ws, step, stepIndex)) as Record<string, { returning?: unknown[] }>;
                const returned = step.live_response
                  ? (JSON.parse(step.live_response) as unknown[])
                  : (expected[step.name]?.returning ?? []);
                for (const [index, limit] of queries) {
                  expectJson(
                    { data: { [`hge_tests_live_query_${index}`]: returned.slice(0, limit) } },
                    await ws.nextData(`live_${index}`),
                    `live_${index} after step ${stepIndex} (${step.description})`,
                  );
                }
              }
              for (const [index] of queries) ws.stop(`live_${index}`);
              if (protocol === 'graphql-ws') await ws.expectNothing();
              return [];
            } finally {
              ws.close();
            }
          }),
      });
    }
  });

  describe('subscriptions/streaming', () => {
    const dir = 'subscriptions/streaming';
    const streamData = (rows: unknown) => ({ data: { hge_tests_stream_query: rows } });

    scenarioTest({
      name: `${dir} test_basic_streaming_subscription_existing_static_data [graphql-ws]: 10 articles arrive in 5 batches of 2`,
      run: () =>
        withDirectory(dir, async (directory) => {
          const values = Array.from({ length: 10 }, (_, index) => `(${index + 1}, 'Article title ${index + 1}')`).join(', ');
          await directory.db.exec(`INSERT INTO hge_tests.articles (id, title) VALUES ${values}`);
          const ws = await UpstreamClient.open(directory.url, 'graphql-ws');
          try {
            await ws.init();
            ws.start('stream_1', {
              query: `subscription ($batch_size: Int!) {
                hge_tests_stream_query: hge_tests_articles_stream(cursor: {initial_value: {id: 0}}, batch_size: $batch_size) { id title }
              }`,
              variables: { batch_size: 2 },
            });
            for (let batch = 0; batch < 5; batch += 1) {
              const rows = [1, 2].map((offset) => ({ id: 2 * batch + offset, title: `Article title ${2 * batch + offset}` }));
              expectJson(streamData(rows), await ws.nextData('stream_1'), `batch ${batch + 1}`);
            }
            ws.stop('stream_1');
            await ws.expectNothing();
            return [];
          } finally {
            ws.close();
          }
        }),
    });

    scenarioTest({
      name: `${dir}/steps.yaml test_streaming_subscriptions_with_concurrent_data_inserts [graphql-ws]: each insert's rows arrive as the next batch`,
      run: () =>
        withDirectory(dir, async (directory) => {
          const ws = await UpstreamClient.open(directory.url, 'graphql-ws');
          try {
            await ws.init();
            ws.start('stream_1', {
              query: `subscription ($batch_size: Int!, $initial_created_at: timestamptz!) {
                hge_tests_stream_query: hge_tests_test_t2_stream(cursor: [{initial_value: {created_at: $initial_created_at}, ordering: ASC}], batch_size: $batch_size) { c1 c2 }
              }`,
              variables: { batch_size: 2, initial_created_at: '2020-01-01' },
            });
            for (const [index, step] of readSteps(dir).entries()) {
              await runMutation(ws, step, index);
              expectJson(
                streamData(JSON.parse(step.stream_response ?? '[]')),
                await ws.nextData('stream_1'),
                `stream after step ${index} (${step.description})`,
              );
            }
            ws.stop('stream_1');
            await ws.expectNothing();
            return [];
          } finally {
            ws.close();
          }
        }),
    });

    scenarioTest({
      name: `${dir} test_streaming_subscription_with_custom_name_set_for_cursor [graphql-ws]: a renamed cursor column (userId)`,
      run: () =>
        withDirectory(dir, async (directory) => {
          const ws = await UpstreamClient.open(directory.url, 'graphql-ws');
          try {
            await ws.init();
            ws.start('stream_1', {
              query: `subscription ($batch_size: Int!) {
                hge_tests_stream_query: hge_tests_users_stream(cursor: {initial_value: {userId: 0}}, batch_size: $batch_size) { userId name }
              }`,
              variables: { batch_size: 1 },
            });
            for (const id of [1, 2])
              expectJson(streamData([{ userId: id, name: `Name ${id}` }]), await ws.nextData('stream_1'), `batch ${id}`);
            ws.stop('stream_1');
            await ws.expectNothing();
            return [];
          } finally {
            ws.close();
          }
        }),
    });
  });
});

// The action handler upstream's harness runs on 127.0.0.1:5593 (tests-py/context.py, ActionsWebhookHandler)
// for the actions/ cases, answering the routes their setup names as upstream's does. Its writes go through
// the engine under test, as upstream's handler posts them back to Hasura as admin.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { ReplayEngine } from './replay.ts';

export const ACTION_HANDLER_PORT = 5593;

export interface ActionHandler {
  /** The engine the handler writes through (the directory's, once its setup ran). */
  use(engine: ReplayEngine): void;
  close(): Promise<void>;
}

interface Answer {
  status: number;
  body?: unknown;
}

type Json = Record<string, unknown>;

// Upstream's check_email.
const EMAIL = /^\w+([.-]?\w+)*@\w+([.-]?\w+)*(\.\w{2,3})+$/;

const INVALID_EMAIL = { message: 'Given email address is not valid', code: 'invalid-email' };
const FAILED_QUERY = { message: 'GraphQL query execution failed', code: 'unexpected' };
const SOMETHING_WRONG = { message: 'something went wrong', extensions: { foo1: 'baz1' } };

async function readBody(request: IncomingMessage): Promise<Json> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as Json;
}

function send(response: ServerResponse, answer: Answer): void {
  if (answer.body === undefined) {
    response.writeHead(answer.status).end();
    return;
  }
  response.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
}

/** Starts the handler; `use` tells it which engine to write through. */
export async function startActionHandler(port = ACTION_HANDLER_PORT): Promise<ActionHandler> {
  let engine: ReplayEngine | undefined;

  /** Runs a request as admin on the engine under test: its data, or undefined when it failed. */
  async function execute(query: string, variables: Json): Promise<Json | undefined> {
    if (!engine) return undefined;
    const answer = await engine.handle({ query, variables }, {});
    const json = JSON.parse(answer.body) as { data?: Json };
    return answer.status === 200 ? json.data : undefined;
  }

  async function createUser(input: Json): Promise<Answer> {
    if (!EMAIL.test(String(input.email))) return { status: 400, body: INVALID_EMAIL };
    const data = await execute(
      'mutation ($email: String! $name: String!) { insert_user_one(object: {email: $email, name: $name}) { id } }',
      { email: input.email, name: input.name },
    );
    return data?.insert_user_one ? { status: 200, body: data.insert_user_one } : { status: 400, body: FAILED_QUERY };
  }

  async function createUsers(input: Json): Promise<Answer> {
    const users = input.users as Json[];
    const invalid = users.find((user) => !EMAIL.test(String(user.email)));
    if (invalid) return { status: 400, body: { message: `Email address is not valid: ${String(invalid.email)}`, code: 'invalid-email' } };
    const data = await execute(
      'mutation ($insert_inputs: [user_insert_input!]!) { insert_user(objects: $insert_inputs) { returning { id } } }',
      { insert_inputs: users },
    );
    const returning = (data?.insert_user as { returning?: unknown } | undefined)?.returning;
    return returning ? { status: 200, body: returning } : { status: 400, body: FAILED_QUERY };
  }

  async function route(path: string, body: Json): Promise<Answer> {
    const input = (body.input ?? {}) as Json;
    switch (path) {
      case '/create-user':
        return createUser(input);
      case '/create-users':
        return createUsers(input);
      case '/mirror-action':
        return { status: 200, body: input.arg };
      case '/server-error':
        return { status: 500, body: SOMETHING_WRONG };
      case '/client-error':
        return { status: 400, body: SOMETHING_WRONG };
      case '/intentional-error':
        return { status: 400, body: input.blob };
      default:
        return { status: 204 };
    }
  }

  const server = createServer((request, response) => {
    readBody(request)
      .then((body) => route(request.url ?? '/', body))
      .then((answer) => send(response, answer))
      .catch((error: unknown) => send(response, { status: 500, body: { message: String(error) } }));
  });
  // The port is upstream's own (its test cases name it), so two runs of this suite at once (CI's server passes on two
  // Nodes) take turns: while the other holds it, wait for it (up to 4 minutes, under the hook's 5).
  const deadline = Date.now() + 240_000;
  for (;;) {
    try {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, '127.0.0.1', () => {
          server.off('error', reject);
          resolve();
        });
      });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  return {
    use(next) {
      engine = next;
    },
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

// What the two WebSocket subprotocols have in common: the client messages they carry (read into one
// shape) and the decisions each makes differently (answer with a message, or close the socket).
import { MAX_INPUT_DEPTH, nestsDeeperThan } from '../request/input-guard.ts';

/** The body of a `subscribe` / `start` message. */
export interface OperationPayload {
  query: string;
  variables?: Record<string, unknown> | null;
  operationName?: string | null;
}

/** A client message, whichever subprotocol carried it. */
export type ClientMessage =
  | { type: 'init'; payload: unknown }
  | { type: 'start'; id: string; payload: OperationPayload }
  | { type: 'stop'; id: string }
  | { type: 'ping'; payload: unknown }
  | { type: 'pong' }
  | { type: 'terminate' };

export type ParsedMessage = { ok: true; message: ClientMessage } | { ok: false; error: string };

/** Messages to send, then perhaps the close that ends the socket. */
export interface Reply {
  send: string[];
  close?: { code: number; reason: string };
}

/** Why a start was refused before it ran. */
export type StartRefusal = { reason: 'not-initialised' } | { reason: 'init-failed'; message: string } | { reason: 'duplicate-id' };

export type ProtocolName = 'graphql-transport-ws' | 'graphql-ws';

export interface Protocol {
  readonly name: ProtocolName;
  parse(text: string): ParsedMessage;
  /** Sent once connection_init succeeded. */
  ack(): string[];
  /** Sent every keep-alive period after the ack. */
  keepAlive(): string;
  /** The answer to a client ping (none where the subprotocol has no ping). */
  pong(payload: unknown): string | undefined;
  /** A result: `body` is the JSON text `{"data":...}` or `{"errors":...}`. */
  next(id: string, body: string): string;
  complete(id: string): string;
  /** An operation that failed before or instead of producing data; `body` is `{"errors":[...]}`. */
  operationError(id: string, body: string): string[];
  invalidMessage(error: string): Reply;
  initFailed(message: string): Reply;
  /** A second connection_init: a Reply refuses it, undefined lets it re-authenticate the socket. */
  repeatedInit(): Reply | undefined;
  startRefused(id: string, refusal: StartRefusal): Reply;
  initTimeout(): Reply;
  sessionExpired(): Reply;
}

/** Hasura's close message when the token behind a socket has expired. */
export const EXPIRED_MESSAGE = 'Could not verify JWT: JWTExpired';

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Reads a message's JSON object, or says why it is not one (Hasura's "parsing ClientMessage failed"). */
export function readObject(text: string): { ok: true; value: Record<string, unknown> } | { ok: false; error: string } {
  let value: unknown;
  // A message's own levels above a variable's value: the message, its payload, the payload's variables.
  if (nestsDeeperThan(text, MAX_INPUT_DEPTH + 3)) {
    return { ok: false, error: `parsing ClientMessage failed: the message nests deeper than ${MAX_INPUT_DEPTH} levels` };
  }
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { ok: false, error: `parsing ClientMessage failed: Error in $: ${(error as Error).message}` };
  }
  if (!isRecord(value)) return { ok: false, error: 'parsing ClientMessage failed: Error in $: expected Object' };
  return { ok: true, value };
}

/** Reads `{query, variables?, operationName?}`, or says what is wrong with it. */
export function readOperationPayload(value: unknown): OperationPayload | string {
  if (!isRecord(value)) return 'expected an object for "payload"';
  const { query, variables, operationName } = value;
  if (typeof query !== 'string') return 'expected a string for "payload.query"';
  if (variables !== undefined && variables !== null && !isRecord(variables)) return 'expected an object for "payload.variables"';
  if (operationName !== undefined && operationName !== null && typeof operationName !== 'string') {
    return 'expected a string for "payload.operationName"';
  }
  return {
    query,
    ...(variables !== undefined && { variables }),
    ...(operationName !== undefined && { operationName }),
  };
}

/** A close reason fits in 123 bytes (RFC 6455); longer ones are cut on a character boundary. */
export function closeReason(reason: string): string {
  const limit = 123;
  if (Buffer.byteLength(reason) <= limit) return reason;
  let cut = reason;
  while (Buffer.byteLength(`${cut}...`) > limit) cut = cut.slice(0, -1);
  return `${cut}...`;
}

/** The payload of connection_init as headers: `{headers: {...}}`, or the payload itself (Hasura reads both). */
export function initHeaders(payload: unknown): Record<string, string> {
  if (!isRecord(payload)) return {};
  const source = isRecord(payload.headers) ? payload.headers : payload;
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(source)) {
    if (typeof value === 'string') headers[name.toLowerCase()] = value;
  }
  return headers;
}

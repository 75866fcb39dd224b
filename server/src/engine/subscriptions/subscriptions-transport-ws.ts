// The legacy `graphql-ws` subprotocol of Apollo's subscriptions-transport-ws, as Hasura speaks it:
// connection_init/connection_ack/ka, start/data/error/complete, stop, connection_terminate. Problems are
// answered in messages (connection_error, or error + complete for one operation) and the socket stays open.
import { errorBodyOf } from '../errors.ts';
import {
  EXPIRED_MESSAGE,
  closeReason,
  readObject,
  readOperationPayload,
  type ParsedMessage,
  type Protocol,
  type Reply,
} from './protocol.ts';

const idText = (id: string) => JSON.stringify(id);
const connectionError = (message: string) => JSON.stringify({ type: 'connection_error', payload: message });
const parseFailure = (detail: string): ParsedMessage => ({ ok: false, error: `parsing ClientMessage failed: Error in $: ${detail}` });

function parse(text: string): ParsedMessage {
  const read = readObject(text);
  if (!read.ok) return read;
  const message = read.value;
  switch (message.type) {
    case 'connection_init':
      return { ok: true, message: { type: 'init', payload: message.payload } };
    case 'start': {
      if (typeof message.id !== 'string') return parseFailure('key "id" not found');
      const payload = readOperationPayload(message.payload);
      if (typeof payload === 'string') return parseFailure(payload);
      return { ok: true, message: { type: 'start', id: message.id, payload } };
    }
    case 'stop':
      if (typeof message.id !== 'string') return parseFailure('key "id" not found');
      return { ok: true, message: { type: 'stop', id: message.id } };
    case 'connection_terminate':
      return { ok: true, message: { type: 'terminate' } };
    default:
      return parseFailure(`unexpected type for ClientMessage: ${String(message.type)}`);
  }
}

function operationError(id: string, body: string): string[] {
  return [`{"type":"error","id":${idText(id)},"payload":${body}}`, `{"type":"complete","id":${idText(id)}}`];
}

const startFailed = (id: string, message: string): Reply => ({ send: operationError(id, errorBodyOf('start-failed', message)) });

export const subscriptionsTransportWs: Protocol = {
  name: 'graphql-ws',
  parse,
  // Hasura sends the first keep-alive right after the ack.
  ack: () => ['{"type":"connection_ack"}', '{"type":"ka"}'],
  keepAlive: () => '{"type":"ka"}',
  pong: () => undefined,
  next: (id, body) => `{"type":"data","id":${idText(id)},"payload":${body}}`,
  complete: (id) => `{"type":"complete","id":${idText(id)}}`,
  operationError,
  invalidMessage: (error) => ({ send: [connectionError(error)] }),
  initFailed: (message) => ({ send: [connectionError(message)] }),
  repeatedInit: () => undefined,
  startRefused: (id, refusal) => {
    switch (refusal.reason) {
      case 'not-initialised':
        return startFailed(id, 'start received before the connection is initialised');
      case 'init-failed':
        return startFailed(id, `cannot start as connection_init failed with : ${refusal.message}`);
      case 'duplicate-id':
        return startFailed(id, `an operation already exists with this id: ${id}`);
    }
  },
  initTimeout: () => ({ send: [], close: { code: 4408, reason: 'Connection initialisation timeout' } }),
  sessionExpired: () => ({ send: [connectionError(EXPIRED_MESSAGE)], close: { code: 4403, reason: closeReason(EXPIRED_MESSAGE) } }),
};

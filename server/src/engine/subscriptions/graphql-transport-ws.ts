// The `graphql-transport-ws` subprotocol (the graphql-ws library's): connection_init/connection_ack,
// subscribe/next/error/complete, ping/pong. Protocol violations close the socket with a 44xx code, as the
// protocol requires; where it leaves a choice, Hasura's behaviour is followed (a `complete` after an
// operation's `error`, 4400 with "Connection initialization failed: ..." for a refused connection_init).
import { errorsArrayOf } from './errors.ts';
import {
  EXPIRED_MESSAGE,
  closeReason,
  readObject,
  readOperationPayload,
  type ParsedMessage,
  type Protocol,
  type Reply,
} from './protocol.ts';

const close = (code: number, reason: string): Reply => ({ send: [], close: { code, reason: closeReason(reason) } });
const idText = (id: string) => JSON.stringify(id);

function parse(text: string): ParsedMessage {
  const read = readObject(text);
  if (!read.ok) return read;
  const message = read.value;
  const fail = (detail: string): ParsedMessage => ({ ok: false, error: `Invalid message received: ${detail}` });
  switch (message.type) {
    case 'connection_init':
      return { ok: true, message: { type: 'init', payload: message.payload } };
    case 'ping':
      return { ok: true, message: { type: 'ping', payload: message.payload } };
    case 'pong':
      return { ok: true, message: { type: 'pong' } };
    case 'subscribe': {
      if (typeof message.id !== 'string' || message.id === '') return fail('"id" must be a non-empty string');
      const payload = readOperationPayload(message.payload);
      if (typeof payload === 'string') return fail(payload);
      return { ok: true, message: { type: 'start', id: message.id, payload } };
    }
    case 'complete':
      if (typeof message.id !== 'string' || message.id === '') return fail('"id" must be a non-empty string');
      return { ok: true, message: { type: 'stop', id: message.id } };
    default:
      return fail(typeof message.type === 'string' ? `unexpected type "${message.type}"` : 'missing "type"');
  }
}

export const graphqlTransportWs: Protocol = {
  name: 'graphql-transport-ws',
  parse,
  ack: () => ['{"type":"connection_ack"}'],
  keepAlive: () => '{"type":"ping","payload":{"message":"keepalive"}}',
  pong: (payload) => JSON.stringify(payload === undefined || payload === null ? { type: 'pong' } : { type: 'pong', payload }),
  next: (id, body) => `{"type":"next","id":${idText(id)},"payload":${body}}`,
  complete: (id) => `{"type":"complete","id":${idText(id)}}`,
  operationError: (id, body) => [
    `{"type":"error","id":${idText(id)},"payload":${errorsArrayOf(body)}}`,
    `{"type":"complete","id":${idText(id)}}`,
  ],
  invalidMessage: (error) => close(4400, error),
  initFailed: (message) => close(4400, `Connection initialization failed: ${message}`),
  repeatedInit: () => close(4429, 'Too many initialisation requests'),
  startRefused: (id, refusal) =>
    refusal.reason === 'duplicate-id' ? close(4409, `Subscriber for ${id} already exists`) : close(4401, 'Unauthorized'),
  initTimeout: () => close(4408, 'Connection initialisation timeout'),
  sessionExpired: () => close(4403, EXPIRED_MESSAGE),
};

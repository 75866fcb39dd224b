export {
  DEFAULT_CONNECTION_LIMITS,
  openConnection,
  type Connection,
  type ConnectionLimits,
  type ConnectionOptions,
  type SocketLike,
  type SubscriptionEngine,
} from './connection.ts';
export { graphqlTransportWs } from './graphql-transport-ws.ts';
export { createPollHub, type PolledSubscription, type PollHub, type PollHubOptions, type PollHubStats } from './hub.ts';
export type { Subscriber } from './poller.ts';
export type { Protocol, ProtocolName } from './protocol.ts';
export { subscriptionsTransportWs } from './subscriptions-transport-ws.ts';

// The load generator of bench/live-queries.mjs, in a child process of its own (the machine has 2 cores: the server
// gets one, the clients the other): graphql-ws clients (`graphql-transport-ws`) that open the subscriptions the
// parent asks for, then report when each one received a result holding a marker the parent is about to write.
// Messages from the parent (IPC):
//   {type: 'open', url, groups: [{connectionParams, payloads: [...]}], perSocket}  -> {type: 'opened', subscriptions, ms} or {error}
//   {type: 'expect', marker, count}  -> {type: 'arrived', arrivals: [epoch ms...], others, ended, lastError}  (when
//     `count` have it, or 30 s; `ended`: subscriptions ended by the server so far, with the last error)
//   {type: 'close'}  -> {type: 'closed'}
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';

const WAIT_MS = 30_000;
const now = () => performance.timeOrigin + performance.now();

let clients = [];
let subscriptions = [];
let expecting = null;
/** Subscriptions that ended (an error or complete) after their first result, and the last error's text. */
let ended = 0;
let lastError = null;
/** Set while a case's sockets close, so the subscriptions the close itself completes are not counted as ended. */
let closing = false;

/** Sockets opened at once: each wave's subscriptions get their first result before the next wave connects. */
const WAVE = 5;

function openSocket(url, connectionParams, payloads) {
  const client = createClient({ url, webSocketImpl: WebSocket, connectionParams, retryAttempts: 0, lazy: false });
  clients.push(client);
  return Promise.all(
    payloads.map(
      (payload) =>
        new Promise((resolve, reject) => {
          const subscription = { first: true, text: '', others: 0 };
          subscriptions.push(subscription);
          client.subscribe(payload, {
            next(result) {
              const text = JSON.stringify(result);
              if (subscription.first) {
                subscription.first = false;
                subscription.text = text;
                resolve();
                return;
              }
              if (expecting && text.includes(expecting.marker) && !subscription.text.includes(expecting.marker)) {
                expecting.arrivals.push(now());
                if (expecting.arrivals.length === expecting.count) expecting.done();
              } else subscription.others += 1;
              subscription.text = text;
            },
            error: (error) => {
              const text = `subscription failed: ${error?.code ?? ''} ${error?.reason ?? error?.message ?? JSON.stringify(error)}`;
              if (subscription.first) reject(new Error(text));
              else if (!closing) {
                ended += 1;
                lastError = text;
              }
            },
            complete: () => {
              if (!subscription.first && !closing) ended += 1;
            },
          });
        }),
    ),
  );
}

async function open({ url, groups, perSocket }) {
  const started = now();
  const sockets = [];
  for (const group of groups) {
    for (let start = 0; start < group.payloads.length; start += perSocket) {
      sockets.push({ connectionParams: group.connectionParams, payloads: group.payloads.slice(start, start + perSocket) });
    }
  }
  for (let start = 0; start < sockets.length; start += WAVE) {
    await Promise.all(sockets.slice(start, start + WAVE).map((socket) => openSocket(url, socket.connectionParams, socket.payloads)));
  }
  return { subscriptions: subscriptions.length, firstResults: subscriptions.length, ms: Math.round(now() - started) };
}

function expect({ marker, count }) {
  for (const subscription of subscriptions) subscription.others = 0;
  return new Promise((resolve) => {
    const finish = () => {
      clearTimeout(timer);
      const others = subscriptions.reduce((sum, subscription) => sum + subscription.others, 0);
      const { arrivals } = expecting;
      expecting = null;
      resolve({ arrivals, others, ended, lastError });
    };
    const timer = setTimeout(finish, WAIT_MS);
    expecting = { marker, count, arrivals: [], done: finish };
    process.send({ type: 'expecting' });
  });
}

process.on('message', async (message) => {
  if (message.type === 'open') {
    try {
      process.send({ type: 'opened', ...(await open(message)) });
    } catch (error) {
      process.send({ type: 'opened', error: String(error?.message ?? error) });
    }
  } else if (message.type === 'expect') process.send({ type: 'arrived', ...(await expect(message)) });
  else if (message.type === 'close') {
    closing = true;
    await Promise.all(clients.map((client) => client.dispose()));
    // The completions the close brings arrive after dispose has returned.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    closing = false;
    clients = [];
    subscriptions = [];
    ended = 0;
    lastError = null;
    process.send({ type: 'closed' });
  }
});

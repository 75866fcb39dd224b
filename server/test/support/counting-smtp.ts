// A receiving SMTP server (smtp-server) that only counts, for deliveries too many to parse (the mail worker's crash
// test, the digest bench): each message's Message-ID and whether it carries RFC 8058's two headers
// (List-Unsubscribe with an https URL, List-Unsubscribe-Post), read from the first 8 KB. support/smtp-server.ts
// parses each message instead (mailparser). bench/smtp-counter.ts runs this one in a process of its own.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CountingSmtp {
  /** `smtp://127.0.0.1:<port>` (no TLS, no authentication). */
  url: string;
  /** Each accepted message's Message-ID without the angle brackets, in the order accepted ('' without one). */
  messageIds: string[];
  /** Accepted messages carrying RFC 8058's one-click headers. */
  oneClick(): number;
  /** Resolves once `count` messages have been accepted (all so far). */
  waitFor(count: number): Promise<void>;
  close(): Promise<void>;
}

/** `onMessage` is called with the number accepted so far before the server answers 250 to each message. */
export async function startCountingSmtp(onMessage: (count: number) => void = () => undefined): Promise<CountingSmtp> {
  const messageIds: string[] = [];
  let oneClick = 0;
  let waiters: { count: number; resolve: () => void }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    disableReverseLookup: true,
    logger: false,
    onData(stream, _session, callback) {
      let head = '';
      stream.on('data', (chunk: Buffer) => {
        if (head.length < 8192) head += chunk.toString('latin1');
      });
      stream.on('end', () => {
        messageIds.push(/^Message-ID:\s*<([^>]+)>/im.exec(head)?.[1] ?? '');
        if (/^List-Unsubscribe:\s*<https:/m.test(head) && /^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m.test(head)) {
          oneClick += 1;
        }
        onMessage(messageIds.length);
        const reached = waiters.filter((waiter) => messageIds.length >= waiter.count);
        waiters = waiters.filter((waiter) => messageIds.length < waiter.count);
        for (const waiter of reached) waiter.resolve();
        callback();
      });
    },
  });
  // A sender killed mid-message (the worker's crash test) ends its connection with a reset: expected.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    messageIds,
    oneClick: () => oneClick,
    waitFor: (count) => (messageIds.length >= count ? Promise.resolve() : new Promise<void>((resolve) => waiters.push({ count, resolve }))),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

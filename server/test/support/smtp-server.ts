// A real SMTP server in this process (smtp-server), whose received messages are parsed (mailparser): what the
// site's mail worker sends, as a receiving server sees it. It can refuse messages to test the worker's retries.
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** The envelope's recipients. */
  to: string[];
  parsed: ParsedMail;
  /** Message-ID without the angle brackets. */
  messageId: string;
}

export interface TestSmtpServer {
  /** `smtp://127.0.0.1:<port>` (no TLS, no authentication). */
  url: string;
  received: ReceivedMail[];
  /** The next `count` messages are refused at DATA with `code` (451: try again later; 550: never). */
  refuseNext(count: number, code?: number): void;
  /** Resolves when `count` messages have arrived (all so far). */
  waitFor(count: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

export async function startSmtpServer(): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const waiters: { count: number; resolve: () => void }[] = [];
  let refusals: { count: number; code: number } = { count: 0, code: 451 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refusals.count > 0) {
          refusals = { ...refusals, count: refusals.count - 1 };
          const error = Object.assign(new Error(refusals.code >= 500 ? 'Mailbox unavailable' : 'Try again later'), {
            responseCode: refusals.code,
          });
          callback(error);
          return;
        }
        simpleParser(Buffer.concat(chunks)).then(
          (parsed) => {
            received.push({
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              parsed,
              messageId: (parsed.messageId ?? '').replace(/^<|>$/g, ''),
            });
            for (const waiter of waiters.filter((w) => received.length >= w.count)) {
              waiters.splice(waiters.indexOf(waiter), 1);
              waiter.resolve();
            }
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuseNext(count, code = 451) {
      refusals = { count, code };
    },
    async waitFor(count) {
      if (received.length < count) await new Promise<void>((resolve) => waiters.push({ count, resolve }));
      return received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

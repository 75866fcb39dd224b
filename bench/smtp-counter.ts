// A receiving mail server for the mail benches, in a process of its own (as the members' mail servers are on
// other machines): the counting SMTP server of the tests (server/test/support/counting-smtp.ts). Started with
// child_process.fork (through tsx): it sends {port} once listening, answers {counts} with {accepted, oneClick},
// and {waitFor: n} with {reached: n} once n messages were accepted.
import { startCountingSmtp } from '../server/test/support/counting-smtp.ts';

const smtp = await startCountingSmtp();
const send = (message: unknown) => process.send!(message);

process.on('message', (message: { counts?: boolean; waitFor?: number; close?: boolean }) => {
  if (message.counts) send({ counts: { accepted: smtp.messageIds.length, oneClick: smtp.oneClick() } });
  const count = message.waitFor;
  if (typeof count === 'number') void smtp.waitFor(count).then(() => send({ reached: count }));
  if (message.close) void smtp.close().then(() => process.exit(0));
});
process.on('disconnect', () => process.exit(0));

send({ port: Number(new URL(smtp.url).port) });

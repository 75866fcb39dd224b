// A receiving mail server for the mail benches, in a process of its own (as the members' mail servers are on
// other machines): an SMTP server (smtp-server) that counts the messages it accepts and those with RFC 8058's two
// headers. Started with child_process.fork: it sends {port} once listening, answers {counts} with
// {accepted, oneClick}, and {waitFor: n} with {reached: n} once n messages were accepted.
import { SMTPServer } from 'smtp-server';

let accepted = 0;
let oneClick = 0;
let waiters = [];

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  disableReverseLookup: true,
  logger: false,
  onData(stream, _session, callback) {
    let head = '';
    stream.on('data', (chunk) => {
      if (head.length < 8192) head += chunk.toString('latin1');
    });
    stream.on('end', () => {
      accepted += 1;
      if (/^List-Unsubscribe:\s*<https:/m.test(head) && /^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m.test(head)) {
        oneClick += 1;
      }
      const reached = waiters.filter((count) => accepted >= count);
      waiters = waiters.filter((count) => accepted < count);
      for (const count of reached) process.send({ reached: count });
      callback();
    });
  },
});

process.on('message', (message) => {
  if (message.counts) process.send({ counts: { accepted, oneClick } });
  if (typeof message.waitFor === 'number') {
    if (accepted >= message.waitFor) process.send({ reached: message.waitFor });
    else waiters.push(message.waitFor);
  }
  if (message.close) server.close(() => process.exit(0));
});
process.on('disconnect', () => process.exit(0));

server.listen(0, '127.0.0.1', () => process.send({ port: server.server.address().port }));

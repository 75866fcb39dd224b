// The weekly digest's sending budget (issue 32): 10,000 opted-in verified members get the digest, rendered and
// queued by the cron route, handed by the mail worker to a real SMTP server in a process of its own (smtp-server), on the
// embedded default (PGlite in its worker thread, as npm start runs it). Reports the rate from the cron call to the last message accepted, and the p99 of a
// reader (a GraphQL list query as a visitor) idle and while the digest sends.
// Run from the repository root: [MAIL_SEND_RATE=n] npx tsx bench/digest-mail.ts [members]   (npm run bench runs it as benchDigestMail)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../server/src/app.ts';
import { loadConfig } from '../server/src/config/index.ts';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createTestDatabaseThread } from '../server/test/support/database.ts';
import { percentile } from './stats.mjs';

/**
 * The members' mail server, in a process of its own (bench/smtp-counter.ts): what it spends reading 10,000
 * messages is the receiving side's, not the site's, so it must not take turns with the readers on this event loop.
 */
async function startCountingSmtp() {
  const child = fork(fileURLToPath(new URL('./smtp-counter.ts', import.meta.url)), [], {
    cwd: fileURLToPath(new URL('..', import.meta.url)),
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  type Message = { port?: number; counts?: { accepted: number; oneClick: number }; reached?: number };
  const next = (wanted: (message: Message) => boolean) =>
    new Promise<Message>((resolve, reject) => {
      const onMessage = (message: Message) => {
        if (!wanted(message)) return;
        child.off('message', onMessage);
        resolve(message);
      };
      child.on('message', onMessage);
      child.once('exit', (code) => reject(new Error(`smtp-counter exited with ${code}`)));
    });
  const { port } = await next((message) => message.port !== undefined);
  return {
    url: `smtp://127.0.0.1:${port}`,
    counts: async () => {
      const answer = next((message) => message.counts !== undefined);
      child.send({ counts: true });
      return (await answer).counts!;
    },
    waitFor: async (count: number) => {
      const answer = next((message) => message.reached === count);
      child.send({ waitFor: count });
      await answer;
    },
    close: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.send({ close: true });
      await exited;
    },
  };
}

const MEMBERS = Number(process.argv[2] ?? 10_000);
const SECRET = 'digest-bench-secret';
/** The seeds' members with a verified address, who get the digest too. */
const SEEDED_MEMBERS = 4;
const READER_QUERY = JSON.stringify({
  query: '{ articles(where: {published: {_eq: true}}, order_by: {published_at: desc}, limit: 10) { id title slug } }',
});

export async function benchDigestMail(members = MEMBERS) {
  const smtp = await startCountingSmtp();
  const dataDir = mkdtempSync(join(tmpdir(), 'chainpulse-digest-bench-'));
  // The embedded default: PGlite in its worker thread, as `npm start` runs it (statements off the event loop).
  const db = await createTestDatabaseThread({ seeds: true });
  const config = loadConfig({
    HASURA_GRAPHQL_ADMIN_SECRET: 'digest-bench-admin',
    DATA_DIR: dataDir,
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Bench <bench@site.test>',
    ACTIONS_SECRET: SECRET,
    SITE_URL: 'https://site.test',
    HASURA_GRAPHQL_ENABLE_ALLOWLIST: 'false',
    GRAPHQL_RATE_LIMIT: '100000000',
    // The worker's pace (default 300/s) can be tried at other rates: MAIL_SEND_RATE=200 npx tsx bench/digest-mail.ts
    ...(process.env.MAIL_SEND_RATE !== undefined && { MAIL_SEND_RATE: process.env.MAIL_SEND_RATE }),
  });
  const app = await buildApp({ config, db });
  await app.ready();
  try {
    process.stderr.write(`digest bench: ${members} members\n`);
    await db.query(
      `WITH made AS (
         INSERT INTO auth.users (email, email_verified)
         SELECT 'digest' || i || '@bench.test', true FROM generate_series(1, $1) AS i RETURNING id, email
       )
       INSERT INTO public.user_profiles (id, username, display_name)
       SELECT id, 'digest_' || split_part(split_part(email::text, '@', 1), 'digest', 2), 'Digest Reader' FROM made`,
      [members],
    );
    await db.query(
      `INSERT INTO public.articles (title, excerpt, content, language, views_count, published, published_at)
       SELECT 'Digest bench story ' || i, 'An excerpt of the story', repeat('A story worth reading. ', 5), 'en', 100 * i, true, now()
       FROM generate_series(1, 5) AS i`,
    );
    const read = async () => {
      const started = performance.now();
      const response = await app.inject({
        method: 'POST',
        url: '/v1/graphql',
        headers: { 'content-type': 'application/json' },
        payload: READER_QUERY,
      });
      if (response.statusCode !== 200) throw new Error(`reader: ${response.statusCode}`);
      return performance.now() - started;
    };
    for (let i = 0; i < 50; i += 1) await read();
    const idle: number[] = [];
    const idleLoopDelay = monitorEventLoopDelay({ resolution: 5 });
    idleLoopDelay.enable();
    for (let i = 0; i < 300; i += 1) {
      idle.push(await read());
      await new Promise((resolve) => setTimeout(resolve, 10));
    }

    idleLoopDelay.disable();
    const before = (await smtp.counts()).accepted;
    const started = performance.now();
    // The process's CPU time (every thread: the event loop and PGlite's; the SMTP server is another process) over
    // the sending, a figure that does not depend on what else the machine runs.
    const cpuBefore = process.cpuUsage();
    // How long the event loop was held (the readers' share of the delay that is not the database's queue).
    const loopDelay = monitorEventLoopDelay({ resolution: 5 });
    loopDelay.enable();
    let queuedAt = 0;
    const run = app.inject({
      method: 'POST',
      url: '/actions/send-weekly-digest',
      headers: { 'content-type': 'application/json', 'x-actions-secret': SECRET },
      payload: JSON.stringify({ scheduled_time: new Date().toISOString(), payload: {} }),
    });
    // When the cron call answered: every message rendered and queued (the worker sends meanwhile, paced).
    void run.then(() => (queuedAt = performance.now()));
    const busy: number[] = [];
    let done = false;
    const delivered = smtp.waitFor(before + members + SEEDED_MEMBERS).then(() => {
      done = true;
    });
    // A reader every 10 ms (about 100 requests a second), as the idle figure was taken.
    while (!done) {
      busy.push(await read());
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await delivered;
    const seconds = (performance.now() - started) / 1000;
    const cpu = process.cpuUsage(cpuBefore);
    loopDelay.disable();
    const cpuSeconds = (cpu.user + cpu.system) / 1e6;
    const queued = ((await run).json() as { queued: number }).queued;
    const result = {
      members,
      queued,
      withOneClickHeaders: (await smtp.counts()).oneClick,
      seconds: Number(seconds.toFixed(1)),
      queuedInSeconds: Number(((queuedAt - started) / 1000).toFixed(1)),
      perSecond: Math.round(members / seconds),
      cpuSeconds: Number(cpuSeconds.toFixed(1)),
      perCpuSecond: Math.round(members / cpuSeconds),
      readerIdleP99Ms: Number(percentile(idle, 99)!.toFixed(1)),
      readerSendingP99Ms: Number(percentile(busy, 99)!.toFixed(1)),
      readerRequestsWhileSending: busy.length,
      eventLoopDelayIdleP99Ms: Number((idleLoopDelay.percentile(99) / 1e6).toFixed(1)),
      eventLoopDelayP99Ms: Number((loopDelay.percentile(99) / 1e6).toFixed(1)),
    };
    process.stderr.write(`digest bench: ${JSON.stringify(result)}\n`);
    return result;
  } finally {
    await app.close();
    await db.close();
    await smtp.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(JSON.stringify(await benchDigestMail(), null, 2));

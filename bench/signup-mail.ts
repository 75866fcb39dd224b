// Issue 32's sign-up budget: a sign-up reaches a verified, signed-in member through the real SMTP path within 2 s
// on the embedded default (PGlite in its worker thread). Each round: POST /auth/signup, the verification mail
// handed by the app's mail worker to a real SMTP server in this process (smtp-server + mailparser), its link's
// token to POST /auth/verify-email, then POST /auth/token with the sign-up's refresh token: a session whose user
// and JWT say the address is verified. Reports each round's time from the sign-up to that session.
// Run from the repository root: npx tsx bench/signup-mail.ts [rounds]   (npm run bench runs it as benchSignupMail)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodeJwt } from 'jose';
import { buildApp } from '../server/src/app.ts';
import { loadConfig } from '../server/src/config/index.ts';
import { createTestDatabaseThread } from '../server/test/support/database.ts';
import { percentile } from './stats.mjs';
import { startSmtpServer } from '../server/test/support/smtp-server.ts';

const ROUNDS = Number(process.argv[2] ?? 10);
const PASSWORD = 'correct horse battery';

export async function benchSignupMail(rounds = ROUNDS) {
  const smtp = await startSmtpServer();
  const dataDir = mkdtempSync(join(tmpdir(), 'chainpulse-signup-bench-'));
  const db = await createTestDatabaseThread({ seeds: true });
  const config = loadConfig({
    HASURA_GRAPHQL_ADMIN_SECRET: 'signup-bench-admin',
    DATA_DIR: dataDir,
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Bench <bench@site.test>',
    SITE_URL: 'https://site.test',
    SIGNUP_LIMIT: '1000',
  });
  const app = await buildApp({ config, db });
  await app.ready();
  const post = async (path: string, body: unknown) => {
    const response = await app.inject({
      method: 'POST',
      url: `/auth/${path}`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
    if (response.statusCode !== 200) throw new Error(`${path}: ${response.statusCode} ${response.body}`);
    return response.json() as { session: { accessToken: string; refreshToken: string; user: { emailVerified: boolean } } };
  };
  try {
    const times: number[] = [];
    for (let round = 0; round < rounds; round += 1) {
      const email = `signup${round}.${process.pid}@bench.test`;
      const started = performance.now();
      const signedUp = await post('signup', {
        email,
        username: `signup_${round}_${process.pid}`,
        password: PASSWORD,
        displayName: 'Bench',
      });
      let mail = smtp.received.find((received) => received.to.includes(email));
      while (!mail) {
        await smtp.waitFor(smtp.received.length + 1);
        mail = smtp.received.find((received) => received.to.includes(email));
      }
      const token = decodeURIComponent(/\/verify-email\?token=(\S+)/.exec(mail.parsed.text ?? '')![1]!);
      await post('verify-email', { token });
      const { session } = await post('token', { refreshToken: signedUp.session.refreshToken });
      const claims = decodeJwt(session.accessToken)['https://hasura.io/jwt/claims'] as Record<string, unknown>;
      if (!session.user.emailVerified || claims['x-hasura-email-verified'] !== 'true') throw new Error('not verified');
      times.push(performance.now() - started);
    }
    const result = {
      rounds,
      medianMs: Number(percentile(times, 50)!.toFixed(0)),
      maxMs: Number(Math.max(...times).toFixed(0)),
      within2s: times.filter((time) => time <= 2000).length,
    };
    process.stderr.write(`signup bench: ${JSON.stringify(result)}\n`);
    return result;
  } finally {
    await app.close();
    await db.close();
    await smtp.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(JSON.stringify(await benchSignupMail(), null, 2));

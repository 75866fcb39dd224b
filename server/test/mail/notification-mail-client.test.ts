// The instant notification mail's pass names its database client to the transaction it runs (the mail's background
// lane of the fair queue) instead of entering AsyncLocalStorage: on Node 20 the first AsyncLocalStorage#run turns
// on promise hooks for the whole process, and the pass runs at every start, so a server that only answers queries
// would pay for them on every promise of every request (docs/benchmarks.md, "Promise hooks off again").
import { AsyncLocalStorage } from 'node:async_hooks';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database, TransactionOptions } from '../../src/db/types.ts';
import { createMailer } from '../../src/mail/index.ts';
import { createNotificationMail } from '../../src/mail/notifications.ts';
import { MAIL_DATABASE_CLIENT } from '../../src/mail/worker.ts';
import { createTestDatabase } from '../support/database.ts';

describe('the instant notification mail pass', () => {
  let db: Database;

  beforeAll(async () => {
    db = await createTestDatabase();
  });

  afterAll(async () => {
    await db?.close();
  });

  it('runs its transaction as the mail client without entering AsyncLocalStorage', async () => {
    const clients: TransactionOptions['client'][] = [];
    const recorded: Database = {
      ...db,
      query: (sql, params, options) => db.query(sql, params, options),
      exec: (sql) => db.exec(sql),
      transaction(fn, options) {
        clients.push(options?.client);
        return db.transaction(fn, options);
      },
      close: () => db.close(),
    };
    const mail = createNotificationMail({
      db: recorded,
      mailer: createMailer({ db, config: { smtpUrl: undefined, from: 'ChainPulse <mail@localhost>', sendRate: 0 } }).mailer,
      origin: 'http://localhost',
    });
    const run = vi.spyOn(AsyncLocalStorage.prototype, 'run');
    try {
      expect(await mail.processInstant()).toBe(0);
      expect(run).not.toHaveBeenCalled();
    } finally {
      run.mockRestore();
      await mail.stop();
    }
    expect(clients).toEqual([MAIL_DATABASE_CLIENT]);
  });
});

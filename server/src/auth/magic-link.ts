// Sign-in by emailed link or code (issue 32): one mail carries a link (`/auth/magic?token=`) and a 6-digit code,
// both for one row of auth.sign_in_codes: single use, 15 minutes, a newer mail voiding the older; a wrong code
// counts against its row (void after 5). Asking answers the same whether or not the address has an account.
import { createHash, randomBytes, randomInt, randomUUID } from 'node:crypto';
import type { Database } from '../db/index.ts';
import { createBudget } from '../limits/budget.ts';
import type { Mailer } from '../mail/index.ts';
import { findAccountByEmail, findAccountById, type Account } from './accounts.ts';
import { accountSuspended, AuthError } from './errors.ts';
import type { MailContext } from './service.ts';
import { bodyObject, emailOfShape, stringField } from './validation.ts';

export const MAGIC_LINK_TTL_MINUTES = 15;
/** Links one client address may ask for per hour (for any addresses). */
const PER_ADDRESS_LIMIT = 10;
/** Links one account is sent per hour; past it asking still answers `ok` but nothing is sent. */
const PER_ACCOUNT_LIMIT = 5;
/** Wrong codes after which a mailed code is void. */
const CODE_ATTEMPTS = 5;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const codeHash = (id: string, code: string) => sha256(`${id}:${code}`);
const invalidLink = () =>
  new AuthError('invalid-token', 'This link is not valid: it was used already, has expired or was replaced by a newer one.');
const invalidCode = () => new AuthError('invalid-code', 'The code is not right, was used already or has expired; ask for a new one.');

export interface MagicLinks {
  /** POST /auth/magic/send `{email}`: `{ok: true}` for any well-formed address. */
  send(body: unknown, address: string, mail: MailContext): Promise<{ ok: true }>;
  /** POST /auth/magic/verify `{token}` or `{email, code}`: the account, its address now verified. */
  verify(body: unknown): Promise<Account>;
}

export function createMagicLinks(db: Database, mailer: Mailer): MagicLinks {
  const perAddress = createBudget(db, { bucket: 'magic-link-address', limit: PER_ADDRESS_LIMIT, windowSeconds: 3600 });
  const perAccount = createBudget(db, { bucket: 'magic-link-account', limit: PER_ACCOUNT_LIMIT, windowSeconds: 3600 });

  /** The account of a used row, checked like a password sign-in; its address counts as verified now. */
  async function signInAccount(used: { user_id: string; email: string } | undefined, refused: () => AuthError): Promise<Account> {
    if (!used) throw refused();
    const account = await findAccountById(db, used.user_id);
    // Void when the account's address changed since the mail was sent.
    if (!account || account.email.toLowerCase() !== used.email.toLowerCase()) throw refused();
    if (account.disabled) throw new AuthError('account-disabled', 'This account is disabled; contact the site administrator.');
    if (account.suspension) throw accountSuspended(account.suspension);
    await db.query('UPDATE auth.users SET email_verified = true WHERE id = $1 AND NOT email_verified', [account.id]);
    return { ...account, emailVerified: true };
  }

  return {
    async send(body, address, mail) {
      const email = emailOfShape(stringField(bodyObject(body), 'email'));
      const decision = await perAddress.take(address);
      if (!decision.allowed) {
        const minutes = Math.ceil(decision.retryAfterSeconds / 60);
        throw new AuthError('too-many-requests', `Too many links were asked for; try again in ${minutes} minutes.`, {
          retryAfter: decision.retryAfterSeconds,
        });
      }
      const account = await findAccountByEmail(db, email);
      if (!account || account.disabled || !(await perAccount.take(account.id)).allowed) return { ok: true };
      const id = randomUUID();
      const token = randomBytes(32).toString('base64url');
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      await db.transaction(async (tx) => {
        await tx.query("UPDATE auth.sign_in_codes SET used_at = now() WHERE user_id = $1 AND used_at IS NULL AND purpose = 'sign-in'", [
          account.id,
        ]);
        await tx.query(
          `INSERT INTO auth.sign_in_codes (id, user_id, token_hash, code_hash, email, expires_at)
           VALUES ($1, $2, $3, $4, $5, now() + make_interval(mins => $6))`,
          [id, account.id, sha256(token), codeHash(id, code), account.email, MAGIC_LINK_TTL_MINUTES],
        );
        await mailer.enqueue(tx, {
          to: account.email,
          userId: account.id,
          template: 'magic-link',
          language: mail.language,
          values: {
            name: account.displayName,
            url: `${mail.origin}/auth/magic?token=${encodeURIComponent(token)}`,
            code,
            minutes: MAGIC_LINK_TTL_MINUTES,
          },
        });
      });
      mailer.queued();
      return { ok: true };
    },

    async verify(body) {
      const fields = bodyObject(body);
      if (typeof fields.token === 'string') {
        const token = fields.token;
        if (token === '' || token.length > 100) throw invalidLink();
        const { rows } = await db.query<{ user_id: string; email: string }>(
          `UPDATE auth.sign_in_codes SET used_at = now()
           WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now() AND attempts < $2 AND purpose = 'sign-in'
           RETURNING user_id, email::text AS email`,
          [sha256(token), CODE_ATTEMPTS],
        );
        return signInAccount(rows[0], invalidLink);
      }
      const email = emailOfShape(stringField(fields, 'email'));
      const code = stringField(fields, 'code').replace(/\s/g, '');
      const used = await db.transaction(async (tx) => {
        const { rows } = await tx.query<{ id: string; user_id: string; email: string; code_hash: string }>(
          `SELECT id, user_id, email::text AS email, code_hash FROM auth.sign_in_codes
           WHERE email = $1 AND used_at IS NULL AND expires_at > now() AND attempts < $2 AND purpose = 'sign-in'
           ORDER BY created_at DESC LIMIT 1 FOR UPDATE`,
          [email, CODE_ATTEMPTS],
        );
        const row = rows[0];
        if (!row) return undefined;
        if (!/^\d{6}$/.test(code) || codeHash(row.id, code) !== row.code_hash) {
          await tx.query('UPDATE auth.sign_in_codes SET attempts = attempts + 1 WHERE id = $1', [row.id]);
          return undefined;
        }
        await tx.query('UPDATE auth.sign_in_codes SET used_at = now() WHERE id = $1', [row.id]);
        return row;
      });
      return signInAccount(used, invalidCode);
    },
  };
}

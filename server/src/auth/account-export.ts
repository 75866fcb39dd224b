// "Download my data" (issue 32): everything a member wrote and their settings as JSON files in a zip, with a
// README.txt. Streamed: each table is read a page at a time (keyset, PAGE_ROWS rows, each statement with its own
// deadline) and the next page is read only once the client has taken the zip so far, so memory stays bounded
// whatever the member wrote and a slow download holds no database connection between pages.
import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import { Zip, ZipDeflate } from 'fflate';
import type { Queryable } from '../db/index.ts';

/** Rows per statement. */
const PAGE_ROWS = 500;
/** Deadline of each statement of an export. */
export const EXPORT_STATEMENT_TIMEOUT_MS = 5000;
/** The zip bytes waiting for the client before the next page is read. */
const HIGH_WATER_BYTES = 256 * 1024;

/** One file of the export: the member's rows of a table, `key` a unique text per row (the keyset's order). */
interface Section {
  file: string;
  /** What the file holds, for README.txt. */
  about: string;
  /** `SELECT <key> AS k, <json> AS row FROM ... WHERE <member is $1> AND <key> > $2`, ORDER BY and LIMIT added. */
  from: string;
  key: string;
  json: string;
}

const member = (table: string, column: string, key = 'id::text', about = ''): Section => ({
  file: `${table}.json`,
  about,
  from: `public.${table} t WHERE t.${column} = $1`,
  key: `t.${key}`,
  json: 'to_jsonb(t)',
});

const SECTIONS: Section[] = [
  member('blog_posts', 'author_id', 'id::text', 'the blog posts you wrote (drafts included)'),
  member('discussions', 'author_id', 'id::text', 'the discussions you started'),
  member('discussion_comments', 'author_id', 'id::text', 'your comments'),
  member('article_likes', 'user_id', 'article_id::text', 'the articles you liked'),
  member('blog_post_likes', 'user_id', 'blog_post_id::text', 'the blog posts you liked'),
  member('discussion_likes', 'user_id', 'discussion_id::text', 'the discussions you liked'),
  member('discussion_comment_likes', 'user_id', 'comment_id::text', 'the comments you liked'),
  member('news_votes', 'user_id', 'news_id::text', 'your votes on news'),
  member('bookmarks', 'user_id', 'id::text', 'your bookmarks'),
  member('follows', 'follower_id', 'id::text', 'the authors, members and tags you follow'),
  member('event_rsvps', 'user_id', 'id::text', 'your event RSVPs'),
  member('content_reports', 'reporter_id', 'id::text', 'the content you reported'),
  member('todos', 'user_id', 'id::text', 'your to-do items'),
  {
    file: 'sessions.json',
    about: 'your sign-in sessions (start, expiry, end; no tokens)',
    from: 'auth.refresh_tokens t WHERE t.user_id = $1',
    key: 't.id::text',
    json: `jsonb_build_object('id', t.id, 'session', t.family_id, 'created_at', t.created_at, 'expires_at', t.expires_at, 'revoked_at', t.revoked_at)`,
  },
];

const README = (exportedAt: string) =>
  [
    'Your data from this site, exported at ' + exportedAt + '.',
    '',
    'Each file is JSON (UTF-8). account.json holds your account and profile (your settings); the others are arrays:',
    ...SECTIONS.map((section) => `- ${section.file}: ${section.about}`),
    '',
    'Passwords, tokens and other secrets are never exported (the sessions carry no tokens).',
    '',
  ].join('\n');

/** The member's account, profile and settings (no password hash), or undefined when the account is gone. */
async function accountJson(db: Queryable, userId: string): Promise<string | undefined> {
  const { rows } = await db.query<{ account: unknown }>(
    `SELECT jsonb_build_object(
       'email', u.email, 'email_verified', u.email_verified, 'created_at', u.created_at,
       'last_sign_in_at', u.last_sign_in_at, 'profile', to_jsonb(p)) AS account
     FROM auth.users u JOIN public.user_profiles p ON p.id = u.id WHERE u.id = $1`,
    [userId],
    { timeoutMs: EXPORT_STATEMENT_TIMEOUT_MS },
  );
  return rows[0] ? JSON.stringify(rows[0].account, null, 2) : undefined;
}

/**
 * The member's export as a zip stream (the account must exist; the caller checks who asks). A failed statement
 * ends the stream with that error (the client sees a cut download, never a partial zip that looks whole).
 */
export async function exportAccount(db: Queryable, userId: string): Promise<Readable> {
  const account = await accountJson(db, userId);
  if (account === undefined) throw new Error('export of an account that does not exist');
  const out = new PassThrough();
  const zip = new Zip((error, chunk, final) => {
    if (error) out.destroy(error);
    else {
      out.write(chunk);
      if (final) out.end();
    }
  });
  const encoder = new TextEncoder();
  const drained = async () => {
    if (out.writableLength > HIGH_WATER_BYTES && !out.destroyed) await once(out, 'drain');
  };
  const whole = (name: string, text: string) => {
    const file = new ZipDeflate(name, { level: 6 });
    zip.add(file);
    file.push(encoder.encode(text), true);
  };

  const produce = async () => {
    whole('README.txt', README(new Date().toISOString()));
    whole('account.json', account);
    for (const section of SECTIONS) {
      const file = new ZipDeflate(section.file, { level: 6 });
      zip.add(file);
      file.push(encoder.encode('['));
      let after = '';
      let first = true;
      for (;;) {
        const { rows } = await db.query<{ k: string; row: unknown }>(
          `SELECT ${section.key} AS k, ${section.json} AS row FROM ${section.from} AND (${section.key}) COLLATE "C" > $2
           ORDER BY (${section.key}) COLLATE "C" LIMIT ${PAGE_ROWS}`,
          [userId, after],
          { timeoutMs: EXPORT_STATEMENT_TIMEOUT_MS },
        );
        if (out.destroyed) return;
        const text = rows.map((row) => `${first && row === rows[0] ? '' : ','}\n${JSON.stringify(row.row)}`).join('');
        if (rows.length > 0) first = false;
        file.push(encoder.encode(text));
        if (rows.length < PAGE_ROWS) break;
        after = rows[rows.length - 1]!.k;
        await drained();
      }
      file.push(encoder.encode('\n]\n'), true);
      await drained();
    }
    zip.end();
  };
  produce().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}

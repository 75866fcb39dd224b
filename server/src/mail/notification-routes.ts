// The HTTP side of notification mail (notifications.ts): the cron triggers' routes (daily summary, weekly digest;
// hasura/metadata/cron_triggers.yaml, with the actions secret) and RFC 8058 unsubscribe at /auth/unsubscribe:
// GET shows a page in the member's language that confirms with a POST; a POST (the mail client's one-click
// `List-Unsubscribe=One-Click`, or the page's button) turns off what the signed token names, without sign-in.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { detectLanguage, languageStorageKey } from '#contract/languages.ts';
import type { Database } from '../db/index.ts';
import { addressKey } from '../limits/address.ts';
import { createBudget } from '../limits/budget.ts';
import type { Mailer } from './index.ts';
import {
  applyUnsubscribe,
  createNotificationMail,
  readUnsubscribeToken,
  type NotificationMail,
  type UnsubscribeTarget,
  type WriteNotices,
} from './notifications.ts';
import { escapeHtml, type MailLanguage } from './templates.ts';
import { messageGroup, siteName } from '../config/locales.ts';

const BODY_LIMIT = 1024;
/** Unsubscribe requests per client address per hour (each checks a signature). */
const UNSUBSCRIBE_LIMIT = 60;
const SECRET_HEADER = 'x-actions-secret';

export interface NotificationRouteOptions {
  db: Database;
  mailer: Mailer;
  log?: { warn(details: Record<string, unknown>, message: string): void } | undefined;
  /** ACTIONS_SECRET: the cron routes are served only when it is set. */
  actionsSecret: string | undefined;
  /** The site's origin (links to the preferences). */
  origin: string;
  /** The database's write notices: an insert of a notification wakes the instant poller (notifications.ts). */
  writes?: WriteNotices | undefined;
  /**
   * How often instant notification mail is looked for besides (default 60 s with `writes`, else 5 s); 0: never
   * (tests that count a request's statements).
   */
  pollMs?: number | undefined;
}

const words = (language: MailLanguage): { words: Record<string, string>; site: string } => ({
  words: messageGroup(language, 'mail', 'unsubscribe-page'),
  site: siteName(language),
});

const fill = (text: string, values: Record<string, string>) =>
  escapeHtml(text).replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, key: string) => (values[key] === undefined ? whole : escapeHtml(values[key])));

function page(reply: FastifyReply, status: number, language: MailLanguage, title: string, body: string): FastifyReply {
  return reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .header('x-robots-tag', 'noindex')
    .send(
      `<!doctype html>\n<html lang="${language === 'zh' ? 'zh-CN' : 'en'}"><head><meta charset="utf-8">` +
        `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>` +
        `<body style="font-family:system-ui,sans-serif;font-size:16px;line-height:1.5;color:#111;max-width:600px;margin:0 auto;padding:24px">` +
        `<main><h1 style="font-size:24px">${escapeHtml(title)}</h1>${body}</main></body></html>\n`,
    );
}

function visitorLanguage(request: FastifyRequest): MailLanguage {
  const tags = (request.headers['accept-language'] ?? '').split(',').map((part) => part.split(';')[0]!.trim());
  return detectLanguage(request.cookies?.[languageStorageKey] ?? null, tags);
}

/** The routes, and the poller of instant mail (started when the app is ready, stopped at close). */
export async function registerNotificationMail(app: FastifyInstance, options: NotificationRouteOptions): Promise<NotificationMail> {
  const { db, origin } = options;
  const notificationMail = createNotificationMail({
    db,
    mailer: options.mailer,
    origin,
    log: options.log,
    writes: options.writes,
    ...(options.pollMs !== undefined && { pollMs: options.pollMs }),
  });
  app.addHook('onReady', async () => {
    if (options.pollMs !== 0) notificationMail.start();
  });
  app.addHook('onClose', async () => notificationMail.stop());
  const budget = createBudget(db, { bucket: 'unsubscribe', limit: UNSUBSCRIBE_LIMIT, windowSeconds: 3600 });
  const preferences = `${origin}/profile#email-notifications`;

  await app.register(async (scope) => {
    // RFC 8058: the one-click POST is a form (urlencoded or multipart); its content is fixed, so it is not read.
    scope.addContentTypeParser(
      ['application/x-www-form-urlencoded', 'multipart/form-data'],
      { parseAs: 'string', bodyLimit: BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );

    /** The target of the request's token, or the answer already sent (over budget, or a token that does not hold). */
    async function target(request: FastifyRequest, reply: FastifyReply): Promise<UnsubscribeTarget | undefined> {
      const language = visitorLanguage(request);
      const { words: text, site } = words(language);
      const decision = await budget.take(addressKey(request.ip));
      const token = (request.query as { token?: unknown }).token;
      const found =
        decision.allowed && typeof token === 'string' && token.length <= 200 ? await readUnsubscribeToken(db, token) : undefined;
      if (found) return found;
      if (!decision.allowed) reply.header('retry-after', String(decision.retryAfterSeconds));
      page(
        reply,
        decision.allowed ? 400 : 429,
        language,
        `${text.title} · ${site}`,
        `<p>${fill(text.invalid!, {})}</p><p><a href="${escapeHtml(preferences)}">${fill(text.preferences!, {})}</a></p>`,
      );
      return undefined;
    }

    const whatOf = (text: Record<string, string>, found: UnsubscribeTarget) => text[found.what]!;

    scope.get('/auth/unsubscribe', async (request, reply) => {
      const found = await target(request, reply);
      if (!found) return reply;
      const { words: text, site } = words(found.language);
      // Relative: the page posts back to the host it was opened on.
      const action = `/auth/unsubscribe?token=${encodeURIComponent((request.query as { token: string }).token)}`;
      return page(
        reply,
        200,
        found.language,
        `${text.title} · ${site}`,
        `<p>${fill(text.question!, { email: found.email, what: whatOf(text, found) })}</p>` +
          `<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click">` +
          `<button type="submit" style="background:#2563eb;color:#fff;border:0;padding:12px 20px;border-radius:6px;font-size:16px">${fill(text.confirm!, {})}</button></form>` +
          `<p><a href="${escapeHtml(preferences)}">${fill(text.preferences!, {})}</a></p>`,
      );
    });

    scope.post('/auth/unsubscribe', { bodyLimit: BODY_LIMIT }, async (request, reply) => {
      const found = await target(request, reply);
      if (!found) return reply;
      await applyUnsubscribe(db, found);
      const { words: text, site } = words(found.language);
      return page(
        reply,
        200,
        found.language,
        `${text.title} · ${site}`,
        `<p role="status">${fill(text.done!, { what: whatOf(text, found) })}</p><p><a href="${escapeHtml(preferences)}">${fill(text.preferences!, {})}</a></p>`,
      );
    });

    const secret = options.actionsSecret;
    if (secret === undefined) return;
    const expected = createHash('sha256').update(secret).digest();
    const authorised = (request: FastifyRequest) => {
      const given = request.headers[SECRET_HEADER];
      return typeof given === 'string' && timingSafeEqual(createHash('sha256').update(given).digest(), expected);
    };
    /** The cron body's scheduled_time (now when absent). */
    const scheduled = (request: FastifyRequest) => {
      const value = (request.body as { scheduled_time?: unknown } | undefined)?.scheduled_time;
      const time = typeof value === 'string' ? new Date(value) : new Date();
      return Number.isNaN(time.getTime()) ? new Date() : time;
    };
    const refuse = (reply: FastifyReply) =>
      reply.status(401).send({ message: `Missing or wrong ${SECRET_HEADER} header.`, extensions: { code: 'access-denied' } });

    // The day before the scheduled time (UTC): a run after midnight sums up the day that just ended.
    scope.post('/actions/send-daily-notification-mail', { bodyLimit: 16 * 1024 }, async (request, reply) => {
      if (!authorised(request)) return refuse(reply);
      const day = new Date(scheduled(request).getTime() - 24 * 3600 * 1000).toISOString().slice(0, 10);
      return { queued: await notificationMail.sendDaily(day) };
    });
    scope.post('/actions/send-weekly-digest', { bodyLimit: 16 * 1024 }, async (request, reply) => {
      if (!authorised(request)) return refuse(reply);
      return { queued: await notificationMail.sendWeekly(scheduled(request)) };
    });
  });
  return notificationMail;
}

// The site's messages in the member's language: the words come from locales/<language>/mail.json (the site's
// name from common.json), so translators edit mail where they edit the site. Each message has a plain-text
// and an HTML part with the same content; the values put into the words are escaped in the HTML.
import { messageGroups, siteName } from '../config/locales.ts';

export type MailLanguage = 'en' | 'zh';

/** Each template's paragraphs (after the greeting) and whether it carries a link button, in mail.json's keys. */
const TEMPLATES = {
  test: { paragraphs: ['intro'], note: false },
  'verify-email': { paragraphs: ['intro'], note: true },
  'signup-attempt': { paragraphs: ['intro'], note: true },
  'reset-password': { paragraphs: ['intro'], note: true },
  unlock: { paragraphs: ['intro'], note: true },
  'change-email': { paragraphs: ['intro'], note: true },
  'email-change-notice': { paragraphs: ['intro'], note: true },
  'account-deletion': { paragraphs: ['intro'], note: true },
  'magic-link': { paragraphs: ['intro', 'code'], note: true },
  'reauth-code': { paragraphs: ['intro'], note: true },
  // Notification mail (notifications.ts): a quote or lists in MailExtras, and an unsubscribe footer.
  'notification-mentions': { paragraphs: ['intro'], note: false },
  'notification-replies': { paragraphs: ['intro'], note: false },
  'notification-comments': { paragraphs: ['intro'], note: false },
  'notification-daily': { paragraphs: ['intro'], note: false },
  'weekly-digest': { paragraphs: ['intro'], note: false },
} as const;

export type MailTemplate = keyof typeof TEMPLATES;

export const MAIL_TEMPLATES = Object.keys(TEMPLATES) as MailTemplate[];

export interface MailValues {
  /** The recipient's display name; the greeting is anonymous without it. */
  name?: string | undefined;
  /** The button's link (absolute URL). */
  url: string;
  /** Other placeholders of the template's words ({{hours}} ...). */
  [key: string]: string | number | undefined;
}

/** What the notification mail adds to the words: a quoted text, lists of links, and the unsubscribe footer. */
export interface MailExtras {
  /** Quoted after the paragraphs (the comment that mentions the member ...). */
  quote?: string | undefined;
  /** Lists of links, each under the heading of the template's word `heading` (or none). */
  sections?: { heading?: string; items: { title: string; url: string; detail?: string | undefined }[] }[] | undefined;
  /** The footer says why the member gets this and links these instead of the layout's footer. */
  unsubscribeUrl?: string | undefined;
  preferencesUrl?: string | undefined;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

type Messages = Record<string, Record<string, string>>;

const messages = (language: MailLanguage): { mail: Messages; site: string } => ({
  mail: messageGroups(language, 'mail'),
  site: siteName(language),
});

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]!);
}

/** i18next's `{{name}}` placeholders; an unknown one is left as written (a test keeps templates and values in step). */
function fill(words: string, values: Record<string, string | number | undefined>, escape: (value: string) => string): string {
  return words.replace(/\{\{\s*([A-Za-z0-9_]+)\s*\}\}/g, (whole, key: string) => {
    const value = values[key];
    return value === undefined ? whole : escape(String(value));
  });
}

/** A message of `template` in `language`, both parts. */
export function renderMail(template: MailTemplate, language: MailLanguage, values: MailValues, extras: MailExtras = {}): RenderedMail {
  const { mail, site } = messages(language);
  const words = mail[template]!;
  const layout = mail.layout!;
  const all = { ...values, site };
  const plain = (key: string, from: Record<string, string> = words) => fill(from[key]!, all, (value) => value);
  const html = (key: string, from: Record<string, string> = words) => fill(escapeHtml(from[key]!), all, escapeHtml);
  const greetingKey = values.name ? 'greeting' : 'greetingAnonymous';
  const { paragraphs, note } = TEMPLATES[template];
  const sections = extras.sections ?? [];
  const unsubscribe =
    extras.unsubscribeUrl && extras.preferencesUrl ? { url: extras.unsubscribeUrl, preferences: extras.preferencesUrl } : undefined;
  const textParts = [
    plain(greetingKey, layout),
    ...paragraphs.map((key) => plain(key)),
    ...(extras.quote ? [extras.quote.replace(/^/gm, '> ')] : []),
    ...sections.map((section) =>
      [
        ...(section.heading ? [plain(section.heading)] : []),
        ...section.items.map((item) => `- ${item.title}${item.detail ? ` (${item.detail})` : ''}\n  ${item.url}`),
      ].join('\n'),
    ),
    `${plain('action')}: ${values.url}`,
    ...(note ? [plain('note')] : []),
    plain('signature', layout),
    unsubscribe
      ? `--\n${plain('notificationFooter', layout)}\n${plain('preferences', layout)}: ${unsubscribe.preferences}\n${plain('unsubscribe', layout)}: ${unsubscribe.url}`
      : `--\n${plain('footer', layout)}`,
  ];
  const url = escapeHtml(values.url);
  const paragraph = (content: string) => `<p style="margin:0 0 16px">${content}</p>`;
  const link = (href: string, content: string) => `<a href="${escapeHtml(href)}">${content}</a>`;
  const htmlBody = [
    paragraph(html(greetingKey, layout)),
    ...paragraphs.map((key) => paragraph(html(key))),
    ...(extras.quote
      ? [
          `<blockquote style="margin:0 0 16px;padding:8px 16px;border-left:4px solid #ddd;color:#333">${escapeHtml(extras.quote).replace(/\n/g, '<br>')}</blockquote>`,
        ]
      : []),
    ...sections.map(
      (section) =>
        `${section.heading ? `<h2 style="font-size:18px;margin:24px 0 8px">${html(section.heading)}</h2>` : ''}<ul style="margin:0 0 16px;padding-left:20px">${section.items
          .map(
            (item) =>
              `<li>${link(item.url, escapeHtml(item.title))}${item.detail ? ` <span style="color:#666">(${escapeHtml(item.detail)})</span>` : ''}</li>`,
          )
          .join('')}</ul>`,
    ),
    `<p style="margin:24px 0"><a href="${url}" style="background:#2563eb;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${html('action')}</a></p>`,
    paragraph(`${html('linkHint', layout)}<br><a href="${url}">${url}</a>`),
    ...(note ? [paragraph(html('note'))] : []),
    paragraph(html('signature', layout)),
    `<hr style="border:none;border-top:1px solid #ddd;margin:24px 0"><p style="color:#666;font-size:12px">${
      unsubscribe
        ? `${html('notificationFooter', layout)} ${link(unsubscribe.preferences, html('preferences', layout))} · ${link(unsubscribe.url, html('unsubscribe', layout))}`
        : html('footer', layout)
    }</p>`,
  ];
  const subject = plain('subject');
  return {
    subject,
    text: `${textParts.join('\n\n')}\n`,
    html: `<!doctype html>\n<html lang="${language === 'zh' ? 'zh-CN' : 'en'}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body style="font-family:system-ui,sans-serif;font-size:16px;line-height:1.5;color:#111;max-width:600px;margin:0 auto;padding:24px">${htmlBody.join('')}</body></html>\n`,
  };
}

const NAME_MARK = '\u0001name\u0001';
const UNSUBSCRIBE_MARK = '\u0001unsubscribe\u0001';

/**
 * `template` rendered once for many members (the weekly digest: one per language), then filled per member with
 * their name and unsubscribe URL: the same message renderMail makes for them, at the cost of a few string joins.
 */
export function mailFiller(
  template: MailTemplate,
  language: MailLanguage,
  values: Omit<MailValues, 'name'>,
  extras: Omit<MailExtras, 'unsubscribeUrl'> = {},
): (name: string | undefined, unsubscribeUrl: string | undefined) => RenderedMail {
  const marked = renderMail(template, language, { ...values, name: NAME_MARK } as MailValues, {
    ...extras,
    unsubscribeUrl: UNSUBSCRIBE_MARK,
  });
  const parts = (text: string) => text.split(UNSUBSCRIBE_MARK).map((piece) => piece.split(NAME_MARK));
  const subject = parts(marked.subject);
  const text = parts(marked.text);
  const html = parts(marked.html);
  const join = (pieces: string[][], name: string, url: string) => pieces.map((piece) => piece.join(name)).join(url);
  return (name, unsubscribeUrl) => {
    // Without a name the greeting differs, and without a URL the footer: rendered as they are.
    if (!name || !unsubscribeUrl || !extras.preferencesUrl) {
      return renderMail(template, language, { ...values, name } as MailValues, { ...extras, unsubscribeUrl });
    }
    const safeName = escapeHtml(name);
    return {
      subject: join(subject, name, unsubscribeUrl),
      text: join(text, name, unsubscribeUrl),
      html: join(html, safeName, escapeHtml(unsubscribeUrl)),
    };
  };
}

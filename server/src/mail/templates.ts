// The site's messages in the member's language: the words come from locales/<language>/mail.json (the site's
// name from common.json), so translators edit mail where they edit the site. Each message has a plain-text
// and an HTML part with the same content; the values put into the words are escaped in the HTML.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT_DIR } from '../config/paths.ts';

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

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

type Messages = Record<string, Record<string, string>>;

const loaded = new Map<MailLanguage, { mail: Messages; site: string }>();

function messages(language: MailLanguage): { mail: Messages; site: string } {
  let found = loaded.get(language);
  if (!found) {
    const read = (namespace: string) =>
      JSON.parse(readFileSync(join(ROOT_DIR, 'locales', language, `${namespace}.json`), 'utf8')) as Messages;
    found = { mail: read('mail'), site: read('common').brand!.name! };
    loaded.set(language, found);
  }
  return found;
}

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
export function renderMail(template: MailTemplate, language: MailLanguage, values: MailValues): RenderedMail {
  const { mail, site } = messages(language);
  const words = mail[template]!;
  const layout = mail.layout!;
  const all = { ...values, site };
  const plain = (key: string, from: Record<string, string> = words) => fill(from[key]!, all, (value) => value);
  const html = (key: string, from: Record<string, string> = words) => fill(escapeHtml(from[key]!), all, escapeHtml);
  const greetingKey = values.name ? 'greeting' : 'greetingAnonymous';
  const { paragraphs, note } = TEMPLATES[template];
  const textParts = [
    plain(greetingKey, layout),
    ...paragraphs.map((key) => plain(key)),
    `${plain('action')}: ${values.url}`,
    ...(note ? [plain('note')] : []),
    plain('signature', layout),
    `--\n${plain('footer', layout)}`,
  ];
  const url = escapeHtml(values.url);
  const paragraph = (content: string) => `<p style="margin:0 0 16px">${content}</p>`;
  const htmlBody = [
    paragraph(html(greetingKey, layout)),
    ...paragraphs.map((key) => paragraph(html(key))),
    `<p style="margin:24px 0"><a href="${url}" style="background:#2563eb;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${html('action')}</a></p>`,
    paragraph(`${html('linkHint', layout)}<br><a href="${url}">${url}</a>`),
    ...(note ? [paragraph(html('note'))] : []),
    paragraph(html('signature', layout)),
    `<hr style="border:none;border-top:1px solid #ddd;margin:24px 0"><p style="color:#666;font-size:12px">${html('footer', layout)}</p>`,
  ];
  const subject = plain('subject');
  return {
    subject,
    text: `${textParts.join('\n\n')}\n`,
    html: `<!doctype html>\n<html lang="${language === 'zh' ? 'zh-CN' : 'en'}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body style="font-family:system-ui,sans-serif;font-size:16px;line-height:1.5;color:#111;max-width:600px;margin:0 auto;padding:24px">${htmlBody.join('')}</body></html>\n`,
  };
}

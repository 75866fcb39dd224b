// The share card of a news flash as SVG (rendered to PNG by sharp): the title wrapped to the card's width, the
// time, importance and tickers, the site's name, all in the story's language. Every text is XML-escaped.

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

/** The installed CJK font first (fonts-wqy-microhei), so Chinese renders; Latin falls back to it too. */
const FONT_FAMILY = `'WenQuanYi Micro Hei', 'Noto Sans CJK SC', 'DejaVu Sans', sans-serif`;
const TITLE_SIZE = 54;
const TITLE_LINE_HEIGHT = 74;
const TITLE_MAX_LINES = 5;
const MARGIN = 72;

/** Escapes text for an SVG text node or attribute; drops the control characters XML forbids. */
export function escapeXml(text: string): string {
  return (
    text
      // eslint-disable-next-line no-control-regex -- matching the control characters is the point: XML 1.0 forbids them.
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&apos;')
  );
}

// CJK, Hangul and full-width forms: square characters, and a line may break between any two of them.
const WIDE = '\\u1100-\\u115f\\u2e80-\\ua4cf\\uac00-\\ud7a3\\uf900-\\ufaff\\ufe30-\\ufe4f\\uff00-\\uff60\\uffe0-\\uffe6';
const WIDE_CHAR = new RegExp(`[${WIDE}]`, 'u');
// Tokens: one wide character, a run of other non-space characters (a Latin word), or a space.
const TOKENS = new RegExp(`[${WIDE}]|[^\\s${WIDE}]+| `, 'gu');

const isWide = (char: string) => WIDE_CHAR.test(char);
// Closing punctuation never starts a line (Chinese typesetting's rule): it stays on the line before, past the edge.
const NO_LINE_START = /^[，。！？、；：）」』》〉”’,.!?;:)\]}…]$/u;

/** Approximate advance of a character in ems: CJK and full-width ones are square, Latin about half as wide. */
function widthOf(char: string): number {
  if (isWide(char)) return 1;
  if (/[A-Z0-9]/.test(char)) return 0.64;
  if (/[il.,:;'|!]/.test(char)) return 0.3;
  if (char === ' ') return 0.3;
  return 0.55;
}

/**
 * Wraps text into at most `maxLines` lines of `maxEms` width: Latin breaks between words (a word too long for
 * a line is cut), CJK between any two characters; the last line ends with an ellipsis when text is left over.
 */
export function wrapText(text: string, maxEms: number, maxLines: number): string[] {
  const tokens = text.replace(/\s+/g, ' ').trim().match(TOKENS) ?? [];
  const lines: string[] = [];
  let line = '';
  let width = 0;
  const measure = (token: string) => [...token].reduce((sum, char) => sum + widthOf(char), 0);
  const push = () => {
    lines.push(line.trimEnd());
    line = '';
    width = 0;
  };
  for (const token of tokens) {
    if (token === ' ' && line === '') continue;
    let tokenWidth = measure(token);
    if (width + tokenWidth > maxEms && line !== '' && !NO_LINE_START.test(token)) push();
    if (token === ' ' && line === '') continue;
    // A word longer than a whole line is cut at the line's end.
    let rest = token;
    while (tokenWidth > maxEms) {
      let cut = '';
      let cutWidth = 0;
      for (const char of rest) {
        if (cutWidth + widthOf(char) > maxEms - width) break;
        cut += char;
        cutWidth += widthOf(char);
      }
      line += cut;
      push();
      rest = rest.slice(cut.length);
      tokenWidth = measure(rest);
    }
    line += rest;
    width += tokenWidth;
  }
  if (line.trim() !== '') push();
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  let last = kept[maxLines - 1]!;
  while (last.length > 0 && measure(last) + 1 > maxEms) last = [...last].slice(0, -1).join('');
  kept[maxLines - 1] = `${last.trimEnd()}…`;
  return kept;
}

export interface CardContent {
  title: string;
  /** The story's language: the card's texts and time zone follow it. */
  language: 'en' | 'zh';
  /** The time as shown ('2025-03-10 17:30 UTC+8'). */
  time: string;
  siteName: string;
  /** 'Flash news' in the story's language. */
  label: string;
  /** The importance tag's text, when the story is important. */
  important?: string;
  tickers: readonly string[];
}

/** The card's SVG document. */
export function cardSvg(card: CardContent): string {
  const maxEms = (CARD_WIDTH - 2 * MARGIN) / TITLE_SIZE;
  const lines = wrapText(card.title, maxEms, TITLE_MAX_LINES);
  const titleTop = 230 + ((TITLE_MAX_LINES - lines.length) * TITLE_LINE_HEIGHT) / 2 - TITLE_LINE_HEIGHT;
  const titleColor = card.important ? '#ff8a80' : '#e7ecf3';
  const title = lines
    .map((line, index) => `<text x="${MARGIN}" y="${titleTop + (index + 1) * TITLE_LINE_HEIGHT}">${escapeXml(line)}</text>`)
    .join('');
  const tickers = card.tickers
    .slice(0, 6)
    .map((ticker) => `$${ticker}`)
    .join('  ·  ');
  const tag = card.important
    ? `<rect x="${CARD_WIDTH - MARGIN - 150}" y="62" width="150" height="48" rx="24" fill="none" stroke="#ff8a80" stroke-width="3"/>` +
      `<text x="${CARD_WIDTH - MARGIN - 75}" y="95" text-anchor="middle" font-size="26" font-weight="bold" fill="#ff8a80">${escapeXml(card.important)}</text>`
    : '';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}">`,
    `<rect width="100%" height="100%" fill="#0b0f19"/>`,
    `<rect x="0" y="0" width="12" height="${CARD_HEIGHT}" fill="#2dd4bf"/>`,
    `<g font-family="${escapeXml(FONT_FAMILY)}">`,
    `<text x="${MARGIN}" y="100" font-size="40" font-weight="bold" fill="#2dd4bf">${escapeXml(card.siteName)}</text>`,
    `<text x="${MARGIN}" y="150" font-size="28" fill="#9ba6b7">${escapeXml(`${card.label} · ${card.time}`)}</text>`,
    tag,
    `<g font-size="${TITLE_SIZE}" font-weight="bold" fill="${titleColor}">${title}</g>`,
    tickers
      ? `<text x="${MARGIN}" y="${CARD_HEIGHT - 60}" font-size="30" font-weight="bold" fill="#2dd4bf">${escapeXml(tickers)}</text>`
      : '',
    `</g>`,
    `</svg>`,
  ].join('');
}

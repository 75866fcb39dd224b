// The share card of a news flash as SVG (rendered to PNG by sharp): the title and the summary wrapped to the text
// column, the time, importance and tickers, the site's name, and the way back to the story (its address, and a QR
// code of it beside the text), all in the story's language. Every text is XML-escaped.

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

/** The installed CJK font first (fonts-wqy-microhei), so Chinese renders; Latin falls back to it too. */
const FONT_FAMILY = `'WenQuanYi Micro Hei', 'Noto Sans CJK SC', 'DejaVu Sans', sans-serif`;
const TITLE_SIZE = 52;
const TITLE_LINE_HEIGHT = 68;
/** Title lines with a summary below it, and without one. */
const TITLE_MAX_LINES = 3;
const TITLE_MAX_LINES_ALONE = 4;
const SUMMARY_SIZE = 28;
const SUMMARY_LINE_HEIGHT = 40;
const SUMMARY_MAX_LINES = 2;
const MARGIN = 72;
const URL_SIZE = 22;
/** The QR code's white square (quiet zone included), bottom right. */
const QR_BOX = 176;
const QR_PADDING = 12;
/** The text column: the card's width less the margins and the QR code's column. */
const TEXT_WIDTH = CARD_WIDTH - 2 * MARGIN - QR_BOX - 32;

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
  /** The story's excerpt, shown below the title; none when empty. */
  summary?: string | null;
  /** The story's public address, printed at the bottom (and encoded by `qr`). */
  url: string;
  /** The QR code of `url`: its modules, row by row, true for dark. */
  qr?: readonly (readonly boolean[])[];
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

/** The QR code as one path of unit squares, scaled into a white box (the quiet zone) at (x, y). */
function qrSvg(modules: readonly (readonly boolean[])[], x: number, y: number): string {
  const count = modules.length;
  if (count === 0) return '';
  const scale = (QR_BOX - 2 * QR_PADDING) / count;
  let path = '';
  modules.forEach((row, rowIndex) =>
    row.forEach((dark, column) => {
      if (dark) path += `M${column} ${rowIndex}h1v1h-1z`;
    }),
  );
  return (
    `<rect x="${x}" y="${y}" width="${QR_BOX}" height="${QR_BOX}" rx="12" fill="#ffffff"/>` +
    `<path transform="translate(${x + QR_PADDING} ${y + QR_PADDING}) scale(${scale.toFixed(4)})" fill="#0b0f19" d="${path}"/>`
  );
}

/** The card's SVG document. */
export function cardSvg(card: CardContent): string {
  const summary = card.summary?.trim() ? wrapText(card.summary, TEXT_WIDTH / SUMMARY_SIZE, SUMMARY_MAX_LINES) : [];
  const lines = wrapText(card.title, TEXT_WIDTH / TITLE_SIZE, summary.length > 0 ? TITLE_MAX_LINES : TITLE_MAX_LINES_ALONE);
  const titleTop = 172;
  const titleColor = card.important ? '#ff8a80' : '#e7ecf3';
  const title = lines
    .map((line, index) => `<text x="${MARGIN}" y="${titleTop + (index + 1) * TITLE_LINE_HEIGHT}">${escapeXml(line)}</text>`)
    .join('');
  const summaryTop = titleTop + lines.length * TITLE_LINE_HEIGHT + 16;
  const summaryText = summary
    .map((line, index) => `<text x="${MARGIN}" y="${summaryTop + (index + 1) * SUMMARY_LINE_HEIGHT}">${escapeXml(line)}</text>`)
    .join('');
  const tickers = card.tickers
    .slice(0, 6)
    .map((ticker) => `$${ticker}`)
    .join('  ·  ');
  const tag = card.important
    ? `<rect x="${CARD_WIDTH - MARGIN - 150}" y="62" width="150" height="48" rx="24" fill="none" stroke="#ff8a80" stroke-width="3"/>` +
      `<text x="${CARD_WIDTH - MARGIN - 75}" y="95" text-anchor="middle" font-size="26" font-weight="bold" fill="#ff8a80">${escapeXml(card.important)}</text>`
    : '';
  // The address as people type it (no scheme), cut to the text column when the origin is unusually long, keeping
  // its end (the story's id); the QR code holds it whole.
  const urlChars = Math.floor(TEXT_WIDTH / (URL_SIZE * 0.55));
  const shown = card.url.replace(/^https?:\/\//, '');
  const url = shown.length > urlChars ? `…${shown.slice(-(urlChars - 1))}` : shown;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}">`,
    `<rect width="100%" height="100%" fill="#0b0f19"/>`,
    `<rect x="0" y="0" width="12" height="${CARD_HEIGHT}" fill="#2dd4bf"/>`,
    `<g font-family="${escapeXml(FONT_FAMILY)}">`,
    `<text x="${MARGIN}" y="100" font-size="40" font-weight="bold" fill="#2dd4bf">${escapeXml(card.siteName)}</text>`,
    `<text x="${MARGIN}" y="150" font-size="28" fill="#9ba6b7">${escapeXml(`${card.label} · ${card.time}`)}</text>`,
    tag,
    `<g font-size="${TITLE_SIZE}" font-weight="bold" fill="${titleColor}">${title}</g>`,
    summaryText ? `<g font-size="${SUMMARY_SIZE}" fill="#c3cad6">${summaryText}</g>` : '',
    tickers
      ? `<text x="${MARGIN}" y="${CARD_HEIGHT - 96}" font-size="30" font-weight="bold" fill="#2dd4bf">${escapeXml(tickers)}</text>`
      : '',
    `<text x="${MARGIN}" y="${CARD_HEIGHT - 48}" font-size="${URL_SIZE}" fill="#9ba6b7">${escapeXml(url)}</text>`,
    `</g>`,
    card.qr ? qrSvg(card.qr, CARD_WIDTH - MARGIN - QR_BOX, CARD_HEIGHT - 48 - QR_BOX + 8) : '',
    `</svg>`,
  ].join('');
}

/** The text of an editor and its selection (start <= end, offsets into text). */
export interface EditState {
  text: string;
  start: number;
  end: number;
}

export type MarkdownFormat = 'bold' | 'italic' | 'code' | 'link' | 'bullet-list' | 'numbered-list';

const WRAPPERS = { bold: '**', italic: '_', code: '`' } as const;

/** Replaces the selection with `snippet`, selecting `[selectFrom, selectTo)` of the snippet afterwards. */
function replaceSelection(state: EditState, snippet: string, selectFrom: number, selectTo: number): EditState {
  const text = state.text.slice(0, state.start) + snippet + state.text.slice(state.end);
  return { text, start: state.start + selectFrom, end: state.start + selectTo };
}

/** Wraps the selection in a marker ('**bold**'); with nothing selected, inserts `placeholder` wrapped and selected. */
function wrap(state: EditState, marker: string, placeholder: string): EditState {
  const selected = state.text.slice(state.start, state.end);
  const inner = selected || placeholder;
  // A multi-line selection as code becomes a fenced block.
  if (marker === '`' && inner.includes('\n')) {
    const fence = '```\n';
    return replaceSelection(state, `${fence}${inner}\n\`\`\``, fence.length, fence.length + inner.length);
  }
  return replaceSelection(state, `${marker}${inner}${marker}`, marker.length, marker.length + inner.length);
}

/** '[text](url)' from the selection, with 'url' selected so it can be typed over at once. */
function link(state: EditState, placeholder: string): EditState {
  const label = state.text.slice(state.start, state.end) || placeholder;
  const url = 'https://';
  const snippet = `[${label}](${url})`;
  return replaceSelection(state, snippet, label.length + 3, label.length + 3 + url.length);
}

/** Prefixes every line the selection touches with a list marker ('- ', '1. ', '2. ' ...). */
function list(state: EditState, ordered: boolean): EditState {
  const lineStart = state.text.lastIndexOf('\n', state.start - 1) + 1;
  const nextBreak = state.text.indexOf('\n', state.end);
  const lineEnd = nextBreak === -1 ? state.text.length : nextBreak;
  const lines = state.text.slice(lineStart, lineEnd).split('\n');
  const block = lines.map((line, index) => `${ordered ? `${index + 1}.` : '-'} ${line}`).join('\n');
  const text = state.text.slice(0, lineStart) + block + state.text.slice(lineEnd);
  return { text, start: lineStart + block.length, end: lineStart + block.length };
}

/** Applies a toolbar format to the text at the selection; `placeholder` stands in for an empty selection. */
export function applyFormat(state: EditState, format: MarkdownFormat, placeholder: string): EditState {
  switch (format) {
    case 'bold':
    case 'italic':
    case 'code':
      return wrap(state, WRAPPERS[format], placeholder);
    case 'link':
      return link(state, placeholder);
    case 'bullet-list':
      return list(state, false);
    case 'numbered-list':
      return list(state, true);
  }
}

/** Inserts a block (an image) at the selection on a line of its own; the caret goes after it. */
export function insertBlock(state: EditState, block: string): EditState {
  const before = state.text.slice(0, state.start);
  const after = state.text.slice(state.end);
  const lead = before === '' || before.endsWith('\n') ? '' : '\n';
  const trail = after.startsWith('\n') ? '' : '\n';
  const snippet = `${lead}${block}${trail}`;
  const caret = lead.length + block.length + trail.length;
  return replaceSelection(state, snippet, caret, caret);
}

/** A member offered by the @mention autocomplete. */
export interface MentionOption {
  username: string;
  displayName: string;
}

/** Finds the members whose username or display name starts with or contains the typed part of an @mention. */
export type MentionSource = (query: string) => Promise<MentionOption[]>;

/** The @mention being typed at the caret: where its `@` is and the name typed after it (the server's rule). */
export interface TypedMention {
  start: number;
  query: string;
}

// As public.mentioned_members: an @ at the start or after a character that cannot end a name, 3-30 name characters
// in all; while typing, one character is enough to ask.
const TYPED = /(?:^|[^A-Za-z0-9_@])@([A-Za-z0-9_]{1,30})$/;

/** The @mention typed just before the caret, or null. */
export function typedMention(text: string, caret: number): TypedMention | null {
  const before = text.slice(0, caret);
  const match = TYPED.exec(before);
  if (!match) return null;
  const query = match[1]!;
  return { start: caret - query.length - 1, query };
}

/** The text with the typed mention replaced by `@username ` and the caret after it. */
export function insertMention(text: string, mention: TypedMention, username: string): { text: string; caret: number } {
  const end = mention.start + 1 + mention.query.length;
  const inserted = `@${username} `;
  const rest = text.slice(end).replace(/^ /, '');
  return { text: text.slice(0, mention.start) + inserted + rest, caret: mention.start + inserted.length };
}

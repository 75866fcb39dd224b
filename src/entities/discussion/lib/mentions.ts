import { COLUMN_LENGTHS } from '@/shared/config';

/** A run of plain text, or an @mention of a member by username. */
export type TextPart = { text: string } | { username: string };

// The database's rule (public.mentioned_members): @ and a username (3-30 of A-Z, a-z, 0-9, _: the lengths of
// user_profiles' CHECK), not inside a word or an email address, and not followed by more username characters.
const { min, max } = COLUMN_LENGTHS.user_profiles.username;
const mentionPattern = new RegExp(`(^|[^A-Za-z0-9_@])@([A-Za-z0-9_]{${min},${max}})(?![A-Za-z0-9_])`, 'g');

/** Splits a discussion or comment text into plain runs and @mentions, in order. */
export function splitMentions(content: string): TextPart[] {
  const parts: TextPart[] = [];
  let plainFrom = 0;
  for (const match of content.matchAll(mentionPattern)) {
    const start = match.index + match[1]!.length;
    if (start > plainFrom) parts.push({ text: content.slice(plainFrom, start) });
    parts.push({ username: match[2]! });
    plainFrom = start + 1 + match[2]!.length;
  }
  if (plainFrom < content.length) parts.push({ text: content.slice(plainFrom) });
  return parts;
}

/** The address of a member's public profile. */
export const memberPath = (username: string) => `/u/${encodeURIComponent(username)}`;

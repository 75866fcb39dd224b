import { isLanguage } from '@/shared/lib/i18n';
import { readStorage, removeStorage, writeStorage } from '@/shared/lib/storage';
import type { PostFormValues } from './postForm';

// Unsaved form text is kept per member and per post, so a reload, a crash or an expired session
// loses nothing, and another member signing in on this browser never sees it.
function draftKey(userId: string, postId: string | null): string {
  return `write-blog-draft:${userId}:${postId ?? 'new'}`;
}

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

function parseDraft(text: string | null): PostFormValues | null {
  if (!text) return null;
  let value: Partial<Record<keyof PostFormValues, unknown>>;
  try {
    value = JSON.parse(text) as typeof value;
  } catch {
    return null;
  }
  const { title, excerpt, content, imageUrl, categoryId, tags, featured, published, language } = value;
  const valid =
    typeof title === 'string' &&
    typeof excerpt === 'string' &&
    typeof content === 'string' &&
    (imageUrl === null || typeof imageUrl === 'string') &&
    typeof categoryId === 'string' &&
    isStringArray(tags) &&
    typeof featured === 'boolean' &&
    typeof published === 'boolean' &&
    isLanguage(language);
  return valid ? { title, excerpt, content, imageUrl, categoryId, tags, featured, published, language } : null;
}

export interface DraftStore {
  read: () => PostFormValues | null;
  write: (values: PostFormValues) => void;
  clear: () => void;
}

/** The browser copy of one member's unsaved post (a new one when `postId` is null). */
export function draftStore(userId: string, postId: string | null): DraftStore {
  const key = draftKey(userId, postId);
  return {
    read: () => parseDraft(readStorage(key)),
    write: (values) => writeStorage(key, JSON.stringify(values)),
    clear: () => removeStorage(key),
  };
}

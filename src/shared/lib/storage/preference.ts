import { writeStorage } from './storage';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Reads a cookie of this site by name (undefined when absent or unreadable). */
export function readCookie(name: string): string | undefined {
  try {
    const prefix = `${name}=`;
    const entry = document.cookie.split('; ').find((part) => part.startsWith(prefix));
    return entry === undefined ? undefined : decodeURIComponent(entry.slice(prefix.length));
  } catch {
    return undefined;
  }
}

/**
 * Remembers a reader's preference (language, theme, time zone) in localStorage and in a cookie, so the server
 * renders the next page with it. Never sent anywhere else; nothing identifies the reader.
 */
export function writePreference(key: string, value: string): void {
  writeStorage(key, value);
  try {
    document.cookie = `${key}=${encodeURIComponent(value)}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax${location.protocol === 'https:' ? '; Secure' : ''}`;
  } catch {
    // Cookies disabled: the choice still applies in this browser.
  }
}

/** Deletes a cookie of this site that is readable by scripts (Path=/). */
export function removeCookie(name: string): void {
  try {
    document.cookie = `${name}=; Path=/; Max-Age=0; SameSite=Lax`;
  } catch {
    // Cookies disabled: there is none to delete.
  }
}

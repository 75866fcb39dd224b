import { createContext, useContext, useSyncExternalStore } from 'react';

/**
 * What a server render assumed about the reader: the time it rendered at and the reader's time zone (from the
 * `tz` cookie, else UTC). The browser hydrates with the same values, so dates and relative times match the
 * server's HTML, then switches to its own clock and zone.
 */
export interface RenderEnv {
  now: number;
  timeZone: string;
  /** The site's public origin (SITE_URL, else the request's), for absolute links rendered into the page. */
  origin: string;
  /**
   * The signed-in member's name from the `member` hint cookie (set and cleared by /auth), when the request had one:
   * the header renders their account menu instead of Login from the first paint.
   */
  member?: string;
  /** The member's hint says they are a site admin (the `moderator` hint cookie): moderators' controls keep their place. */
  moderator?: boolean;
  /** The server knew no zone of the reader (no `tz` cookie: a first visit) and rendered in UTC. */
  zoneUnknown?: boolean;
}

export const RenderEnvContext = createContext<RenderEnv | null>(null);

const subscribeNever = () => () => {};

/** False while rendering on the server and while hydrating its HTML; true once the browser renders on its own. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}

/** The server render's clock and time zone while its HTML is being matched; empty (the browser's own) after. */
export function useRenderEnv(): Partial<RenderEnv> {
  const env = useContext(RenderEnvContext);
  return useHydrated() || !env ? {} : env;
}

/**
 * The zone to group a list's days in (the news stream's): the browser's (undefined) once hydrated; while hydrating,
 * the zone the page's inline TIMES script regrouped the server's HTML in before the first paint (it marks
 * `<html data-day-zone>`, server/src/http/ssr/document.ts), else the server render's.
 */
export function useDayZone(): string | undefined {
  const { timeZone } = useRenderEnv();
  if (timeZone === undefined || typeof document === 'undefined') return timeZone;
  return document.documentElement.dataset.dayZone ?? timeZone;
}

/** The site's origin: the server render's while on or from the server, else the browser's. */
export function useSiteOrigin(): string {
  return useContext(RenderEnvContext)?.origin ?? window.location.origin;
}

/** The member's name the server rendered the page's header for (the hint cookie); undefined once hydrated. */
export function useMemberHint(): string | undefined {
  return useRenderEnv().member;
}

/** Whether the server rendered the page for a moderator (the hint cookie); false once hydrated. */
export function useModeratorHint(): boolean {
  return useRenderEnv().moderator === true;
}

/** Cookie that tells the server the signed-in member is a site admin ('1'; a hint, set and cleared by /auth). */
export const moderatorHintCookie = 'moderator';

/** Cookie that names the signed-in member for the server's render (not a credential; set and cleared by /auth). */
export const memberHintCookie = 'member';

/** Cookie that tells the server the reader's time zone (IANA name). */
export const timeZoneCookie = 'tz';

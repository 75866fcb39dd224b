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

/**
 * One value the server render assumed while its HTML is being matched, then the browser's own. A component re-renders
 * after hydration only when the two differ (React compares the snapshots): with one "hydrated" flag for all of them,
 * every component that formats a date re-rendered, so hydrating a page ended in one synchronous re-render of nearly
 * all of it (issue 30's blocking time), though the server usually rendered in the reader's own zone.
 * `browser` and `server` return a primitive (a snapshot is compared with Object.is).
 */
function useServerValue<T>(browser: () => T, server: (env: RenderEnv) => T): T {
  const env = useContext(RenderEnvContext);
  return useSyncExternalStore(subscribeNever, browser, () => (env ? server(env) : browser()));
}

let browserZoneName: string | undefined;
/** The browser's own time zone (what Intl uses when given none). */
function browserZone(): string | undefined {
  browserZoneName ??= Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  return browserZoneName;
}

/**
 * The time zone to format times in: the server render's while its HTML is hydrated, then the browser's. After
 * hydration it is the browser's zone by name, which formats as no zone does, so a page the server rendered in the
 * reader's zone (the tz cookie) is not rendered again when it hydrates.
 */
export function useRenderZone(): string | undefined {
  return useServerValue(browserZone, (env) => env.timeZone);
}

/** The server render's clock (ms) while its HTML is hydrated; undefined (the browser's clock) after. */
export function useRenderClock(): number | undefined {
  return useServerValue(
    () => undefined,
    (env) => env.now,
  );
}

/** The server rendered in UTC, knowing no zone of the reader (a first visit); false once hydrated. */
export function useZoneUnknown(): boolean {
  return useServerValue(
    () => false,
    (env) => env.zoneUnknown === true,
  );
}

/**
 * The zone to group a list's days in (the news stream's): the browser's once hydrated; while hydrating, the zone the
 * page's inline TIMES script regrouped the server's HTML in before the first paint (it marks `<html data-day-zone>`,
 * server/src/http/ssr/document.ts), else the server render's.
 */
export function useDayZone(): string | undefined {
  return useServerValue(browserZone, (env) =>
    typeof document === 'undefined' ? env.timeZone : (document.documentElement.dataset.dayZone ?? env.timeZone),
  );
}

/** The site's origin: the server render's while on or from the server, else the browser's. */
export function useSiteOrigin(): string {
  return useContext(RenderEnvContext)?.origin ?? window.location.origin;
}

/** The member's name the server rendered the page's header for (the hint cookie); undefined once hydrated. */
export function useMemberHint(): string | undefined {
  return useServerValue(
    () => undefined,
    (env) => env.member,
  );
}

/** Whether the server rendered the page for a moderator (the hint cookie); false once hydrated. */
export function useModeratorHint(): boolean {
  return useServerValue(
    () => false,
    (env) => env.moderator === true,
  );
}

/** Cookie that tells the server the signed-in member is a site admin ('1'; a hint, set and cleared by /auth). */
export const moderatorHintCookie = 'moderator';

/** Cookie that names the signed-in member for the server's render (not a credential; set and cleared by /auth). */
export const memberHintCookie = 'member';

/** Cookie that tells the server the reader's time zone (IANA name). */
export const timeZoneCookie = 'tz';

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

/** The site's origin: the server render's while on or from the server, else the browser's. */
export function useSiteOrigin(): string {
  return useContext(RenderEnvContext)?.origin ?? window.location.origin;
}

/** Cookie that tells the server the reader's time zone (IANA name). */
export const timeZoneCookie = 'tz';

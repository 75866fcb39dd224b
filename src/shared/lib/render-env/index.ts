export { RenderEnvContext, timeZoneCookie, useHydrated, useRenderEnv, useSiteOrigin, type RenderEnv } from './renderEnv';

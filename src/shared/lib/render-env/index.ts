export {
  memberHintCookie,
  RenderEnvContext,
  timeZoneCookie,
  useHydrated,
  useMemberHint,
  useRenderEnv,
  useSiteOrigin,
  type RenderEnv,
} from './renderEnv';

export {
  memberHintCookie,
  moderatorHintCookie,
  RenderEnvContext,
  timeZoneCookie,
  useDayZone,
  useHydrated,
  useMemberHint,
  useModeratorHint,
  useRenderEnv,
  useSiteOrigin,
  type RenderEnv,
} from './renderEnv';

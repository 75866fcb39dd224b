export {
  adoptSession,
  dismissSessionNotice,
  getAccessToken,
  invalidateAccessToken,
  signIn,
  completeTwoFactor,
  signInWithMagic,
  refreshSessionNow,
  signOut,
  signUp,
  startSession,
  useMemberChanges,
  useSession,
  useSessionNotice,
} from './model/session';
export type { Session, SessionNotice, TwoFactorChallenge } from './model/session';
export { displayName } from './lib/displayName';

export {
  adoptSession,
  dismissSessionNotice,
  getAccessToken,
  invalidateAccessToken,
  signIn,
  signOut,
  signUp,
  startSession,
  useMemberChanges,
  useSession,
  useSessionNotice,
} from './model/session';
export type { Session, SessionNotice } from './model/session';
export { displayName } from './lib/displayName';

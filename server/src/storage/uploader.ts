import { ROLES, type RequestHeaders, type ResolveOptions, type Session, type SessionResolver } from '../session/index.ts';
import { StorageError } from './errors.ts';
import { isFolderName } from './paths.ts';

const USER_ID_VARIABLE = 'x-hasura-user-id';
const EMAIL_VERIFIED_VARIABLE = 'x-hasura-email-verified';

/** Folders an admin may name (spec section 6); everyone else uploads under their own user id. */
export const ADMIN_FOLDERS = ['blog', 'discussion', 'profile', 'general'] as const;
const DEFAULT_ADMIN_FOLDER = 'general';

/** A member, or an admin (site_admin allowed by the token or asked for, or the admin secret, which may lack a user id). */
/** `emailVerified`: the token's x-hasura-email-verified is 'true' (issue 32: unverified members upload a few images a day). */
export type Uploader = { isAdmin: false; userId: string; emailVerified: boolean } | { isAdmin: true; userId: string | undefined };

export interface UploaderOptions {
  sessions: SessionResolver;
  /** HASURA_GRAPHQL_UNAUTHORIZED_ROLE: the role of a request without credentials. */
  unauthorizedRole: string;
}

function unauthenticated(message: string): StorageError {
  return new StorageError('unauthenticated', message);
}

async function resolveOrRefuse(headers: RequestHeaders, sessions: SessionResolver, client?: ResolveOptions): Promise<Session> {
  try {
    return await sessions.resolve(headers, client);
  } catch (error) {
    throw unauthenticated(`The sign-in is not valid (${(error as Error).message}); sign in again.`);
  }
}

/** True when the caller acts, or could ask to act, as site_admin. */
function mayActAsSiteAdmin(session: Session): boolean {
  return session.role === ROLES.siteAdmin || (session.allowedRoles?.includes(ROLES.siteAdmin) ?? false);
}

/** Who uploads, from the same session resolution as the GraphQL engine; refuses visitors. */
export async function resolveUploader(headers: RequestHeaders, options: UploaderOptions, client?: ResolveOptions): Promise<Uploader> {
  const session = await resolveOrRefuse(headers, options.sessions, client);
  if (session.role === options.unauthorizedRole) throw unauthenticated('Sign in to upload images.');
  const userId = session.variables[USER_ID_VARIABLE];
  if (userId !== undefined && !isFolderName(userId)) throw unauthenticated('The sign-in carries an invalid user id; sign in again.');
  if (session.isAdmin) return { userId, isAdmin: true };
  if (userId === undefined) throw unauthenticated('The sign-in carries no user id (x-hasura-user-id); sign in again.');
  if (mayActAsSiteAdmin(session)) return { userId, isAdmin: true };
  return { userId, isAdmin: false, emailVerified: session.variables[EMAIL_VERIFIED_VARIABLE] === 'true' };
}

/**
 * The folder of an upload (spec section 6): an admin's named folder (blog, discussion, profile, general),
 * else the uploader's own user id. A member's folder field is ignored, as the spec says.
 */
export function chooseFolder(uploader: Uploader, requested: string | undefined): string {
  if (!uploader.isAdmin) return uploader.userId;
  if (requested === undefined) return uploader.userId ?? DEFAULT_ADMIN_FOLDER;
  if (!(ADMIN_FOLDERS as readonly string[]).includes(requested)) {
    throw new StorageError('folder-invalid', `Unknown folder "${requested}"; use one of ${ADMIN_FOLDERS.join(', ')}.`);
  }
  return requested;
}

// Who a view is counted for, and whose budget a page view takes from: the client's address as the engine
// forwards it, and the signed-in member.
import type { IncomingHttpHeaders } from 'node:http';
import { ROLES } from '#contract/roles.ts';
import { addressKey } from '../../limits/address.ts';
import { isUuid } from './input.ts';

const MEMBER_ROLES = new Set<string>([ROLES.user, ROLES.siteAdmin]);

/** The signed-in member a view belongs to, or null for a visitor (and for the admin secret). */
export function memberOf(session: Record<string, string>): string | null {
  const role = session['x-hasura-role'] ?? '';
  const id = session['x-hasura-user-id'];
  return MEMBER_ROLES.has(role) && isUuid(id) ? id.toLowerCase() : null;
}

export function firstHeader(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * The client's address from the X-Forwarded-For the engine forwards (actions with forward_client_headers):
 * its last entry, the one the nearest proxy wrote (this server's GraphQL route sets it to the address it
 * resolved; in front of Hasura the load balancer appends it), so the client cannot choose it. An IPv6
 * address stands for its /64, which one client usually holds whole. 'unknown' when there is none.
 */
export function clientAddressOf(headers: IncomingHttpHeaders): string {
  const entries = (firstHeader(headers['x-forwarded-for']) ?? '').split(',');
  return addressKey(entries[entries.length - 1]);
}

// Keeps the feed fetcher away from the server's own network: a feed URL an admin types must not make the
// server read loopback, private, link-local or other non-public addresses (metadata services, databases).
import { isIP, type LookupFunction } from 'node:net';
import { lookup as dnsLookup, type LookupAddress, type LookupAllOptions } from 'node:dns';
import ipaddr from 'ipaddr.js';

// IPv6 ranges whose last 32 bits are an IPv4 address the packets end up at: IPv4-mapped (::ffff:0:0/96),
// IPv4-compatible (::/96, deprecated) and NAT64's well-known prefix (64:ff9b::/96). They are judged as that
// IPv4 address, so ::ffff:10.0.0.1 or 64:ff9b::127.0.0.1 cannot reach the server's own network.
const EMBEDDING_IPV4: ReadonlyArray<[ipaddr.IPv6, number]> = [
  ipaddr.IPv6.parseCIDR('::ffff:0:0/96'),
  ipaddr.IPv6.parseCIDR('::/96'),
  ipaddr.IPv6.parseCIDR('64:ff9b::/96'),
];

function embeddedIpv4(address: ipaddr.IPv6): ipaddr.IPv4 | undefined {
  if (!EMBEDDING_IPV4.some((range) => address.match(range))) return undefined;
  // :: and ::1 lie in ::/96 but are IPv6's own unspecified and loopback addresses: not an IPv4 address.
  const range = address.range();
  if (range === 'unspecified' || range === 'loopback') return undefined;
  return ipaddr.IPv4.parse(
    address.parts
      .slice(6)
      .flatMap((part) => [part >> 8, part & 0xff])
      .join('.'),
  );
}

/**
 * True for an address on the public internet: ipaddr.js's `unicast` range, i.e. none of the special ranges
 * (private, loopback, link-local, carrier-grade NAT, multicast, documentation, benchmarking, unique-local,
 * 6to4, Teredo, local-use NAT64 ...). An IPv6 address embedding an IPv4 one is judged as that IPv4 address.
 * Only the canonical forms that DNS answers and URL hosts give are read (not `127.1` or `0x7f.0.0.1`).
 */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  if (family === 4) return ipaddr.IPv4.parse(address).range() === 'unicast';
  const parsed = ipaddr.IPv6.parse(address);
  const ipv4 = embeddedIpv4(parsed);
  if (ipv4) return ipv4.range() === 'unicast';
  return parsed.range() === 'unicast';
}

export class BlockedAddressError extends Error {
  readonly code = 'address-not-public';

  constructor(host: string, address: string) {
    super(`${host} resolves to ${address}, which is not a public address`);
    this.name = 'BlockedAddressError';
  }
}

type Resolve = (
  hostname: string,
  options: LookupAllOptions,
  callback: (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void,
) => void;

/**
 * A DNS lookup for http.request that refuses non-public addresses. The check is on the address the socket
 * will connect to, so a name that resolves differently on a second lookup cannot slip through.
 */
export function guardLookup(resolve: Resolve): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const refused = addresses.find((entry) => !isPublicAddress(entry.address));
      if (refused) return callback(new BlockedAddressError(hostname, refused.address), '', 0);
      if (options.all) return (callback as unknown as (error: null, all: LookupAddress[]) => void)(null, addresses);
      const [first] = addresses;
      if (!first) return callback(Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }), '', 0);
      return callback(null, first.address, first.family);
    });
  };
}

export const publicOnlyLookup: LookupFunction = guardLookup((hostname, options, callback) => dnsLookup(hostname, options, callback));

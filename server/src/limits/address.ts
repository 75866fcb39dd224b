// The key under which a client address draws on per-address budgets, throttles and limits: an IPv4 address as
// it is, an IPv6 address as its /64 (one subscriber usually holds a whole /64, and can pick any of its 2^64
// addresses per request). IPv4-mapped IPv6 (::ffff:a.b.c.d) is the IPv4 address.
import ipaddr from 'ipaddr.js';

/**
 * Keys of the addresses seen last (each request asks for its address's key more than once, and parsing is most of
 * the cost), the oldest dropped first; only texts as long as an address can be, so the memory stays bounded.
 */
const KEYS_KEPT = 4096;
const LONGEST_KEPT = 64;
const keys = new Map<string, string>();

/** The budget key of a client address; 'unknown' for none or a string that is not an address. */
export function addressKey(address: string | undefined): string {
  if (address === undefined) return 'unknown';
  let key = keys.get(address);
  if (key === undefined) {
    key = keyOf(address);
    if (address.length <= LONGEST_KEPT) {
      if (keys.size >= KEYS_KEPT) keys.delete(keys.keys().next().value!);
      keys.set(address, key);
    }
  }
  return key;
}

function keyOf(address: string): string {
  const text = address.trim();
  if (!ipaddr.isValid(text)) return 'unknown';
  const parsed = ipaddr.process(text);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  return `${ipaddr.IPv6.networkAddressFromCIDR(`${parsed.toString()}/64`).toString()}/64`;
}

/** What each address key holds at once (open sockets, operations under way), up to a limit per key. */
export interface HeldCounts {
  /** Counts one more for the key unless it holds the limit already; whether it was counted. */
  take(key: string): boolean;
  /** Gives one back (the key is forgotten at zero). */
  release(key: string): void;
}

export function createHeldCounts(limit: number): HeldCounts {
  const counts = new Map<string, number>();
  return {
    take(key) {
      const held = counts.get(key) ?? 0;
      if (held >= limit) return false;
      counts.set(key, held + 1);
      return true;
    },
    release(key) {
      const left = (counts.get(key) ?? 1) - 1;
      if (left <= 0) counts.delete(key);
      else counts.set(key, left);
    },
  };
}

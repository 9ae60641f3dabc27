// The caller's address, the one place that reads it (sessions record it; the limits key on it).
// Behind a reverse proxy (TRUST_PROXY=<number of proxies in front of us>, e.g. 1) the address is taken from
// X-Forwarded-For counted from the RIGHT: each proxy appends the address it saw, so the right-most entries
// are the ones our own proxies wrote, while everything to their left is whatever the client sent and can
// be forged (taking the first entry would let anyone pick a fresh address per request and void every limit).
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { AppEnv } from '../context.ts';

export function clientAddress(c: Context<AppEnv>): string {
  const hops = c.var.deps.config.trustProxy;
  let socketAddress: string | undefined;
  try {
    socketAddress = getConnInfo(c).remote.address;
  } catch {
    // app.request() without an incoming socket (some tests) has no address.
    socketAddress = 'unknown';
  }
  return addressFrom(hops, hops > 0 ? c.req.header('x-forwarded-for') : undefined, socketAddress);
}

/** The same reading from raw parts: also used by the exchange 304 fast path, before hono (exchange/feed-api/not-modified-fast.ts). */
export function addressFrom(hops: number, forwardedFor: string | undefined, socketAddress: string | undefined): string {
  if (hops > 0) {
    const chain = (forwardedFor ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    // With n proxies, the n-th entry from the right is the address the outermost proxy saw.
    const seen = chain[chain.length - hops];
    if (seen) return normalize(seen);
  }
  return normalize(socketAddress ?? 'unknown');
}

/** IPv4-mapped IPv6 (::ffff:1.2.3.4) is the IPv4 address it carries. */
function normalize(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return (mapped ? mapped[1]! : address).toLowerCase();
}

/**
 * The subject a per-address limit counts: the address itself for IPv4, its /64 network for IPv6,
 * since one home or phone is routinely given a whole /64 and could otherwise rotate through it.
 */
export function addressBucket(address: string): string {
  if (!address.includes(':')) return address;
  const [head = ''] = address.split('%');
  const [left = '', right] = head.split('::');
  const leftGroups = left ? left.split(':') : [];
  const rightGroups = right !== undefined && right !== '' ? right.split(':') : [];
  const missing = 8 - leftGroups.length - rightGroups.length;
  const groups = right === undefined ? leftGroups : [...leftGroups, ...Array(Math.max(missing, 0)).fill('0'), ...rightGroups];
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

import { createHash } from 'node:crypto';
import { isIP } from 'node:net';
import type { HeaderValue } from '../http/types';

// Who is calling, for the per-client throttles.
//
// Every request reaches a function through Google's front end (the load balancer in front of Cloud
// Run, which runs Cloud Functions v2), whether it came through a Hosting rewrite or straight to the
// function's own run.app / cloudfunctions.net address. That front end does not replace an
// X-Forwarded-For the caller sent: it appends two hops, the address that connected to it and its
// own — `<whatever the caller wrote>, <client address>, <Google's address>` (Google Cloud,
// "External Application Load Balancer overview", section "X-Forwarded-For header":
// https://cloud.google.com/load-balancing/docs/https#x-forwarded-for_header). Through Hosting the
// client hop is the visitor's address too (Hosting's edge passes the visitor on; observed as
// `<visitor>, <Google address>` behind Hosting). So the one hop nobody outside Google can write is
// the second from the right, and that is the only one read here. Anything to its left is the
// caller's own text and is ignored, however it looks.
//
// The hop must parse as an IPv4 or IPv6 address. IPv6 clients are counted by their /64: one home
// or phone gets a whole /64, so counting single addresses would hand out billions of budgets.
//
// Fewer than two hops (the emulators, which have no front end; `npm start` in a browser) or a hop
// that is not an address: every such request shares the one "unknown" client. In production that
// cannot happen, and where it could, the per-account and overall limits still hold
// (throttle-config.ts).

export const UNKNOWN_CLIENT = 'unknown';

/** Google's front end appends `<client>, <itself>`: the client is the second hop from the right. */
const PLATFORM_HOPS_AFTER_CLIENT = 1;

function lastHeader(value: HeaderValue): string {
  // Repeated headers arrive as an array; the platform appends to the last one.
  const header = Array.isArray(value) ? value[value.length - 1] : value;
  return header ?? '';
}

function expandIpv6(address: string): number[] | undefined {
  const [head = '', tail] = address.split('::');
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((g) => parseInt(g, 16)));
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  const missing = 8 - left.length - right.length;
  const groups = tail === undefined ? left : [...left, ...Array<number>(missing).fill(0), ...right];
  return groups.length === 8 && groups.every((g) => Number.isInteger(g)) ? groups : undefined;
}

/** The throttling identity of one address: IPv4 as is, IPv6 as its /64 prefix. */
export function addressIdentity(hop: string): string | undefined {
  const address = hop.trim().toLowerCase();
  const version = isIP(address);
  if (version === 4) return address;
  if (version !== 6) return undefined;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (mapped?.[1] && isIP(mapped[1]) === 4) return mapped[1];
  // An embedded IPv4 tail (rare outside ::ffff:) does not change the first four groups.
  const groups = expandIpv6(address.replace(/:\d+\.\d+\.\d+\.\d+$/, ':0:0'));
  if (!groups) return undefined;
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/** The address Google's front end appended to X-Forwarded-For; UNKNOWN_CLIENT when there is none. */
export function clientAddress(forwardedFor: HeaderValue): string {
  const hops = lastHeader(forwardedFor).split(',');
  const index = hops.length - 1 - PLATFORM_HOPS_AFTER_CLIENT;
  if (index < 0) return UNKNOWN_CLIENT;
  return addressIdentity(hops[index] ?? '') ?? UNKNOWN_CLIENT;
}

/**
 * A throttle key `<purpose>:<sha256>`: hashed so slot ids hold neither addresses nor emails, and are
 * always valid document ids whatever the input.
 */
export function throttleKey(purpose: string, ...parts: readonly string[]): string {
  const digest = createHash('sha256').update(parts.join('\n')).digest('hex');
  return `${purpose}:${digest}`;
}

/** Emails differ only in case for one mailbox as far as Firebase Auth is concerned. */
export function normalEmail(email: string): string {
  return email.trim().toLowerCase();
}

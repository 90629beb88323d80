import type { LookupAddress } from 'node:dns';
import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * Addresses a webhook may not reach unless the setting webhooks_allow_private_addresses allows them (decision 258):
 * loopback, private, link-local, carrier-grade NAT, unspecified, multicast and reserved ranges, IPv4 and IPv6
 * (IPv4-mapped IPv6 addresses are read as IPv4).
 */
const refused = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  refused.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  // NAT64 for local use (RFC 8215): translated to addresses of the operator's choosing.
  ['64:ff9b:1::', 48],
] as const)
  refused.addSubnet(net, bits, 'ipv6');

/** The eight 16-bit groups of an IPv6 address (a trailing dotted IPv4 part included), or null. */
function groupsOf(address: string): number[] | null {
  let text = address.replace(/%.*$/, '');
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const before = head ? head.split(':') : [];
  const after = tail ? tail.split(':') : [];
  const groups = [
    ...before,
    ...Array<string>(tail === undefined ? 0 : 8 - before.length - after.length).fill('0'),
    ...after,
  ];
  return groups.length === 8 ? groups.map((g) => parseInt(g, 16)) : null;
}

/**
 * The IPv4 address an IPv6 address carries to an IPv4 host (decision 453): NAT64's well-known prefix 64:ff9b::/96,
 * 6to4 (2002::/16) and the old IPv4-compatible form (::/96). Null for any other address.
 */
function embeddedIPv4(address: string): string | null {
  const g = groupsOf(address);
  if (!g) return null;
  const v4 = (hi: number, lo: number) => `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
  if (g[0] === 0x64 && g[1] === 0xff9b && g.slice(2, 6).every((x) => x === 0)) return v4(g[6]!, g[7]!);
  if (g[0] === 0x2002) return v4(g[1]!, g[2]!);
  if (g.slice(0, 6).every((x) => x === 0)) return v4(g[6]!, g[7]!);
  return null;
}

export function isRefusedAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return refused.check(mapped[1]!, 'ipv4');
  const family = isIP(address);
  if (family === 0) return true;
  if (family === 4) return refused.check(address, 'ipv4');
  const carried = embeddedIPv4(address);
  return refused.check(address, 'ipv6') || (carried !== null && refused.check(carried, 'ipv4'));
}

/** A webhook URL as the server reads it: http(s) only; null when it is not one. */
export function parseWebhookUrl(url: string): URL | null {
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
    if (parsed.username || parsed.password || !parsed.hostname) return null;
    return parsed;
  } catch {
    return null;
  }
}

/** How a host name becomes addresses: the system's DNS, or a stub in tests (the lookup seam of decision 320). */
export type Resolver = (host: string) => Promise<LookupAddress[]>;
export const systemResolver: Resolver = (host) => lookup(host, { all: true, verbatim: true });

/**
 * The addresses the URL's host stands for, when a webhook may reach them: every address DNS gives counts (a name with
 * one private address among public ones is refused, unless `allowPrivate`). Null when refused; a name that does not
 * resolve is refused too. The request then connects to these addresses only (decision 320).
 */
export async function receiverAddresses(
  url: URL,
  allowPrivate: boolean,
  resolve: Resolver = systemResolver,
): Promise<LookupAddress[] | null> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const family = isIP(host);
  if (family) return allowPrivate || !isRefusedAddress(host) ? [{ address: host, family }] : null;
  try {
    const addresses = await resolve(host);
    if (addresses.length === 0) return null;
    return allowPrivate || addresses.every((a) => !isRefusedAddress(a.address)) ? addresses : null;
  } catch {
    return null;
  }
}

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
] as const)
  refused.addSubnet(net, bits, 'ipv6');

export function isRefusedAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return refused.check(mapped[1]!, 'ipv4');
  const family = isIP(address);
  if (family === 0) return true;
  return refused.check(address, family === 4 ? 'ipv4' : 'ipv6');
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

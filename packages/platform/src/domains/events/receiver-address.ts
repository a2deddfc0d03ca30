import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP } from 'node:net';
import type { FieldViolation } from '../../lib/app-error';

/**
 * Webhook URLs are chosen by site owners, so the platform must not become a way to reach
 * addresses that only it can reach (server-side request forgery): loopback, private networks,
 * link-local (cloud metadata at 169.254.169.254) and the like are refused, both when a
 * subscription is saved (IP literals) and when a delivery connects (whatever a name resolves to
 * at that moment, so a DNS answer that changes later does not get around the check).
 */
const internal = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const) {
  internal.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  // Unspecified, loopback and IPv4-compatible (`::7f00:1` is 127.0.0.1) addresses.
  ['::', 96],
  // Addresses that carry an IPv4 address a gateway may reach for the platform: NAT64 (well-known
  // and local-use prefixes), 6to4, Teredo.
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['2002::', 16],
  ['2001::', 32],
  // Discard-only, documentation, unique-local, site-local (deprecated), link-local, multicast.
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fec0::', 10],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  internal.addSubnet(network, prefix, 'ipv6');
}

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

const loopbackNames = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

function family(address: string): 'ipv4' | 'ipv6' | undefined {
  const version = isIP(address);
  return version === 4 ? 'ipv4' : version === 6 ? 'ipv6' : undefined;
}

/** IPv4-mapped IPv6 (`::ffff:10.0.0.1`) is checked as the IPv4 address it carries. */
function unmapped(address: string): string {
  const match = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return match ? match[1]! : address;
}

/** Whether the platform may connect to this IP address. */
export function isAllowedAddress(address: string, allowLoopback: boolean): boolean {
  const ip = unmapped(address);
  const type = family(ip);
  if (!type) return false;
  if (allowLoopback && loopback.check(ip, type)) return true;
  return !internal.check(ip, type);
}

const stripBrackets = (hostname: string) => hostname.replace(/^\[|\]$/g, '');

/**
 * The URL rules of a webhook: absolute https (plain http only to loopback, and loopback only
 * when the platform allows it – in tests), no credentials, no fragment, and no IP literal of an
 * internal network.
 */
export function receiverUrlViolation(value: string, field: string, allowLoopback: boolean): FieldViolation | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { field, description: 'must be an absolute URL', violatedRule: 'FORMAT' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { field, description: 'must use https', violatedRule: 'FORMAT' };
  if (url.username || url.password) return { field, description: 'must not carry credentials', violatedRule: 'FORMAT' };
  if (url.hash || value.includes('#')) return { field, description: 'must not contain a fragment', violatedRule: 'FORMAT' };
  // A trailing dot names the same host (`localhost.` is localhost).
  const host = stripBrackets(url.hostname).replace(/\.$/, '');
  const isLoopbackName = loopbackNames.has(host) || (family(host) !== undefined && loopback.check(unmapped(host), family(unmapped(host))!));
  if (isLoopbackName) {
    return allowLoopback ? undefined : { field, description: 'must not point at this machine', violatedRule: 'FORMAT' };
  }
  if (url.protocol !== 'https:') return { field, description: 'must use https', violatedRule: 'FORMAT' };
  if (family(host) && !isAllowedAddress(host, false)) {
    return { field, description: 'must not point at a private or reserved network', violatedRule: 'FORMAT' };
  }
  if (host.endsWith('.localhost') || host.endsWith('.internal') || host.endsWith('.local')) {
    return { field, description: 'must be a public host name', violatedRule: 'FORMAT' };
  }
  // What the URL parser lets through that no delivery could reach: an empty label (`a..b`), a
  // single label (`https:///h` parses as host `h`), a label past 63 characters, port 0.
  if (!family(host) && !publicHostName.test(host)) return { field, description: 'must be a public host name', violatedRule: 'FORMAT' };
  if (url.port === '0') return { field, description: 'must not use port 0', violatedRule: 'FORMAT' };
  return undefined;
}

/** Two or more DNS labels of 1–63 letters, digits and inner hyphens, at most 253 characters (the parser lowercases, and writes IDNs as `xn--`). */
const publicHostName = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A `lookup` for `http.request` that resolves as usual and drops addresses the platform may not
 * reach; when none is left the connection fails as if the name did not resolve.
 */
export function guardedLookup(allowLoopback: boolean) {
  return (hostname: string, options: { all?: boolean; family?: number | string }, callback: LookupCallback): void => {
    dnsLookup(hostname, { ...options, all: true } as { all: true }, (error, addresses) => {
      if (error) return callback(error, options.all ? [] : '');
      const allowed = addresses.filter((entry) => isAllowedAddress(entry.address, allowLoopback));
      if (allowed.length === 0) {
        const refused = Object.assign(new Error(`${hostname} resolves to no address the platform may call`), { code: 'ENOTFOUND' });
        return callback(refused, options.all ? [] : '');
      }
      if (options.all) return callback(null, allowed);
      callback(null, allowed[0]!.address, allowed[0]!.family);
    });
  };
}

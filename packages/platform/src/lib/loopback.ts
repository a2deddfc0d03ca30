import { parseWebUrl } from './web-url';

/**
 * Loopback addresses (RFC 8252 §7.3, RFC 6761 for `localhost`): where a developer's own apps run
 * and where a platform bound to them can only be reached from the same machine.
 */
const loopbackHostnames = new Set(['localhost', '[::1]', '::1']);

/** A host name or listen address on the loopback interface: `localhost`, 127.0.0.0/8, ::1. */
export function isLoopbackHost(host: string): boolean {
  const bare = host.toLowerCase();
  return loopbackHostnames.has(bare) || /^127(\.\d{1,3}){3}$/.test(bare);
}

/** An http(s) URL on a loopback host, any port, no credentials and no fragment. */
export function isLoopbackUrl(value: string): boolean {
  const url = parseWebUrl(value);
  if (!url || url.hash || value.includes('#')) return false;
  return isLoopbackHost(url.hostname);
}

/** An origin (`scheme://host[:port]`, nothing more) on a loopback host. */
export function isLoopbackOrigin(value: string): boolean {
  if (!isLoopbackUrl(value)) return false;
  return new URL(value).origin === value;
}

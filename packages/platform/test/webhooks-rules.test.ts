import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAllowedAddress, receiverUrlViolation } from '../src/domains/events/receiver-address';
import { retryDelayMs } from '../src/domains/events/retry-schedule';
import { createWebhookSender } from '../src/domains/events/send-webhook';

/** The delivery rules that need no platform: the retry schedule and where the platform may send. */
describe('retry schedule', () => {
  const second = 1000;
  const hour = 3600 * second;

  it('doubles the wait each time, with jitter between half and all of it, up to the cap', () => {
    expect(retryDelayMs(1, 10 * second, hour, () => 0)).toBe(5 * second);
    expect(retryDelayMs(1, 10 * second, hour, () => 1)).toBe(10 * second);
    expect(retryDelayMs(4, 10 * second, hour, () => 1)).toBe(80 * second);
    expect(retryDelayMs(30, 10 * second, hour, () => 1)).toBe(hour);
    expect(retryDelayMs(30, 10 * second, hour, () => 0)).toBe(hour / 2);
  });

  it('keeps trying for about a day with the default settings before the dead-letter limit', () => {
    for (const random of [() => 0, () => 0.5, () => 1]) {
      let elapsed = 0;
      let attempts = 1;
      for (;;) {
        const wait = retryDelayMs(attempts, 10 * second, hour, random);
        if (elapsed + wait > 24 * hour) break;
        elapsed += wait;
        attempts++;
      }
      expect(attempts).toBeGreaterThanOrEqual(20);
      expect(attempts).toBeLessThanOrEqual(60);
      expect(elapsed).toBeGreaterThan(22 * hour);
    }
  });
});

describe('receiver addresses', () => {
  it('refuses loopback, private, link-local and reserved addresses, IPv4 and IPv6', () => {
    for (const address of ['127.0.0.1', '10.0.0.1', '172.16.5.4', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '::1', 'fd12::1', 'fe80::1', '::ffff:10.0.0.1', '::ffff:127.0.0.1']) {
      expect(isAllowedAddress(address, false), address).toBe(false);
    }
    for (const address of ['93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946', '172.32.0.1']) {
      expect(isAllowedAddress(address, false), address).toBe(true);
    }
  });

  it('refuses IPv6 addresses that carry an IPv4 one a gateway could reach for the platform, and other reserved IPv6', () => {
    for (const address of [
      '::7f00:1', // IPv4-compatible 127.0.0.1
      '::a00:1', // IPv4-compatible 10.0.0.1
      '64:ff9b::7f00:1', // NAT64
      '64:ff9b:1::a9fe:a9fe', // local-use NAT64, 169.254.169.254
      '2002:7f00:1::1', // 6to4 over 127.0.0.1
      '2001:0:4136:e378:8000:63bf:3fff:fdd2', // Teredo
      'fec0::1', // site-local
      '2001:db8::1', // documentation
      '100::1', // discard-only
    ]) {
      expect(isAllowedAddress(address, false), address).toBe(false);
    }
  });

  it('reads a host name with a trailing dot as the same host', () => {
    for (const url of ['https://localhost./hooks', 'https://shop.localhost./hooks', 'https://metadata.google.internal./x', 'https://[::7f00:1]/hooks']) {
      expect(receiverUrlViolation(url, 'url', false), url).toMatchObject({ field: 'url', violatedRule: 'FORMAT' });
    }
    expect(receiverUrlViolation('https://shop.example./hooks', 'url', false)).toBeUndefined();
  });

  it('refuses host names no delivery could reach, and port 0', () => {
    for (const url of ['https://a..b/hooks', 'https:///hooks', 'https://intranet/hooks', 'https://-shop.example/hooks', `https://${'a'.repeat(64)}.example/hooks`, 'https://example.com:0/hooks']) {
      expect(receiverUrlViolation(url, 'url', false), url).toMatchObject({ field: 'url', violatedRule: 'FORMAT' });
    }
    for (const url of ['https://hooks.shop.example:8443/in', 'https://xn--bcher-kva.example/in', 'https://bücher.example/in', 'https://93.184.216.34/in']) {
      expect(receiverUrlViolation(url, 'url', false), url).toBeUndefined();
    }
  });

  it('opens loopback, and nothing more, when loopback receivers are allowed', () => {
    expect(isAllowedAddress('127.0.0.1', true)).toBe(true);
    expect(isAllowedAddress('::1', true)).toBe(true);
    expect(isAllowedAddress('10.0.0.1', true)).toBe(false);
    expect(receiverUrlViolation('http://127.0.0.1:4000/hooks', 'url', true)).toBeUndefined();
    expect(receiverUrlViolation('http://localhost:4000/hooks', 'url', true)).toBeUndefined();
    expect(receiverUrlViolation('http://127.0.0.1:4000/hooks', 'url', false)).toMatchObject({ field: 'url', violatedRule: 'FORMAT' });
    expect(receiverUrlViolation('https://localhost/hooks', 'url', false)).toMatchObject({ field: 'url' });
    expect(receiverUrlViolation('https://[::1]/hooks', 'url', false)).toMatchObject({ field: 'url' });
    expect(receiverUrlViolation('http://10.0.0.1/hooks', 'url', true)).toMatchObject({ field: 'url' });
    expect(receiverUrlViolation('https://hooks.shop.example/in', 'url', false)).toBeUndefined();
  });
});

describe('sending', () => {
  let server: http.Server;
  let port = 0;
  let hits = 0;
  beforeAll(async () => {
    server = http.createServer((_request, response) => {
      hits++;
      response.writeHead(200).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as { port: number }).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('does not connect to loopback, by address or by name, unless allowed', async () => {
    const strict = createWebhookSender({ timeoutMs: 2000, allowLoopback: false });
    const open = createWebhookSender({ timeoutMs: 2000, allowLoopback: true });
    try {
      expect(await strict.send(`http://127.0.0.1:${port}/`, '{}', {})).toMatchObject({ ok: false, error: 'address not allowed' });
      expect(await strict.send(`http://localhost:${port}/`, '{}', {})).toMatchObject({ ok: false, error: 'ENOTFOUND' });
      expect(hits).toBe(0);
      expect(await open.send(`http://127.0.0.1:${port}/`, '{}', {})).toEqual({ ok: true, status: 200 });
      expect(hits).toBe(1);
    } finally {
      strict.close();
      open.close();
    }
  });
});

/**
 * Retry behaviour needs answers the platform does not give on demand (a 503, a 429 with a chosen
 * Retry-After), so these tests run the transport against a small HTTP server on port 0 that
 * answers from a script (ky's test-server pattern). Everything else is tested on the platform.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isSystemError, type VitrineError } from '../src/core/errors';
import { parseRetryAfter, retryDelay } from '../src/core/retry';
import { createTransport } from '../src/core/transport';
import { recordingFetch } from './client-fixtures';

type Answer = { status: number; headers?: Record<string, string>; body?: unknown; raw?: string };

let server: Server;
let baseUrl: string;
let script: Answer[] = [];
const received: Array<{ method: string; at: number; idempotencyKey: string | undefined }> = [];

beforeAll(async () => {
  server = createServer((request: IncomingMessage, response: ServerResponse) => {
    received.push({ method: request.method ?? '', at: Date.now(), idempotencyKey: request.headers['idempotency-key'] as string | undefined });
    const answer = script.shift() ?? { status: 200, body: { ok: true } };
    response.writeHead(answer.status, { 'content-type': 'application/json', 'x-wix-request-id': `req-${received.length}`, ...answer.headers });
    response.end(answer.raw ?? (answer.body === undefined ? '' : JSON.stringify(answer.body)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  script = [];
  received.splice(0);
});

const unavailable: Answer = { status: 503, body: { message: 'down' } };

describe('retries', () => {
  it('a GET is retried on 5xx and succeeds when the server recovers', async () => {
    script = [unavailable, unavailable];
    const result = await createTransport({ baseUrl }).request({ method: 'GET', path: '/thing' });
    expect(result).toEqual({ ok: true });
    expect(received).toHaveLength(3);
  });

  it('gives up after `retries` retries (default 2) with the last request id in the error', async () => {
    script = [unavailable, unavailable, unavailable, unavailable];
    const error = (await createTransport({ baseUrl }).request({ method: 'GET', path: '/thing' }).catch((caught: unknown) => caught)) as VitrineError;
    expect(received).toHaveLength(3);
    expect(isSystemError(error)).toBe(true);
    expect(error.message).toBe('System error occurred, request id: req-3');
    expect(error.status).toBe(503);
  });

  it('`retries: 0` makes one attempt', async () => {
    script = [unavailable];
    await expect(createTransport({ baseUrl, retries: 0 }).request({ method: 'GET', path: '/thing' })).rejects.toThrow('System error occurred');
    expect(received).toHaveLength(1);
  });

  it('a POST without an idempotency key is never repeated', async () => {
    script = [unavailable];
    await expect(createTransport({ baseUrl }).request({ method: 'POST', path: '/orders', body: {} })).rejects.toThrow('System error occurred');
    expect(received).toHaveLength(1);
  });

  it('a POST with an idempotency key is retried, with the same key each time', async () => {
    script = [unavailable, { status: 429 }];
    await createTransport({ baseUrl }).request({ method: 'POST', path: '/orders', body: {}, idempotencyKey: 'order-1' });
    expect(received.map((request) => request.idempotencyKey)).toEqual(['order-1', 'order-1', 'order-1']);
  });

  it('4xx other than 429 is not retried', async () => {
    script = [{ status: 404, body: { message: 'Not Found', details: { applicationError: { code: 'NOT_FOUND', description: 'nothing' } } } }];
    await expect(createTransport({ baseUrl }).request({ method: 'GET', path: '/thing' })).rejects.toMatchObject({ name: 'ApplicationError', status: 404 });
    expect(received).toHaveLength(1);
  });

  it('waits for Retry-After (seconds) before retrying a 429', async () => {
    script = [{ status: 429, headers: { 'retry-after': '1' } }];
    await createTransport({ baseUrl }).request({ method: 'GET', path: '/thing' });
    expect(received).toHaveLength(2);
    expect(received[1]!.at - received[0]!.at).toBeGreaterThanOrEqual(950);
  });

  it('does not wait for a Retry-After longer than a minute: the 429 goes to the caller', async () => {
    script = [{ status: 429, headers: { 'retry-after': '120' } }];
    // Had it waited the 120 s, the test would time out (30 s) before reaching these lines.
    await expect(createTransport({ baseUrl }).request({ method: 'GET', path: '/thing' })).rejects.toMatchObject({ name: 'HttpError', code: 'TOO_MANY_REQUESTS' });
    expect(received).toHaveLength(1);
  });

  it('network errors: a GET is retried, a POST without a key is not', async () => {
    const closed = 'http://127.0.0.1:9';
    const gets = recordingFetch();
    await expect(createTransport({ baseUrl: closed, fetch: gets.fetch }).request({ method: 'GET', path: '/x' })).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
    expect(gets.requests).toHaveLength(3);
    const posts = recordingFetch();
    await expect(createTransport({ baseUrl: closed, fetch: posts.fetch }).request({ method: 'POST', path: '/x' })).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
    expect(posts.requests).toHaveLength(1);
  });

  it('a 2xx that is not JSON is a SystemError; an empty 2xx is `{}`', async () => {
    script = [{ status: 200, raw: '<html>maintenance</html>' }];
    await expect(createTransport({ baseUrl }).request({ method: 'POST', path: '/thing' })).rejects.toMatchObject({
      name: 'SystemError',
      code: 'UNREADABLE_RESPONSE',
      message: 'System error occurred, request id: req-1',
    });
    script = [{ status: 200 }];
    await expect(createTransport({ baseUrl }).request({ method: 'DELETE', path: '/thing' })).resolves.toEqual({});
  });
});

describe('a 401', () => {
  const renewingAuth = (renewals: string[]) => ({
    getAuthHeaders: async () => ({ authorization: `token-${renewals.length}` }),
    onUnauthorized: async () => {
      renewals.push('renewed');
      return true;
    },
  });

  it('about the credentials renews them and sends the request once more', async () => {
    const renewals: string[] = [];
    script = [{ status: 401, body: { message: 'expired', details: { applicationError: { code: 'UNAUTHENTICATED', description: 'expired' } } } }];
    expect(await createTransport({ baseUrl, auth: renewingAuth(renewals) }).request({ method: 'GET', path: '/thing' })).toEqual({ ok: true });
    expect(renewals).toEqual(['renewed']);
    expect(received).toHaveLength(2);
  });

  it('naming a domain refusal (a wrong password) is the answer: one request, no renewal', async () => {
    const renewals: string[] = [];
    script = [{ status: 401, body: { message: 'Wrong email or password', details: { applicationError: { code: '-19976', description: 'Wrong email or password' } } } }];
    const error = await createTransport({ baseUrl, auth: renewingAuth(renewals) })
      .request({ method: 'POST', path: '/_api/iam/authentication/v2/login', body: {} })
      .catch((caught: unknown) => caught);
    expect((error as VitrineError).status).toBe(401);
    expect(renewals).toEqual([]);
    expect(received).toHaveLength(1);
  });
});

describe('retry timing', () => {
  it('backs off exponentially with jitter between half and all of the step', () => {
    expect(retryDelay(1, null, () => 0)).toBe(150);
    expect(retryDelay(1, null, () => 1)).toBe(300);
    expect(retryDelay(2, null, () => 0)).toBe(300);
    expect(retryDelay(3, null, () => 1)).toBe(1200);
    expect(retryDelay(20, null, () => 1)).toBe(8000);
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    const now = Date.parse('2024-01-01T00:00:00Z');
    expect(parseRetryAfter('3', now)).toBe(3000);
    expect(parseRetryAfter('Mon, 01 Jan 2024 00:00:05 GMT', now)).toBe(5000);
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(retryDelay(1, '61')).toBeUndefined();
  });
});

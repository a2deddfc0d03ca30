/**
 * Timeouts and signals. A server that never answers is the one thing the platform cannot play,
 * so a small node:http server on port 0 holds every request open; everything else runs against
 * the platform in process. No test measures time: each waits for an event and checks the error.
 */
import { startTestPlatform, type TestPlatform } from '@vitrine/platform/testing';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../src/client';
import { ApiKeyStrategy } from '../src/auth/api-key-strategy';
import { isTimeoutError, isVitrineError, type TimeoutError } from '../src/core/errors';
import type { FetchLike } from '../src/core/types';
import { products } from '../src/modules/products';

/** Requests the held server received, each with a promise that settles when its connection closes. */
type Held = { path: string; closed: Promise<void> };

let platform: TestPlatform;
let hungServer: Server;
let hungUrl: string;
let held: Held[] = [];
let onHeld: (held: Held) => void = () => undefined;
/** Resolves with the next request the held server receives. */
const nextHeld = () => new Promise<Held>((resolve) => (onHeld = resolve));
/** What the held server answers instead of holding, for the next request (once). */
let answerNext: { status: number; headers: Record<string, string> } | undefined;

beforeAll(async () => {
  platform = await startTestPlatform();
  hungServer = createServer((request: IncomingMessage, response: ServerResponse) => {
    if (answerNext) {
      response.writeHead(answerNext.status, { 'content-type': 'application/json', ...answerNext.headers }).end('{}');
      answerNext = undefined;
    }
    const entry: Held = { path: request.url ?? '', closed: new Promise((resolve) => response.on('close', () => resolve())) };
    held.push(entry);
    onHeld(entry);
  });
  await new Promise<void>((resolve) => hungServer.listen(0, '127.0.0.1', resolve));
  hungUrl = `http://127.0.0.1:${(hungServer.address() as AddressInfo).port}`;
});
afterAll(async () => {
  hungServer.closeAllConnections();
  await new Promise<void>((resolve) => hungServer.close(() => resolve()));
  await platform.close();
});

const merchantOf = (baseUrl: string, options: { timeout?: number; signal?: AbortSignal; onError?: (error: Error) => void; fetch?: FetchLike } = {}) =>
  createClient({ modules: { products }, auth: ApiKeyStrategy({ apiKey: platform.site.apiKey, siteId: platform.site.siteId }), baseUrl, ...options });

const failureOf = (promise: Promise<unknown>) => promise.then(() => undefined, (error: unknown) => error);

describe('timeout', () => {
  it('a server that never answers: the call rejects with TimeoutError carrying the call, seen by onError', async () => {
    const seen: Error[] = [];
    const error = (await failureOf(merchantOf(hungUrl, { timeout: 50, onError: (e) => seen.push(e) }).products.getProduct('p-1'))) as TimeoutError;
    expect(isTimeoutError(error)).toBe(true);
    expect(isVitrineError(error)).toBe(true);
    expect(error).toMatchObject({ name: 'TimeoutError', code: 'TIMEOUT', status: 0, timeout: 50 });
    expect(error.args?.[0]).toBe('p-1');
    expect(error.message).toBe('The request did not complete within 50 ms');
    expect(seen).toEqual([error]);
  });

  it('a call’s own timeout wins over the client’s; the connection is closed when it fires', async () => {
    const merchant = merchantOf(hungUrl, { timeout: 0 });
    const arrived = nextHeld();
    const call = failureOf(merchant.withOptions({ timeout: 50 }).products.getProduct('p-2'));
    const request = await arrived;
    expect(await call).toMatchObject({ name: 'TimeoutError', timeout: 50 });
    await request.closed;
  });

  it('a retry’s wait ends when the time is up: a 503 asking for a 59 s pause still fails in time', async () => {
    answerNext = { status: 503, headers: { 'retry-after': '59' } };
    held = [];
    // Without an early end the call would sleep 59 s, past this test's own 30 s limit.
    const error = await failureOf(merchantOf(hungUrl, { timeout: 200 }).products.getProduct('p-3'));
    expect(isTimeoutError(error)).toBe(true);
    expect(held).toHaveLength(1);
  });

  it('calls that answer in time are untouched by the timeout', async () => {
    const { products: page } = await merchantOf(platform.baseUrl, { timeout: 20_000 }).withOptions({ timeout: 15_000 }).products.queryProducts({ paging: { limit: 1 } });
    expect(page).toEqual([]);
  });
});

describe('signal', () => {
  it('aborting a call ends it with the signal’s reason (AbortError), closes the connection, and is not reported to onError', async () => {
    const seen: Error[] = [];
    const merchant = merchantOf(hungUrl, { onError: (e) => seen.push(e) });
    const controller = new AbortController();
    const arrived = nextHeld();
    const call = failureOf(merchant.withOptions({ signal: controller.signal }).products.getProduct('p-4'));
    const request = await arrived;
    controller.abort();
    const error = (await call) as Error;
    expect(error.name).toBe('AbortError');
    expect(error).toBe(controller.signal.reason);
    await request.closed;
    expect(seen).toEqual([]);
  });

  it('an aborted signal sends nothing; a caller’s own reason is the error', async () => {
    const sent: string[] = [];
    const recording: FetchLike = (url, init) => (sent.push(url), fetch(url, init));
    const merchant = merchantOf(platform.baseUrl, { fetch: recording });
    const reason = new Error('the page was left');
    const error = await failureOf(merchant.withOptions({ signal: AbortSignal.abort(reason) }).products.queryProducts({}));
    expect(error).toBe(reason);
    expect(sent).toEqual([]);
  });

  it('the client’s signal ends every call, and reaches fetch together with a call’s own', async () => {
    const signals: AbortSignal[] = [];
    const watching: FetchLike = (url, init) => (signals.push(init.signal!), fetch(url, init));
    const clientController = new AbortController();
    const merchant = merchantOf(platform.baseUrl, { fetch: watching, signal: clientController.signal });
    const callController = new AbortController();
    const { products: page } = await merchant.withOptions({ signal: callController.signal }).products.queryProducts({ paging: { limit: 1 } });
    expect(page).toEqual([]);
    expect(signals).toHaveLength(1);
    expect(signals[0]!.aborted).toBe(false);

    clientController.abort();
    const error = (await failureOf(merchant.products.queryProducts({}))) as Error;
    expect(error.name).toBe('AbortError');
    expect(signals).toHaveLength(1);
  });
});

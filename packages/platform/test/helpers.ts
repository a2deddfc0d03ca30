import { afterAll, beforeAll, expect } from 'vitest';
import type { Queryable } from '../src/db/database';
import { recordEvent, type DomainEvent } from '../src/lib/events';
import { startTestPlatform, type TestPlatform } from '../src/testing';

/** Small HTTP helpers for platform tests: every call goes through the real HTTP stack. */
export function httpClient(platform: Pick<TestPlatform, 'baseUrl'>) {
  async function call(method: string, path: string, options: { body?: unknown; headers?: Record<string, string> } = {}) {
    const response = await fetch(platform.baseUrl + path, {
      method,
      headers: { ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}), ...options.headers },
      body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
    });
    const text = await response.text();
    return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : undefined };
  }
  return {
    call,
    get: (path: string, headers?: Record<string, string>) => call('GET', path, { headers }),
    post: (path: string, body: unknown = {}, headers?: Record<string, string>) => call('POST', path, { body, headers }),
    patch: (path: string, body: unknown, headers?: Record<string, string>) => call('PATCH', path, { body, headers }),
    delete: (path: string, headers?: Record<string, string>) => call('DELETE', path, { headers }),
  };
}

export const apiKeyHeaders = (site: { apiKey: string; siteId: string }) => ({ authorization: site.apiKey, 'wix-site-id': site.siteId });

/** A new visitor's access token, from the anonymous grant. */
export async function visitorToken(platform: TestPlatform, clientId = platform.site.clientId): Promise<string> {
  const response = await fetch(platform.baseUrl + '/oauth2/token', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ clientId, grantType: 'anonymous' }),
  });
  return (await response.json()).access_token;
}

/** An owner's access token, minted in-process (the owner login lives in the identity domain). */
export async function ownerToken(platform: TestPlatform, site = platform.site): Promise<string> {
  return (await platform.app.auth.issueSiteUserTokens(site.siteId, site.clientId, site.ownerId)).access_token;
}

/**
 * The file's platform, started before its tests and closed after them (with `options`), with an
 * HTTP client and the headers of the site's API key (`staff`), its owner and a visitor. All can be
 * taken at the file's top, and kits built on them there (`identityClient(platform)`): `platform`
 * and the headers are the same objects before and after the start, filled in place when the
 * platform starts.
 */
export function platformForFile(options: Parameters<typeof startTestPlatform>[0] = {}) {
  const platform = {} as TestPlatform;
  const file = {
    platform,
    http: httpClient(platform),
    staff: {} as Record<string, string>,
    owner: {} as Record<string, string>,
    visitor: {} as Record<string, string>,
  };
  beforeAll(async () => {
    Object.assign(platform, await startTestPlatform(options));
    Object.assign(file.staff, apiKeyHeaders(platform.site));
    file.owner.authorization = await ownerToken(platform);
    file.visitor.authorization = await visitorToken(platform);
  });
  // Nothing to close when the start failed.
  afterAll(() => platform.close?.());
  return file;
}

/** Creates a product with the file's API key and answers it; any answer but 200 fails the test, showing the body. */
export async function createProduct(file: Pick<ReturnType<typeof platformForFile>, 'http' | 'staff'>, product: Record<string, unknown>) {
  const response = await file.http.post('/stores/v1/products', { product }, file.staff);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.product;
}

/**
 * Runs `work` in a transaction that stays open until `commit()` is called, to show what others see
 * (or wait for) meanwhile: it resolves once `work` is done. PostgreSQL only: PGlite runs one
 * transaction at a time, so nothing else could run while this one waits.
 */
export async function committedLater(platform: TestPlatform, work: (tx: Queryable) => Promise<unknown>) {
  let commit!: () => void;
  const mayCommit = new Promise<void>((resolve) => (commit = resolve));
  let done!: () => void;
  const workDone = new Promise<void>((resolve) => (done = resolve));
  const committed = platform.app.db.transaction(async (tx) => {
    await work(tx);
    done();
    await mayCommit;
  });
  await Promise.race([workDone, committed]);
  return {
    /** Commits the transaction; resolves once it has. */
    commit: () => {
      commit();
      return committed;
    },
  };
}

/** Records an event in a transaction that stays open until `commit()` is called (`committedLater`): the event's row is written (and numbered). */
export const eventCommittedLater = (platform: TestPlatform, event: Omit<DomainEvent, 'siteId'>) =>
  committedLater(platform, (tx) => recordEvent(tx, { siteId: platform.site.siteId, ...event }));

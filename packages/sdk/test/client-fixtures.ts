/**
 * Helpers for the SDK's core tests. Requests are counted by wrapping the client's `fetch` option
 * (every request still reaches the real platform); members and codes are made in-process because
 * the hosted login page is not what these tests are about.
 */
import { createHash, randomUUID } from 'node:crypto';
import { startTestPlatform, type TestPlatform, type TestSite } from '@vitrine/platform/testing';
import { afterAll, beforeAll } from 'vitest';
import { OAuthStrategy } from '../src/auth/oauth-strategy';
import type { TokenStorage } from '../src/auth/token-storage';
import type { Tokens } from '../src/auth/tokens';
import { createClient, type AnyModule } from '../src/client';
import type { VitrineError } from '../src/core/errors';
import type { FetchLike, Transport } from '../src/core/types';
import { redirects } from '../src/modules/redirects';

export interface RecordedRequest {
  url: string;
  path: string;
  method: string;
  headers: Headers;
  body: string | undefined;
}

/** A `fetch` that records what it sends and passes every request on to the real `fetch`. */
export function recordingFetch() {
  const requests: RecordedRequest[] = [];
  const fetchFn: FetchLike = (url, init) => {
    requests.push({
      url,
      path: new URL(url).pathname,
      method: init.method ?? 'GET',
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? init.body : undefined,
    });
    return fetch(url, init);
  };
  return {
    fetch: fetchFn,
    requests,
    to: (path: string) => requests.filter((request) => request.path === path),
    tokenRequests: () =>
      requests.filter((request) => request.path === '/oauth2/token').map((request) => JSON.parse(request.body ?? '{}') as Record<string, unknown>),
    reset: () => void requests.splice(0),
  };
}

/** The claims of an access token (a JWT), without verifying it. */
export function claimsOf(accessToken: string): { sid: string; sub: string; ity: string; cid: string; gid?: string } {
  return JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString('utf8'));
}

export async function countVisitors(platform: TestPlatform, site: TestSite = platform.site): Promise<number> {
  const rows = await platform.app.db.query<{ count: string | number }>('SELECT count(*) AS count FROM visitors WHERE site_id = $1', [site.siteId]);
  return Number(rows[0]?.count);
}

export async function insertMember(platform: TestPlatform, site: TestSite = platform.site): Promise<string> {
  const id = randomUUID();
  await platform.app.db.query('INSERT INTO members (id, site_id, login_email) VALUES ($1, $2, $3)', [id, site.siteId, `member-${id}@vitrine.test`]);
  return id;
}

export const s256 = (verifier: string): string => createHash('sha256').update(verifier).digest('base64url');

/** An authorization code as the hosted login page would issue it for this member and challenge. */
export function mintCode(
  platform: TestPlatform,
  input: { memberId: string; codeChallenge: string; redirectUri?: string; site?: TestSite },
): Promise<string> {
  const site = input.site ?? platform.site;
  return platform.app.auth.issueAuthorizationCode({
    siteId: site.siteId,
    clientId: site.clientId,
    memberId: input.memberId,
    redirectUri: input.redirectUri ?? site.redirectUri,
    codeChallenge: input.codeChallenge,
  });
}

/** Visitor tokens straight from the token endpoint, as another app of that site would hold them. */
export async function visitorTokenResponse(platform: TestPlatform, clientId: string) {
  const response = await fetch(platform.baseUrl + '/oauth2/token', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ clientId, grantType: 'anonymous' }),
  });
  return (await response.json()) as { access_token: string; refresh_token: string; expires_in: number };
}

/** An access token with its signature's last characters changed. */
export function tamper(accessToken: string): string {
  const [header, payload, signature = ''] = accessToken.split('.');
  const flipped = signature.slice(0, -4) + (signature.endsWith('AAAA') ? 'BBBB' : 'AAAA');
  return [header, payload, flipped].join('.');
}

export const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * A shopper's client of the site, its requests recorded and its errors collected; a redirect
 * session for the login page is the probe call (any visitor may make one).
 */
export function shopper(platform: TestPlatform, options: { clientId?: string; tokens?: Tokens; storage?: TokenStorage } = {}) {
  const recorder = recordingFetch();
  const errors: VitrineError[] = [];
  const auth = OAuthStrategy({ clientId: options.clientId ?? platform.site.clientId, tokens: options.tokens, tokenStorage: options.storage });
  const client = createClient({
    modules: { redirects },
    auth,
    baseUrl: platform.baseUrl,
    fetch: recorder.fetch,
    onError: (error) => errors.push(error as VitrineError),
  });
  const probe = () => client.redirects.createRedirectSession({ login: {} });
  return { client, auth, recorder, errors, probe };
}

/**
 * The platform of a test file about the studio's calls, started before its tests and closed after
 * them, and a client for the site's owner (not signed in yet) with the modules the tests use.
 */
export function studioFixture<M extends Record<string, AnyModule>>(modules: M) {
  let started: TestPlatform | undefined;
  beforeAll(async () => {
    started = await startTestPlatform();
  });
  afterAll(async () => {
    await started?.close();
  });
  const platform = () => {
    if (!started) throw new Error('The platform starts in beforeAll: read it inside a test or a hook');
    return started;
  };
  return {
    get platform() {
      return platform();
    },
    ownerClient() {
      const auth = OAuthStrategy({ clientId: platform().site.clientId });
      return { auth, client: createClient({ modules, auth, baseUrl: platform().baseUrl }) };
    },
  };
}

/** Two small modules written the way the API modules are, for the client's own tests. */
export const inventory = (transport: Transport) => ({
  baseUrl: () => transport.baseUrl,
  count: async (sku: string): Promise<number> => sku.length,
});
export const greetings = (transport: Transport) => ({ hello: (name: string) => `hello ${name} via ${transport.baseUrl}` });

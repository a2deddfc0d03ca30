/**
 * Helpers for the SDK's core tests. Requests are counted by wrapping the client's `fetch` option
 * (every request still reaches the real platform); members and codes are made in-process because
 * the hosted login page is not what these tests are about.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { TestPlatform, TestSite } from '@vitrine/platform/testing';
import type { FetchLike } from '../src/core/types';

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

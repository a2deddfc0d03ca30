import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../src/testing';
import { apiKeyHeaders, ownerToken, visitorToken } from './helpers';
import { identityClient, uniqueEmail } from './identity-helpers';

/**
 * Sends malformed input to every route of the OpenAPI document, as every kind of caller, and
 * checks that none answers 500: bad input gets a 4xx in the error envelope.
 */
let platform: TestPlatform;
let callers: Record<string, Record<string, string>>;
beforeAll(async () => {
  platform = await startTestPlatform();
  const identity = identityClient(platform);
  const registered = await identity.register(uniqueEmail('no-500'));
  callers = {
    member: { authorization: (await identity.memberTokens(registered.body.sessionToken)).access_token },
    // An API key speaking for its account, with no site named.
    accountKey: { authorization: platform.site.apiKey, 'wix-account-id': platform.site.accountId },
    anonymous: {},
    visitor: { authorization: await visitorToken(platform) },
    owner: { authorization: await ownerToken(platform) },
    apiKey: apiKeyHeaders(platform.site),
  };
});
afterAll(() => platform.close());

const hostileValues: unknown[] = [null, -1, 1e308, 'NaN', 'x'.repeat(5000), "' OR 1=1 --", { $where: '1' }, [1, 2, 3]];

function hostileBodies(): unknown[] {
  const bodies: unknown[] = ['not json at all', [], 42, {}];
  for (const value of hostileValues) {
    bodies.push({ id: value, query: value, paging: { limit: value, offset: value }, lineItems: value, product: value, cart: value });
    bodies.push({ query: { filter: value, sort: value }, lineItems: [{ quantity: value, catalogReference: value }] });
  }
  return bodies;
}

const pathValues = ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', '%27%20OR%201%3D1', 'x'.repeat(300)];

describe('no client input produces a 500', () => {
  it('holds for every documented route, caller and malformed input', async () => {
    const document = platform.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const requests: Array<{ route: string; path: string; method: string; headers: Record<string, string>; body: unknown }> = [];
    for (const [template, operations] of Object.entries(document.paths)) {
      for (const method of Object.keys(operations)) {
        if (!['get', 'post', 'patch', 'put', 'delete'].includes(method)) continue;
        const values = template.includes('{') ? pathValues : [''];
        for (const [index, pathValue] of values.entries()) {
          const path = template.replace(/\{[^}]+\}/g, pathValue);
          // Every hostile body once per route; the other path values with a plain body.
          const bodies = method === 'get' || method === 'delete' ? [undefined] : index === 0 ? hostileBodies() : [{}];
          for (const [callerName, headers] of Object.entries(callers)) {
            for (const body of bodies) {
              requests.push({ route: `${method.toUpperCase()} ${template} as ${callerName}`, path, method, headers, body });
            }
          }
        }
      }
    }
    const failures = new Map<string, string>();
    const hostileQuery = `?.r=${Buffer.from(JSON.stringify({ query: { filter: { $bogus: 1 } } })).toString('base64url')}&paging.limit=-5`;
    const send = async (request: (typeof requests)[number]) => {
      const { method, body, headers } = request;
      const response = await fetch(platform.baseUrl + request.path + (method === 'get' ? hostileQuery : ''), {
        method: method.toUpperCase(),
        headers: { ...headers, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
        body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      });
      const text = await response.text();
      if (response.status >= 500 && !failures.has(request.route)) {
        failures.set(request.route, `(path ${request.path.slice(0, 60)}, body ${JSON.stringify(body)?.slice(0, 80)}): ${response.status} ${text.slice(0, 160)}`);
      }
    };
    // A few requests in flight at once: enough to finish quickly, few enough to stay gentle.
    for (let i = 0; i < requests.length; i += 8) await Promise.all(requests.slice(i, i + 8).map(send));
    expect(requests.length).toBeGreaterThan(100);
    expect([...failures].map(([route, detail]) => `${route} ${detail}`)).toEqual([]);
  }, 600_000);
});

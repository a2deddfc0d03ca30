import type { IncomingMessage } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../src/testing';
import { apiKeyHeaders, ownerToken, visitorToken } from './helpers';
import { deepFilter, deepObject, logLines } from './hostile-input';
import { identityClient, uniqueEmail } from './identity-helpers';

/**
 * Sends malformed input to every route of the OpenAPI document, as every kind of caller, and
 * checks that none answers 500: bad input gets a 4xx in the error envelope.
 */
let platform: TestPlatform;
let callers: Record<string, Record<string, string>>;
const log = logLines();
beforeAll(async () => {
  platform = await startTestPlatform({ logger: log.logger });
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

/**
 * Input refused before any route code runs (nesting, numbers past every bound, the router's own
 * checks): sent as one caller only, which keeps the sweep quick. Strings are sent as they are:
 * nesting this deep is written as JSON text, since the test's own JSON.stringify would overflow.
 */
const deep = deepObject(10_000);
const earlyRefusedBodies = [
  `{"query":{"filter":${deepFilter('$and', 5000)}},"search":{"filter":${deepFilter('$or', 5000)}},"cartInfo":{"contactInfo":${deep}},"profile":${deep}}`,
  `{"query":{"filter":${deepFilter('$not', 1000)},"paging":{"limit":1e400,"offset":1e400}}}`,
];
const earlyRefusedPathValues = ['%FF%FE', 'y'.repeat(600)];
const thoroughCaller = 'apiKey';

const dotR = (payload: string) => `?.r=${Buffer.from(payload).toString('base64url')}`;
/** Query strings for GET routes: the `.r` form with bad and too deep filters, and numbers past any bound. */
const hostileQueries = [
  `${dotR('{"query":{"filter":{"$bogus":1}}}')}&paging.limit=-5`,
  `${dotR(`{"query":{"filter":${deepFilter('$not', 1000)}}}`)}&limit=1e400&offset=1e400`,
  `${dotR(`{"query":{"filter":${deepFilter('$not', 40)}}}`)}&paging.limit=Infinity&paging.offset=1e400&limit=Infinity`,
];

const pathValues = ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', '%27%20OR%201%3D1', 'x'.repeat(300)];

describe('no client input produces a 500', () => {
  it('holds for every documented route, caller and malformed input', async () => {
    const document = platform.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const requests: Array<{ route: string; path: string; method: string; headers: Record<string, string>; body: unknown; query?: string }> = [];
    for (const [template, operations] of Object.entries(document.paths)) {
      for (const method of Object.keys(operations)) {
        if (!['get', 'post', 'patch', 'put', 'delete'].includes(method)) continue;
        for (const [callerName, headers] of Object.entries(callers)) {
          const thorough = callerName === thoroughCaller;
          const values = template.includes('{') ? [...pathValues, ...(thorough ? earlyRefusedPathValues : [])] : [''];
          for (const [index, pathValue] of values.entries()) {
            const path = template.replace(/\{[^}]+\}/g, pathValue);
            // Every hostile body once per route; the other path values with a plain body.
            const bodies =
              method === 'get' || method === 'delete' ? [undefined] : index === 0 ? [...hostileBodies(), ...(thorough ? earlyRefusedBodies : [])] : [{}];
            const queries = method !== 'get' ? [undefined] : thorough ? hostileQueries : hostileQueries.slice(0, 1);
            for (const body of bodies) {
              for (const query of queries) requests.push({ route: `${method.toUpperCase()} ${template} as ${callerName}`, path, method, headers, body, query });
            }
          }
        }
      }
    }
    const failures = new Map<string, string>();
    const send = async (request: (typeof requests)[number]) => {
      const { method, body, headers } = request;
      const response = await fetch(platform.baseUrl + request.path + (request.query ?? ''), {
        method: method.toUpperCase(),
        headers: { ...headers, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
        body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      });
      const text = await response.text();
      const enveloped = /^\{"message":/.test(text) && text.includes('"details":');
      if ((response.status >= 500 || (response.status >= 400 && !enveloped)) && !failures.has(request.route)) {
        failures.set(request.route, `(path ${request.path.slice(0, 60)}, body ${JSON.stringify(body)?.slice(0, 80)}): ${response.status} ${text.slice(0, 160)}`);
      }
    };
    // A few requests in flight at once: enough to finish quickly, few enough to stay gentle.
    for (let i = 0; i < requests.length; i += 8) await Promise.all(requests.slice(i, i + 8).map(send));
    expect(requests.length).toBeGreaterThan(100);
    expect([...failures].map(([route, detail]) => `${route} ${detail}`)).toEqual([]);
    expect(log.errors()).toEqual([]);
  }, 600_000);
});

/** A request sent as raw text, with the body as written: for nesting and encodings `fetch` would not send. */
async function raw(method: string, path: string, body?: string, headers: Record<string, string> = {}) {
  const response = await fetch(platform.baseUrl + path, {
    method,
    headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
    body,
    redirect: 'manual',
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : undefined };
}

/** The one field violation of a 400, checked to be in the envelope. */
function violation(response: { status: number; body: { details?: { validationError?: { fieldViolations: Array<Record<string, unknown>> } } } }) {
  expect(response.status, JSON.stringify(response.body)).toBe(400);
  const violations = response.body.details?.validationError?.fieldViolations ?? [];
  expect(violations, JSON.stringify(response.body)).toHaveLength(1);
  return violations[0]!;
}

describe('hostile input is refused in the error envelope', () => {
  const queries = [
    { path: '/stores-reader/v1/products/query', root: 'query' },
    { path: '/stores-reader/v1/variants/query', root: 'query' },
    { path: '/stores-reader/v1/collections/query', root: 'query' },
    { path: '/ecom/v1/orders/search', root: 'search' },
  ];

  it('refuses a filter nesting $and, $or or $not past 32 levels on every query, naming the field', async () => {
    for (const { path, root } of queries) {
      for (const [operator, depth] of [['$and', 5000], ['$or', 5000], ['$not', 5000], ['$not', 33]] as const) {
        const response = await raw('POST', path, `{"${root}":{"filter":${deepFilter(operator, depth)}}}`, callers.apiKey);
        expect(violation(response), `${path} ${operator} ${depth}`).toMatchObject({ field: expect.stringMatching(new RegExp(`^${root}\\.filter`)), violatedRule: 'MAX_SIZE' });
      }
    }
  });

  it('still answers a filter nested 32 levels deep', async () => {
    const response = await raw('POST', '/stores-reader/v1/products/query', `{"query":{"filter":${deepFilter('$not', 32)}}}`, callers.apiKey);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
  });

  it('refuses deep filters in the GET `.r` form and as a JSON string', async () => {
    const deepNot = `?.r=${Buffer.from(`{"query":{"filter":${deepFilter('$not', 1000)}}}`).toString('base64url')}`;
    expect(violation(await raw('GET', `/stores-reader/v1/products/query${deepNot}`, undefined, callers.apiKey)).violatedRule).toBe('MAX_SIZE');
    const asString = JSON.stringify({ query: { filter: deepFilter('$not', 200) } });
    expect(violation(await raw('POST', '/stores-reader/v1/products/query', asString, callers.apiKey))).toMatchObject({ field: 'query.filter', violatedRule: 'MAX_SIZE' });
  });

  it('refuses a filter with more than 500 conditions', async () => {
    const wide = { query: { filter: { $or: Array.from({ length: 600 }, (_, n) => ({ name: `n${n}` })) } } };
    expect(violation(await raw('POST', '/stores-reader/v1/products/query', JSON.stringify(wide), callers.apiKey))).toMatchObject({ field: 'query.filter', violatedRule: 'MAX_SIZE' });
  });

  it('refuses free-form objects nested 10,000 deep (cart contact info, checkout contact details, sign-on profile)', async () => {
    const deep = deepObject(10_000);
    const cases = [
      { method: 'PATCH', path: '/ecom/v1/carts/current', body: `{"cartInfo":{"contactInfo":${deep}}}`, field: 'cartInfo.contactInfo', caller: callers.visitor },
      { method: 'POST', path: '/ecom/v1/carts', body: `{"cartInfo":{"contactInfo":{"contactDetails":${deep}}}}`, field: 'cartInfo.contactInfo.contactDetails', caller: callers.visitor },
      { method: 'POST', path: '/ecom/v1/checkouts', body: `{"checkoutInfo":{"billingInfo":{"contactDetails":${deep}}}}`, field: 'checkoutInfo.billingInfo.contactDetails', caller: callers.apiKey },
      { method: 'POST', path: '/_api/iam/authentication/v2/sign-on', body: `{"loginId":{"email":"a@b.test"},"profile":${deep}}`, field: 'profile', caller: callers.apiKey },
    ];
    for (const { method, path, body, field, caller } of cases) {
      expect(violation(await raw(method, path, body, caller!)), path).toMatchObject({ field: expect.stringMatching(new RegExp(`^${field.replace(/\./g, '\\.')}`)), violatedRule: 'MAX_SIZE' });
    }
  });

  it('refuses numbers past their bounds in the media list as 400s, never SQL text', async () => {
    for (const query of ['limit=1e400', 'offset=1e400', 'limit=Infinity', 'offset=99999999999999999999']) {
      const response = await raw('GET', `/_api/vitrine/v1/media?${query}`, undefined, callers.apiKey);
      expect(violation(response), `${query}: ${JSON.stringify(response.body)}`).toMatchObject({ field: query.split('=')[0] });
    }
  });

  it('answers a broken multipart upload with a 400', async () => {
    const cut = '--cut\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG half a file';
    const response = await raw('POST', '/_api/vitrine/v1/media', cut, { ...callers.apiKey, 'content-type': 'multipart/form-data; boundary=cut' });
    expect(violation(response)).toMatchObject({ field: 'file' });
  });

  it('answers the router’s refusals in the envelope: bad URL encoding 400, an over-long id 414', async () => {
    const badEncoding = await raw('GET', '/stores-reader/v1/products/%FF%FE', undefined, callers.apiKey);
    expect(badEncoding.status).toBe(400);
    expect(badEncoding.body).toMatchObject({ message: expect.any(String), details: { applicationError: { code: 'BAD_REQUEST' } } });
    expect(badEncoding.headers.get('x-wix-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const longId = await raw('GET', `/stores-reader/v1/products/${'x'.repeat(600)}`, undefined, callers.apiKey);
    expect(longId.status).toBe(414);
    expect(longId.body.details.applicationError.code).toBe('URI_TOO_LONG');
  });

  it('answers a body too large (413) and an unsupported content type (415) in the envelope', async () => {
    const huge = await raw('POST', '/stores-reader/v1/products/query', `{"query":{"filter":{"name":"${'x'.repeat(2 * 1024 * 1024)}"}}}`, callers.apiKey);
    expect(huge.status).toBe(413);
    expect(huge.body.details.applicationError.code).toBe('PAYLOAD_TOO_LARGE');
    const xml = await raw('POST', '/stores-reader/v1/products/query', '<query/>', { ...callers.apiKey, 'content-type': 'application/xml' });
    expect(xml.status).toBe(415);
    expect(xml.body.details.applicationError.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers an OPTIONS request that is no CORS preflight with a 400 in the envelope; a preflight still gets its 204', async () => {
    const incomplete: Array<Record<string, string>> = [{}, { origin: 'http://127.0.0.1' }, { 'access-control-request-method': 'POST' }];
    for (const headers of incomplete) {
      const response = await raw('OPTIONS', '/ecom/v1/carts/current', undefined, headers);
      expect(response.status, JSON.stringify(headers)).toBe(400);
      expect(response.body.details.applicationError.code).toBe('BAD_REQUEST');
      expect(response.headers.get('x-wix-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    }
    const preflight = await fetch(platform.baseUrl + '/ecom/v1/carts/current', { method: 'OPTIONS', headers: { origin: 'http://127.0.0.1', 'access-control-request-method': 'PATCH' } });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-methods')).toContain('PATCH');
  });

  it('answers request headers over 16 KB with a 431 in the envelope, on the socket', async () => {
    const { port } = new URL(platform.baseUrl);
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () => {
        socket.write(`GET /stores-reader/v1/products HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Padding: ${'a'.repeat(20_000)}\r\n\r\n`);
      });
      let text = '';
      socket.on('data', (chunk) => (text += chunk));
      socket.on('close', () => resolve(text));
      socket.on('error', reject);
    });
    const [head, body] = answer.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 431 /);
    expect(head).toMatch(/\r\nx-wix-request-id: [0-9a-f-]{36}/i);
    expect(JSON.parse(body!)).toEqual({
      message: 'Request headers are too large',
      details: { applicationError: { code: 'REQUEST_HEADER_FIELDS_TOO_LARGE', description: 'Request Header Fields Too Large' } },
    });
  });

  it('refuses return URLs with control characters, backslashes or `//` paths, and redirects to the normalized URL', async () => {
    // As a browser's page load (a script's fetch gets the redirect described in JSON instead).
    const logout = (url: string) =>
      fetch(`${platform.baseUrl}/_api/iam/authentication/v1/logout?clientId=${platform.site.clientId}&postLogoutRedirectUri=${encodeURIComponent(url)}`, {
        headers: { ...callers.visitor, accept: 'text/html' },
        redirect: 'manual',
      });
    for (const url of ['http://127.0.0.1/a\x00b', 'http://127.0.0.1/a\r\nSet-Cookie: x=1', 'http://127.0.0.1/a\x1fb', 'http://127.0.0.1//evil.example/', 'http://127.0.0.1/\\evil.example/']) {
      const response = await logout(url);
      expect(response.status, JSON.stringify(url)).toBe(400);
      // A NUL character is refused before any route, in every field (lib/storable-text.ts); the route refuses the rest.
      const refusedBefore = { validationError: { fieldViolations: [expect.objectContaining({ field: 'postLogoutRedirectUri', violatedRule: 'FORMAT' })] } };
      expect((await response.json()).details, JSON.stringify(url)).toEqual(url.includes('\x00') ? refusedBefore : { applicationError: expect.any(Object) });
    }
    const allowed = await logout('http://127.0.0.1/bye now?x=é');
    expect(allowed.status).toBe(302);
    expect(allowed.headers.get('location')).toBe('http://127.0.0.1/bye%20now?x=%C3%A9');
  });

  it('logs no error for requests the client aborts halfway', async () => {
    const { port } = new URL(platform.baseUrl);
    const login = '/_api/iam/authentication/v2/login';
    let seen = 0;
    const count = (request: IncomingMessage) => void (request.url === login && (seen += 1));
    platform.app.server.on('request', count);
    // A visitor token is checked off the main thread, so the socket is gone by the time the rate
    // limiter asks for the client's address (undefined then): it must not turn that into a 500.
    const sent = 20;
    await Promise.all(
      Array.from(
        { length: sent },
        () =>
          new Promise<void>((resolve) => {
            const socket = connect(Number(port), '127.0.0.1', () => {
              socket.write(`POST ${login} HTTP/1.1\r\nHost: 127.0.0.1\r\nauthorization: ${callers.visitor!.authorization}\r\ncontent-type: application/json\r\ncontent-length: 200\r\n\r\n{"loginId":`);
              socket.destroy();
            });
            socket.on('close', () => resolve());
          }),
      ),
    );
    await expect.poll(() => seen, { timeout: 30_000 }).toBe(sent);
    platform.app.server.off('request', count);
    // A complete request down the same path, checked after theirs: once it answers, they are through.
    const after = await raw('POST', login, '{"loginId":{"email":"nobody@vitrine.test"},"password":"x"}', callers.visitor);
    expect(after.status).toBeLessThan(500);
    expect(log.errors()).toEqual([]);
  });});

import { startTestPlatform, type TestPlatform } from '@vitrine/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiKeyStrategy } from '../src/auth/api-key-strategy';
import { OAuthStrategy } from '../src/auth/oauth-strategy';
import { base64urlToText } from '../src/core/base64url';
import { encodeQuery, maxQueryStringLength } from '../src/core/query-params';
import { createTransport } from '../src/core/transport';
import { recordingFetch } from './client-fixtures';

describe('GET parameters', () => {
  it('flattens simple parameters to dotted keys and repeats arrays', () => {
    expect(encodeQuery({ id: 'p1', includeMerchantSpecificData: true, paging: { limit: 10, offset: 20 }, ids: ['a', 'b'] })).toBe(
      'id=p1&includeMerchantSpecificData=true&paging.limit=10&paging.offset=20&ids=a&ids=b',
    );
  });

  it('skips undefined and null, writes dates as ISO strings', () => {
    expect(encodeQuery({ a: undefined, b: null, since: new Date('2024-05-01T10:00:00.000Z') })).toBe('since=2024-05-01T10%3A00%3A00.000Z');
  });

  it('sends a payload with nested objects as one `.r` parameter: base64url of the JSON, no padding', () => {
    const payload = { query: { filter: { $and: [{ name: 'shirt' }, { price: { $gt: 5 } }] }, paging: { limit: 10, offset: 0 }, sort: [{ fieldName: 'name', order: 'ASC' }] } };
    const encoded = encodeQuery(payload);
    expect(encoded).toMatch(/^\.r=[A-Za-z0-9_-]+$/);
    expect(JSON.parse(base64urlToText(encoded.slice(3)))).toEqual(payload);
    // Types survive: the filter's number is still a number.
    expect(base64urlToText(encoded.slice(3))).toContain('"$gt":5');
  });

  it('keeps non-ASCII text intact in `.r`', () => {
    const payload = { query: { filter: { name: { $startsWith: 'Crème brûlée – 東京' } } } };
    expect(JSON.parse(base64urlToText(encodeQuery(payload).slice(3)))).toEqual(payload);
  });
});

describe('requests on the real platform', () => {
  let platform: TestPlatform;
  const names = ['Linen shirt', 'Wool scarf', 'Canvas tote'];
  const path = '/stores-reader/v1/products/query-platformized';

  beforeAll(async () => {
    platform = await startTestPlatform();
    const admin = createTransport({ baseUrl: platform.baseUrl, auth: ApiKeyStrategy({ apiKey: platform.site.apiKey, siteId: platform.site.siteId }) });
    for (const [index, name] of [...names, 'Not in the filter'].entries()) {
      await admin.request({ method: 'POST', path: '/stores/v1/products', body: { product: { name, priceData: { price: 10 + index } } } });
    }
  });
  afterAll(() => platform.close());

  function shopperTransport() {
    const recorder = recordingFetch();
    const transport = createTransport({ baseUrl: platform.baseUrl, fetch: recorder.fetch, auth: OAuthStrategy({ clientId: platform.site.clientId }) });
    return { transport, recorder };
  }

  const queryFor = (productNames: string[]) => ({
    query: { filter: { name: { $in: productNames } }, sort: [{ fieldName: 'name', order: 'ASC' }], paging: { limit: 50, offset: 0 } },
  });

  it('a query GET travels as `.r` and the platform filters by it', async () => {
    const { transport, recorder } = shopperTransport();
    const result = await transport.request<{ products: Array<{ name: string }> }>({ method: 'GET', path, query: queryFor(names) });
    expect(result.products.map((product) => product.name)).toEqual([...names].sort());
    const [call] = recorder.to(path);
    expect(call?.method).toBe('GET');
    expect(new URL(call!.url).searchParams.has('.r')).toBe(true);
  });

  it(`a query above ${maxQueryStringLength} characters goes as a POST with the same payload, and returns what the GET returns`, async () => {
    const longNames = [...names, ...Array.from({ length: 250 }, (_, index) => `No such product number ${index}`)];
    const payload = queryFor(longNames);
    const queryString = encodeQuery(payload);
    expect(queryString.length).toBeGreaterThan(maxQueryStringLength);

    const { transport, recorder } = shopperTransport();
    const viaSdk = await transport.request({ method: 'GET', path, query: payload });
    const [call] = recorder.to(path);
    expect(call?.method).toBe('POST');
    expect(new URL(call!.url).search).toBe('');
    expect(call?.headers.get('content-type')).toBe('application/json');
    expect(JSON.parse(call!.body!)).toEqual(payload);

    // The same payload as a GET (the platform takes URLs this long) gives the same answer.
    const authorization = call!.headers.get('authorization')!;
    const viaGet = await (await fetch(`${platform.baseUrl}${path}?${queryString}`, { headers: { authorization } })).json();
    expect(viaSdk).toEqual(viaGet);
    // And the short form of the same filter too.
    expect(viaSdk).toEqual(await transport.request({ method: 'GET', path, query: queryFor(names) }));
  });

  it('a POST without a body sends `{}` as JSON', async () => {
    const { transport, recorder } = shopperTransport();
    await transport.request({ method: 'POST', path: '/oauth2/token', auth: false }).catch(() => undefined);
    const [call] = recorder.to('/oauth2/token');
    expect(call?.body).toBe('{}');
    expect(call?.headers.get('content-type')).toBe('application/json');
  });

  it('bodies carry non-finite numbers as strings and dates as ISO strings; the idempotency key as a header', async () => {
    const { transport, recorder } = shopperTransport();
    await transport
      .request({ method: 'POST', path: '/oauth2/token', auth: false, idempotencyKey: 'key-1', body: { weight: NaN, cost: -Infinity, when: new Date(0) } })
      .catch(() => undefined);
    const [call] = recorder.to('/oauth2/token');
    expect(JSON.parse(call!.body!)).toEqual({ weight: 'NaN', cost: '-Infinity', when: '1970-01-01T00:00:00.000Z' });
    expect(call?.headers.get('idempotency-key')).toBe('key-1');
  });

  it('client headers go with every request; per-request headers and auth headers win', async () => {
    const recorder = recordingFetch();
    const transport = createTransport({
      baseUrl: platform.baseUrl,
      fetch: recorder.fetch,
      headers: { 'x-app': 'storefront', authorization: 'from-client-headers' },
      auth: ApiKeyStrategy({ apiKey: platform.site.apiKey, siteId: platform.site.siteId }),
    });
    await transport.request({ method: 'GET', path, query: queryFor(names), headers: { 'x-request': 'one' } });
    const [call] = recorder.to(path);
    expect(call?.headers.get('x-app')).toBe('storefront');
    expect(call?.headers.get('x-request')).toBe('one');
    expect(call?.headers.get('authorization')).toBe(platform.site.apiKey);
    expect(call?.headers.get('wix-site-id')).toBe(platform.site.siteId);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { ownerToken, platformForFile } from './helpers';

/**
 * Browsers and CDNs revalidating catalogue reads: an ETag on every GET answer, 304 without a body
 * when nothing changed, and Cache-Control that lets shared caches keep only what any visitor of
 * the site would see.
 */
const file = platformForFile();
const { http, staff, visitor } = file;
let productId: string;
let collectionId: string;

const encode = (payload: unknown) => Buffer.from(JSON.stringify(payload)).toString('base64url');
const visitorCaching = 'public, max-age=60, stale-while-revalidate=600';

beforeAll(async () => {
  productId = (await http.post('/stores/v1/products', { product: { name: 'Clay mug', priceData: { price: 12 } } }, staff)).body.product.id;
  collectionId = (await http.post('/stores/v1/collections', { collection: { name: 'Kitchen' } }, staff)).body.collection.id;
});

/** A GET as a browser revalidating its copy sends it, read without a body parser (a 304 has none). */
async function revalidate(path: string, headers: Record<string, string>, etag: string | null) {
  const response = await fetch(file.platform.baseUrl + path, { headers: { ...headers, ...(etag ? { 'if-none-match': etag } : {}) } });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

describe('catalogue reads over HTTP caching', () => {
  const reads = () => [
    `/stores-reader/v1/products/${productId}`,
    `/stores-reader/v1/products/query-platformized?.r=${encode({ query: { paging: { limit: 10 } } })}`,
    `/stores-reader/v1/collections/${collectionId}`,
    '/stores-reader/v1/collections/slug/kitchen',
    `/v2/collections/${collectionId}`,
    `/v2/collections/query?.r=${encode({ query: { paging: { limit: 10 } } })}`,
  ];

  it('tag every answer, and answer 304 with no body to a client that already has it', async () => {
    for (const path of reads()) {
      const first = await revalidate(path, visitor, null);
      expect(first.status, path).toBe(200);
      const etag = first.headers.get('etag');
      expect(etag, path).toMatch(/^W\/".+"$/);
      const again = await revalidate(path, visitor, etag);
      expect(again.status, path).toBe(304);
      expect(again.text, path).toBe('');
      expect(again.headers.get('etag'), path).toBe(etag);
      // A stale or foreign tag gets the whole answer.
      expect((await revalidate(path, visitor, 'W/"something-else"')).status, path).toBe(200);
    }
  });

  it('let a visitor’s answer be kept by shared caches, per token, and revalidated in the background', async () => {
    for (const path of reads()) {
      const response = await revalidate(path, visitor, null);
      expect(response.headers.get('cache-control'), path).toBe(visitorCaching);
      expect(response.headers.get('vary')?.toLowerCase(), path).toContain('authorization');
    }
  });

  it('keep what owners and API keys see private, revalidated on each use', async () => {
    const owner = { authorization: await ownerToken(file.platform) };
    for (const headers of [staff, owner]) {
      const path = `/stores-reader/v1/products/${productId}?includeMerchantSpecificData=true`;
      const response = await revalidate(path, headers, null);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('private, no-cache');
      expect((await revalidate(path, headers, response.headers.get('etag'))).status).toBe(304);
    }
  });

  it('send the new answer, with a new tag, once the product changed', async () => {
    const path = `/stores-reader/v1/products/${productId}`;
    const before = await revalidate(path, visitor, null);
    const etag = before.headers.get('etag');
    expect((await http.patch(`/stores/v1/products/${productId}`, { product: { name: 'Clay mug, glazed' } }, staff)).status).toBe(200);
    const after = await revalidate(path, visitor, etag);
    expect(after.status).toBe(200);
    expect(JSON.parse(after.text).product.name).toBe('Clay mug, glazed');
    expect(after.headers.get('etag')).not.toBe(etag);
  });

  it('leave errors and POST queries untagged', async () => {
    const missing = await revalidate('/stores-reader/v1/products/00000000-0000-4000-8000-000000000000', visitor, null);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('etag')).toBeNull();
    expect(missing.headers.get('cache-control') ?? '').not.toContain('public');
    const posted = await http.post('/stores-reader/v1/products/query', { query: { paging: { limit: 10 } } }, visitor);
    expect(posted.status).toBe(200);
    expect(posted.headers.get('etag')).toBeNull();
  });
});

import Fastify from 'fastify';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import { brotliDecompressSync, createBrotliDecompress, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerResponseCompression } from '../src/plugins/response-compression';
import { startTestPlatform, type TestPlatform } from '../src/testing';
import { apiKeyHeaders, httpClient } from './helpers';

/**
 * What goes over the wire, read with node:http (fetch would decode it before the test saw it):
 * the API's JSON as brotli or gzip by `Accept-Encoding`, small answers as they are.
 */
let platform: TestPlatform;
const queryPath = '/stores-reader/v1/products/query';

interface RawResponse {
  status: number;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

function raw(path: string, headers: Record<string, string>, body?: unknown): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(platform.baseUrl + path, { method: body === undefined ? 'GET' : 'POST', headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

const decode = (response: RawResponse) =>
  response.headers['content-encoding'] === 'br' ? brotliDecompressSync(response.body) : response.headers['content-encoding'] === 'gzip' ? gunzipSync(response.body) : response.body;

beforeAll(async () => {
  platform = await startTestPlatform();
  const http = httpClient(platform);
  for (let index = 0; index < 20; index++) {
    const created = await http.post('/stores/v1/products', { product: { name: `Wool scarf ${index}`, description: 'Soft merino, knitted by hand. '.repeat(4), priceData: { price: 20 + index } } }, apiKeyHeaders(platform.site));
    expect(created.status).toBe(200);
  }
});
afterAll(() => platform.close());

describe('API answers on the wire', () => {
  const query = { query: { paging: { limit: 20 } } };

  it('go out as brotli when the client accepts it, and decode to the same JSON', async () => {
    const plain = await raw(queryPath, { ...apiKeyHeaders(platform.site), 'accept-encoding': 'identity' }, query);
    const brotli = await raw(queryPath, { ...apiKeyHeaders(platform.site), 'accept-encoding': 'gzip, deflate, br' }, query);
    expect(brotli.status).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toContain('accept-encoding');
    expect(JSON.parse(decode(brotli).toString('utf8'))).toEqual(JSON.parse(plain.body.toString('utf8')));
    expect(JSON.parse(plain.body.toString('utf8')).products).toHaveLength(20);
    // Twenty similar products compress well: far less than half goes over the wire.
    expect(brotli.body.length).toBeLessThan(plain.body.length / 4);
  });

  it('go out as gzip when only gzip is accepted, and unencoded when nothing is', async () => {
    const plain = await raw(queryPath, apiKeyHeaders(platform.site), query);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const gzip = await raw(queryPath, { ...apiKeyHeaders(platform.site), 'accept-encoding': 'gzip' }, query);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decode(gzip).toString('utf8'))).toEqual(JSON.parse(plain.body.toString('utf8')));
    const refused = await raw(queryPath, { ...apiKeyHeaders(platform.site), 'accept-encoding': 'br;q=0, gzip;q=0' }, query);
    expect(refused.headers['content-encoding']).toBeUndefined();
  });

  it('leave small answers and errors under a kilobyte as they are', async () => {
    const small = await raw(queryPath, { ...apiKeyHeaders(platform.site), 'accept-encoding': 'br, gzip' }, { query: { paging: { limit: 1 }, filter: { name: 'nothing by this name' } } });
    expect(small.status).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString('utf8')).products).toEqual([]);
    const refusal = await raw(queryPath, { 'accept-encoding': 'br, gzip' }, query);
    expect(refusal.status).toBe(401);
    expect(refusal.headers['content-encoding']).toBeUndefined();
  });

  it('reach an SDK-style fetch caller decoded, as fetch asks for compression itself', async () => {
    const response = await fetch(platform.baseUrl + queryPath, { method: 'POST', headers: { 'content-type': 'application/json', ...apiKeyHeaders(platform.site) }, body: JSON.stringify(query) });
    expect(response.headers.get('content-encoding')).toMatch(/^(br|gzip)$/);
    expect((await response.json()).products).toHaveLength(20);
  });
});

describe('a streamed page', () => {
  it('reaches the client chunk by chunk while it is compressed, not when it ends', async () => {
    // A route of its own whose second half is written only after the client has decoded the
    // first: if the compressor held the first chunk back, the page would never finish.
    const app = Fastify();
    await registerResponseCompression(app);
    let releaseRest!: () => void;
    const restAllowed = new Promise<void>((resolve) => (releaseRest = resolve));
    app.get('/page', async (_request, reply) => {
      async function* page() {
        yield `<!doctype html><html><head><title>Shop</title></head><body>${'<p>first</p>'.repeat(200)}`;
        await restAllowed;
        yield `${'<p>rest</p>'.repeat(200)}</body></html>`;
      }
      return reply.type('text/html; charset=utf-8').send(Readable.from(page()));
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const address = app.server.address() as { port: number };
      const html = await new Promise<string>((resolve, reject) => {
        httpRequest(`http://127.0.0.1:${address.port}/page`, { headers: { 'accept-encoding': 'br' } }, (response) => {
          expect(response.headers['content-encoding']).toBe('br');
          const decoder = response.pipe(createBrotliDecompress());
          let text = '';
          decoder.on('data', (chunk: Buffer) => {
            text += chunk.toString('utf8');
            if (text.includes('<p>first</p>'.repeat(200))) releaseRest();
          });
          decoder.on('end', () => resolve(text));
          decoder.on('error', reject);
        })
          .on('error', reject)
          .end();
      });
      expect(html.endsWith('<p>rest</p></body></html>')).toBe(true);
    } finally {
      await app.close();
    }
  });
});

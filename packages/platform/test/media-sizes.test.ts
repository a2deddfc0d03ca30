import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryMediaStore } from '../src/domains/media/media-store';
import { startTestPlatform, type TestPlatform } from '../src/testing';
import { apiKeyHeaders, httpClient, visitorToken } from './helpers';

let platform: TestPlatform;
let http: ReturnType<typeof httpClient>;
let staff: Record<string, string>;
let mediaDir: string;

beforeAll(async () => {
  // A media folder, so the cached copies can be seen on disk beside the originals.
  mediaDir = await mkdtemp(join(tmpdir(), 'vitrine-media-'));
  platform = await startTestPlatform({ mediaDir });
  http = httpClient(platform);
  staff = apiKeyHeaders(platform.site);
});
afterAll(async () => {
  await platform.close();
  await rm(mediaDir, { recursive: true, force: true });
});

const webpAccept = 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8';
const noWebpAccept = 'image/png,image/*;q=0.8,*/*;q=0.5';

/** A solid-colour picture made by sharp in the given format. */
const picture = (width: number, height: number, format: 'png' | 'jpeg' = 'png') =>
  sharp({ create: { width, height, channels: 3, background: { r: 180, g: 60, b: 40 } } }).toFormat(format).toBuffer();

async function upload(bytes: Buffer | string, type: string, name: string) {
  const form = new FormData();
  form.append('file', new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], { type }), name);
  const response = await fetch(`${platform.baseUrl}/_api/vitrine/v1/media`, { method: 'POST', headers: staff, body: form });
  return { status: response.status, body: await response.json() };
}

async function fetchImage(url: string, accept: string) {
  const response = await fetch(url, { headers: { accept } });
  const bytes = Buffer.from(await response.arrayBuffer());
  const info = response.ok && response.headers.get('content-type')?.startsWith('image/') ? await sharp(bytes).metadata() : undefined;
  return { response, bytes, info };
}

describe('images at standard widths', () => {
  let photo: { id: string; url: string };
  beforeAll(async () => {
    photo = (await upload(await picture(1000, 600), 'image/png', 'wide.png')).body.file;
  });

  it('serves ?w=400 as a 400 px WebP to browsers that take WebP, as PNG to the rest', async () => {
    const webp = await fetchImage(`${photo.url}?w=400`, webpAccept);
    expect(webp.response.status).toBe(200);
    expect(webp.response.headers.get('content-type')).toBe('image/webp');
    expect(webp.response.headers.get('vary')).toBe('Accept');
    expect(webp.response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(webp.info).toMatchObject({ format: 'webp', width: 400, height: 240 });

    const png = await fetchImage(`${photo.url}?w=400`, noWebpAccept);
    expect(png.response.headers.get('content-type')).toBe('image/png');
    expect(png.response.headers.get('vary')).toBe('Accept');
    expect(png.info).toMatchObject({ format: 'png', width: 400, height: 240 });
    expect(png.response.headers.get('etag')).not.toBe(webp.response.headers.get('etag'));
  });

  it('makes each copy once and keeps it beside the original', async () => {
    const own = (await upload(await picture(900, 900), 'image/png', 'kept.png')).body.file;
    const first = await fetchImage(`${own.url}?w=800`, webpAccept);
    const cacheFile = join(mediaDir, own.id.slice(0, 2), `${own.id}.w800.webp`);
    expect(await readFile(cacheFile)).toEqual(first.bytes);
    const second = await fetchImage(`${own.url}?w=800`, webpAccept);
    expect(second.bytes).toEqual(first.bytes);
    // Proof the kept copy is what is sent: a changed copy on disk is what the next request gets.
    await writeFile(cacheFile, Buffer.from('kept copy'));
    expect(await fetch(`${own.url}?w=800`, { headers: { accept: webpAccept } }).then((response) => response.text())).toBe('kept copy');
  });

  it('snaps any requested width to an allowed one and never enlarges', async () => {
    const widthFor = async (w: string) => (await fetchImage(`${photo.url}?w=${w}`, webpAccept)).info?.width;
    expect(await widthFor('350')).toBe(400);
    expect(await widthFor('1')).toBe(200);
    expect(await widthFor('650')).toBe(800);
    // 1100 snaps to 1200, wider than the 1000 px original, which is sent at its own width.
    expect(await widthFor('1100')).toBe(1000);
    expect(await widthFor('99999')).toBe(1000);
    for (const bad of ['0', '-5', 'wide', '1.5']) {
      const response = await fetch(`${photo.url}?w=${bad}`);
      expect(response.status, bad).toBe(400);
      expect((await response.json()).details.validationError).toBeDefined();
    }
  });

  it('serves the original at the plain URL, and SVG and GIF as they are whatever the width', async () => {
    const original = await fetchImage(photo.url, webpAccept);
    expect(original.response.headers.get('content-type')).toBe('image/png');
    expect(original.info).toMatchObject({ format: 'png', width: 1000 });

    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480"><rect width="640" height="480"/></svg>';
    const drawing = (await upload(svg, 'image/svg+xml', 'd.svg')).body.file;
    const served = await fetch(`${drawing.url}?w=200`, { headers: { accept: webpAccept } });
    expect(served.headers.get('content-type')).toBe('image/svg+xml');
    expect(await served.text()).toBe(svg);

    const gifBytes = await sharp({ create: { width: 300, height: 100, channels: 3, background: '#00f' } }).gif().toBuffer();
    const gif = (await upload(gifBytes, 'image/gif', 'g.gif')).body.file;
    expect(gif).toMatchObject({ width: 300, height: 100 });
    const gifServed = await fetchImage(`${gif.url}?w=200`, webpAccept);
    expect(gifServed.response.headers.get('content-type')).toBe('image/gif');
    expect(gifServed.bytes).toEqual(gifBytes);
  });

  it('reads JPEG sizes and re-sizes JPEG, keeping JPEG for clients without WebP', async () => {
    const jpeg = (await upload(await picture(500, 500, 'jpeg'), 'image/jpeg', 'square.jpg')).body.file;
    expect(jpeg).toMatchObject({ width: 500, height: 500 });
    const small = await fetchImage(`${jpeg.url}?w=200`, noWebpAccept);
    expect(small.response.headers.get('content-type')).toBe('image/jpeg');
    expect(small.info).toMatchObject({ format: 'jpeg', width: 200, height: 200 });
  });

  it('refuses an upload that is not the image it claims to be, and answers cleanly for a truncated one', async () => {
    const garbage = await upload(Buffer.from('this is not a picture at all'), 'image/png', 'fake.png');
    expect(garbage.status).toBe(400);
    expect(garbage.body.details.validationError.fieldViolations[0]).toMatchObject({ field: 'file', violatedRule: 'FORMAT' });

    // The header reads fine (so the upload stands) but the pixels are cut off.
    const whole = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#888', noise: { type: 'gaussian', mean: 128, sigma: 60 } } }).png().toBuffer();
    const truncated = (await upload(whole.subarray(0, 200), 'image/png', 'cut.png')).body.file;
    expect(truncated).toMatchObject({ width: 600, height: 600 });
    const sized = await fetch(`${truncated.url}?w=200`, { headers: { accept: webpAccept } });
    expect(sized.status).toBe(404);
    expect(sized.headers.get('cache-control')).toBe('no-store');
    expect((await sized.json()).details.applicationError.code).toBe('MEDIA_NOT_RESIZABLE');
    expect((await fetch(truncated.url)).status).toBe(200);
  });

  it('lists every served width on catalogue media, so clients build a srcset without guessing', async () => {
    const svg = (await upload('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>', 'image/svg+xml', 's.svg')).body.file;
    const product = (await http.post('/stores/v1/products', { product: { name: 'Sized mug', priceData: { price: 5 } } }, staff)).body.product;
    await http.post(`/stores/v1/products/${product.id}/media`, { media: [{ mediaId: photo.id }, { mediaId: svg.id }] }, staff);
    const media = (await http.get(`/stores-reader/v1/products/${product.id}`, { authorization: await visitorToken(platform) })).body.product.media;
    const link = (url: string, width: number, height: number) => ({ url, width, height, urlExpirationDate: null });
    expect(media.mainMedia.image.resolutions).toEqual([
      link(`${photo.url}?w=200`, 200, 120),
      link(`${photo.url}?w=400`, 400, 240),
      link(`${photo.url}?w=800`, 800, 480),
      link(`${photo.url}?w=1200`, 1000, 600),
    ]);
    expect(media.mainMedia.thumbnail.resolutions).toEqual(media.mainMedia.image.resolutions);
    expect(media.items[1].image.resolutions).toBeUndefined();
    // Each listed size is served at the width it claims.
    for (const size of media.mainMedia.image.resolutions) expect((await fetchImage(size.url, webpAccept)).info?.width).toBe(size.width);
  });

  it('lists the original as the largest size of an image wider than the largest standard width', async () => {
    const poster = (await upload(await picture(1600, 400), 'image/png', 'banner.png')).body.file;
    const collection = (await http.post('/stores/v1/collections', { collection: { name: 'Banner', media: { items: [{ mediaId: poster.id }] } } }, staff)).body.collection;
    const widths = collection.media.mainMedia.image.resolutions.map((size: { url: string; width: number }) => [size.url.replace(poster.url, ''), size.width]);
    expect(widths).toEqual([['?w=200', 200], ['?w=400', 400], ['?w=800', 800], ['?w=1200', 1200], ['', 1600]]);
  });
});

describe('the memory store of copies (no media folder)', () => {
  it('keeps copies up to its byte budget, forgetting the least recently used first', async () => {
    const store = memoryMediaStore(10);
    await store.putVariant('a', 'w200.webp', Buffer.alloc(4));
    await store.putVariant('b', 'w200.webp', Buffer.alloc(4));
    await store.getVariant('a', 'w200.webp');
    await store.putVariant('c', 'w200.webp', Buffer.alloc(4));
    expect(await store.getVariant('b', 'w200.webp')).toBeUndefined();
    expect(await store.getVariant('a', 'w200.webp')).toHaveLength(4);
    expect(await store.getVariant('c', 'w200.webp')).toHaveLength(4);
    await store.putVariant('d', 'w200.webp', Buffer.alloc(11));
    expect(await store.getVariant('d', 'w200.webp')).toBeUndefined();
  });
});

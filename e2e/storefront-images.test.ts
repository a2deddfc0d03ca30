import sharp from 'sharp';
import { describe, expect, test } from 'vitest';
import { useHarness } from './harness';

const harness = useHarness();

/** Calls the platform's REST API as the store's owner app (the startup API key). */
async function api(path: string, init: { method?: string; body?: BodyInit; json?: unknown } = {}) {
  const headers: Record<string, string> = { authorization: harness.site.apiKey, 'wix-site-id': harness.site.siteId };
  if (init.json !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(harness.baseUrl + path, { method: init.method ?? 'POST', headers, body: init.body ?? JSON.stringify(init.json) });
  return response.json();
}

describe('storefront images', () => {
  test('an uploaded photo is drawn from the smallest WebP copy that fills its box, with its box reserved', async () => {
    const png = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: { r: 30, g: 110, b: 90 } } }).png().toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'teal-vase.png');
    const file = (await api('/_api/vitrine/v1/media', { body: form })).file;
    const product = (await api('/stores/v1/products', { json: { product: { name: 'Teal Photo Vase', priceData: { price: 30 } } } })).product;
    await api(`/stores/v1/products/${product.id}/media`, { json: { media: [{ mediaId: file.id }] } });

    const page = await harness.newPage();
    const images: Array<{ url: string; type: string | null }> = [];
    page.on('response', (response) => {
      if (response.url().includes(file.id)) images.push({ url: response.url(), type: response.headers()['content-type'] ?? null });
    });
    await page.goto(`/product-page/${product.slug}`);
    const picture = page.getByRole('img', { name: 'Teal Photo Vase' });
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    expect(await picture.getAttribute('width')).toBe('1600');
    expect(await picture.getAttribute('height')).toBe('1000');
    expect(await picture.getAttribute('srcset')).toBe(
      [200, 400, 800, 1200].map((width) => `${file.url}?w=${width} ${width}w`).join(', ') + `, ${file.url} 1600w`,
    );
    // 55vw of a 1280 px window is 704 px: the 800 px copy, as WebP, not the 1600 px PNG.
    expect(await picture.evaluate((img: HTMLImageElement) => img.currentSrc)).toBe(new URL(`${file.url}?w=800`, harness.baseUrl).href);
    expect(images).toEqual([{ url: new URL(`${file.url}?w=800`, harness.baseUrl).href, type: 'image/webp' }]);
  });
});

import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Harness } from './harness';
import { signInToStudio, startStudioHarness } from './studio-helpers';

let harness: Harness;

beforeAll(async () => {
  harness = await startStudioHarness();
}, 240_000);

afterAll(async () => {
  await harness?.close();
});

/** A real 8×8 PNG of one colour, made here so the test needs no fixture file. */
function png(rgb: [number, number, number]): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(8, 0);
  header.writeUInt32BE(8, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.concat(Array.from({ length: 8 }, () => Buffer.from([0, ...Array.from({ length: 8 }, () => rgb).flat()])));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

describe('studio: products', () => {
  test('a product with options and an image, created in the studio, is on sale in the storefront', async () => {
    const page = await signInToStudio(harness, '/studio/products/new');
    await page.getByLabel('Name').fill('Quokka Smock');
    expect(await page.getByLabel('Slug').inputValue()).toBe('quokka-smock');
    await page.getByLabel('Price (USD)').fill('20');
    await page.getByLabel('Cost of goods (USD)').fill('8');
    // Profit and margin follow the typing, before anything is saved.
    await expect.poll(() => page.getByTestId('profit').textContent()).toBe('$12.00');
    await expect.poll(() => page.getByTestId('margin').textContent()).toBe('60%');
    await page.getByLabel('Discount', { exact: true }).selectOption('PERCENT');
    await page.getByLabel('Discount (%)').fill('10');
    await expect.poll(() => page.getByTestId('profit').textContent()).toBe('$10.00');

    await page.getByRole('button', { name: 'Add option' }).click();
    await page.getByLabel('Option name').fill('Colour');
    await page.getByLabel('Shown as').selectOption('color');
    await page.getByLabel('Colour choice 1 name').fill('Red');
    await page.getByLabel('Colour choice 1 colour').fill('#cc0000');
    await page.getByRole('button', { name: 'Add choice to Colour' }).click();
    await page.getByLabel('Colour choice 2 name').fill('Blue');
    await page.getByLabel('Colour choice 2 colour').fill('#0000cc');
    await page.getByRole('button', { name: 'Create product' }).click();

    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Quokka Smock');
    const variants = page.getByRole('table', { name: 'Variants of Quokka Smock' });
    await expect.poll(() => variants.getByRole('row').count()).toBe(3);

    await page.getByLabel('Media files to upload').setInputFiles({ name: 'red-shirt.png', mimeType: 'image/png', buffer: png([200, 0, 0]) });
    await expect.poll(() => page.getByRole('list', { name: 'Product media, in order' }).getByRole('listitem').count()).toBe(1);
    await expect.poll(() => page.getByRole('list', { name: 'Product media, in order' }).textContent()).toContain('Main media');
    await harness.screenshot(page, 'studio-product-edit');

    const shop = await harness.newPage();
    await shop.goto('/product-page/quokka-smock');
    await expect.poll(() => shop.getByRole('heading', { level: 1 }).textContent()).toBe('Quokka Smock');
    const image = shop.locator('img[src*="/media/"]').first();
    await image.waitFor();
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBe(8);
    expect(await shop.content()).toContain('18.00');
  });

  test('the list finds products by name, filters hidden ones and pages; an edit saved by someone else first is reported', async () => {
    const page = await signInToStudio(harness, '/studio/products/new');
    await page.getByLabel('Name').fill('Quokka Hidden Hat');
    await page.getByLabel('Price (USD)').fill('5');
    await page.getByLabel('Visible in the store').uncheck();
    await page.getByRole('button', { name: 'Create product' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Quokka Hidden Hat');
    const editUrl = page.url();

    await page.goto('/studio/products?visibility=hidden');
    await expect.poll(() => page.getByRole('table').getByRole('link').allTextContents()).toEqual(['Quokka Hidden Hat']);
    await page.getByLabel('Visibility').selectOption('');
    await page.getByLabel('Search').fill('smock');
    await expect.poll(() => page.getByRole('table').getByRole('link').allTextContents()).toEqual(['Quokka Smock']);
    expect(page.url()).toContain('q=smock');

    // Two tabs edit the same product; the second save is stopped and says why.
    const other = await signInToStudio(harness, editUrl.replace(harness.baseUrl, ''));
    await page.goto(editUrl);
    await other.getByLabel('Price (USD)').fill('6');
    await other.getByRole('button', { name: 'Save product' }).click();
    await expect.poll(() => other.getByRole('status').first().textContent()).toContain('Saved');
    await page.getByLabel('Brand').fill('Acme');
    await page.getByRole('button', { name: 'Save product' }).click();
    await expect.poll(() => page.getByRole('alert').first().textContent()).toContain('Someone else changed this product first');
    await page.getByRole('button', { name: 'Discard mine and load theirs' }).click();
    expect(await page.getByLabel('Price (USD)').inputValue()).toBe('6');

    // Leaving with unsaved changes asks first.
    await page.getByLabel('Brand').fill('Acme');
    await page.getByRole('navigation', { name: 'Studio' }).getByRole('link', { name: 'Products' }).click();
    await page.getByRole('dialog', { name: 'Leave without saving?' }).waitFor();
    await page.getByRole('button', { name: 'Cancel' }).click();
    expect(await page.getByLabel('Brand').inputValue()).toBe('Acme');

    // Deleting asks for confirmation, then the product is gone from the list.
    await page.getByRole('button', { name: 'Delete product' }).click();
    await page.getByRole('dialog', { name: 'Delete “Quokka Hidden Hat”?' }).getByRole('button', { name: 'Delete product' }).click();
    await page.waitForURL(/\/studio\/products$/);
    await page.getByLabel('Search').fill('hidden hat');
    await expect.poll(() => page.getByText('No product matches these filters').count()).toBe(1);
  });
});

import { deflateSync } from 'node:zlib';
import { describe, expect, test } from 'vitest';
import { ApiKeyStrategy, createClient } from '@vitrine/sdk';
import { products } from '@vitrine/sdk/modules/products';
import type { Page } from 'playwright-core';
import { useHarness } from './harness';
import { signInToStudio, startStudioHarness } from './studio-helpers';

const harness = useHarness(startStudioHarness);
const adminClient = () => createClient({ modules: { products }, auth: ApiKeyStrategy({ apiKey: harness.site.apiKey, siteId: harness.site.siteId }), baseUrl: harness.baseUrl });

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
    // The image is chosen on the create form, before the product exists, and attached when it is created.
    await page.getByLabel('Media files to upload').setInputFiles({ name: 'red-shirt.png', mimeType: 'image/png', buffer: png([200, 0, 0]) });
    await expect.poll(() => page.getByRole('list', { name: 'New product media, in order' }).getByRole('img', { name: 'red-shirt.png' }).count()).toBe(1);
    await page.getByRole('button', { name: 'Create product' }).click();

    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Quokka Smock');
    const variants = page.getByRole('table', { name: 'Variants of Quokka Smock' });
    await expect.poll(() => variants.getByRole('row').count()).toBe(3);

    await expect.poll(() => page.getByRole('list', { name: 'Product media, in order' }).getByRole('listitem').count()).toBe(1);
    await expect.poll(() => page.getByRole('list', { name: 'Product media, in order' }).textContent()).toContain('Main media');
    await harness.screenshot(page, 'studio-product-edit');

    const shop = await harness.newPage();
    await shop.goto('/product-page/quokka-smock');
    await expect.poll(() => shop.getByRole('heading', { level: 1 }).textContent()).toBe('Quokka Smock');
    const image = shop.locator('img[src*="/media/"]').first();
    await image.waitFor();
    // Loaded and drawn (its displayed size comes from the srcset's widths, not the 8 px file).
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
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
    // Its address now names nothing, and so does one that is no id at all: both are "does not exist", not an error.
    for (const address of [editUrl, `${harness.baseUrl}/studio/products/not-an-id`]) {
      await page.goto(address);
      await expect.poll(() => page.getByText('This product does not exist').count(), { message: address }).toBe(1);
    }
  });

  test('media dropped, reordered, made main and shown per choice; variants edited and reset; brand, ribbon and options removed', async () => {
    const admin = adminClient();
    const { product } = await admin.products.createProduct({
      name: 'Quokka Media Scarf',
      productType: 'physical',
      priceData: { price: 30 },
      sku: 'QMS',
      brand: 'Quokka Co',
      ribbon: 'New',
      manageVariants: true,
      productOptions: [{ name: 'Colour', optionType: 'drop_down', choices: [{ value: 'Red', description: 'Red' }, { value: 'Blue', description: 'Blue' }] }],
    });
    const latest = async () => (await admin.products.getProduct(product.id, { includeMerchantSpecificData: true })).product;
    const page = await signInToStudio(harness, `/studio/products/${product.id}`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Quokka Media Scarf');
    const media = page.getByRole('list', { name: 'Product media, in order' });

    // Two images dropped on the drop zone, as a file manager would drop them.
    await dropFiles(page, [
      { name: 'red.png', bytes: png([200, 0, 0]) },
      { name: 'blue.png', bytes: png([0, 0, 200]) },
    ]);
    await expect.poll(() => media.getByRole('listitem').count()).toBe(2);
    const [red, blue] = (await latest()).media.items.map((item) => item.id);
    expect([red, blue].every(Boolean)).toBe(true);
    expect(await media.getByRole('img').evaluateAll((images) => images.map((image) => image.getAttribute('alt')))).toEqual(['red.png', 'blue.png']);

    // Reordered with the arrows, then the other made main again: the first item is the main media.
    await page.getByRole('button', { name: 'Move media 1 later' }).click();
    await expect.poll(async () => (await latest()).media.items.map((item) => item.id)).toEqual([blue, red]);
    expect((await latest()).media.mainMedia?.id).toBe(blue);
    // Reordering keeps each item's title (its alt text).
    expect((await latest()).media.items.map((item) => item.title)).toEqual(['blue.png', 'red.png']);
    await page.getByRole('button', { name: 'Make media 2 the main media' }).click();
    await expect.poll(async () => (await latest()).media.mainMedia?.id).toBe(red);
    await expect.poll(() => media.getByRole('listitem').first().textContent()).toContain('Main media');
    // And by dragging: the second item dropped on the first takes its place.
    await media.getByRole('listitem').nth(1).dragTo(media.getByRole('listitem').nth(0));
    await expect.poll(async () => (await latest()).media.items.map((item) => item.id)).toEqual([blue, red]);
    await expect.poll(() => media.getByRole('img').first().getAttribute('alt')).toBe('blue.png');

    // The blue photo shown for the Blue choice.
    const first = media.getByRole('listitem').nth(0);
    await first.getByText('Show for choices').click();
    await first.getByLabel('Colour: Blue').check();
    const choiceMedia = async () => Object.fromEntries((await latest()).productOptions[0]!.choices.map((choice) => [choice.description, choice.media.items.map((item) => item.id)]));
    await expect.poll(choiceMedia).toEqual({ Red: [], Blue: [blue] });
    // Once saved, the box stays ticked from what the platform holds.
    const box = media.getByRole('listitem').nth(0).getByLabel('Colour: Blue');
    await expect.poll(async () => (await box.isEnabled()) && (await box.isChecked())).toBe(true);
    await harness.screenshot(page, 'studio-product-media');

    // The variants grid: a price and a weight per variant, then every variant back to the product's values.
    await page.getByLabel('Red price').fill('34.5');
    await page.getByLabel('Blue weight').fill('0.4');
    // Generated SKUs are distinct per variant.
    expect(await page.getByLabel('Red SKU').inputValue()).toBe('QMS-RED');
    expect(await page.getByLabel('Blue SKU').inputValue()).toBe('QMS-BLUE');
    await page.getByRole('button', { name: 'Save variants' }).click();
    await expect.poll(() => page.getByRole('region', { name: 'Variants' }).getByRole('status').textContent()).toBe('Variants saved (2 changed).');
    // A SKU another variant holds is refused by the platform, and the page says which variant.
    await page.getByLabel('Red SKU').fill('QMS-BLUE');
    await page.getByRole('button', { name: 'Save variants' }).click();
    await expect.poll(() => page.getByRole('region', { name: 'Variants' }).getByRole('alert').textContent()).toContain('Red SKU: SKU QMS-BLUE is also given to the Blue variant');
    await page.getByLabel('Red SKU').fill('QMS-RED');
    const variantsOf = async () =>
      Object.fromEntries(((await latest()).variants ?? []).map((variant) => [variant.choices.Colour, { price: variant.variant.priceData.price, weight: variant.variant.weight }]));
    await expect.poll(variantsOf).toEqual({ Red: { price: 34.5, weight: undefined }, Blue: { price: 30, weight: 0.4 } });
    await page.getByRole('button', { name: 'Reset variants to default' }).click();
    await page.getByRole('dialog', { name: 'Reset every variant?' }).getByRole('button', { name: 'Reset variants' }).click();
    await expect.poll(variantsOf).toEqual({ Red: { price: 30, weight: undefined }, Blue: { price: 30, weight: undefined } });
    await expect.poll(() => page.getByLabel('Red price').inputValue()).toBe('30');

    // Brand and ribbon emptied and saved are removed from the product, not saved as empty text.
    await page.getByLabel('Brand').fill('');
    await page.getByLabel('Ribbon').fill('');
    await page.getByRole('button', { name: 'Save product' }).click();
    await expect.poll(async () => {
      const saved = await latest();
      return [saved.brand, saved.ribbon];
    }).toEqual([undefined, undefined]);
    expect(await page.getByLabel('Brand').inputValue()).toBe('');

    // Deleting the options leaves one variant and no grid.
    await page.getByRole('button', { name: 'Delete all options' }).click();
    await page.getByRole('dialog', { name: 'Delete every option?' }).getByRole('button', { name: 'Delete options' }).click();
    await expect.poll(async () => (await latest()).productOptions).toEqual([]);
    expect((await latest()).variants).toHaveLength(1);
    await expect.poll(() => page.getByRole('table', { name: 'Variants of Quokka Media Scarf' }).count()).toBe(0);
  });
});

/** Drops files on the media drop zone through a real DataTransfer, the way a browser delivers files dragged in from the desktop. */
async function dropFiles(page: Page, files: Array<{ name: string; bytes: Buffer }>) {
  const payload = files.map((file) => ({ name: file.name, base64: file.bytes.toString('base64') }));
  await page.getByTestId('media-dropzone').evaluate((zone, list) => {
    const transfer = new DataTransfer();
    for (const file of list) {
      const bytes = Uint8Array.from(atob(file.base64), (char) => char.charCodeAt(0));
      transfer.items.add(new File([bytes], file.name, { type: 'image/png' }));
    }
    for (const type of ['dragenter', 'dragover', 'drop']) zone.dispatchEvent(new DragEvent(type, { dataTransfer: transfer, bubbles: true, cancelable: true }));
  }, payload);
}

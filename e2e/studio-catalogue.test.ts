import { ApiKeyStrategy, createClient } from '@vitrine/sdk';
import { collections } from '@vitrine/sdk/modules/collections';
import { products } from '@vitrine/sdk/modules/products';
import { beforeAll, describe, expect, test } from 'vitest';
import { useHarness } from './harness';
import { signInToStudio, startStudioHarness } from './studio-helpers';

const harness = useHarness(startStudioHarness);
let admin: ReturnType<typeof adminClient>;

const adminClient = () =>
  createClient({ modules: { products, collections }, auth: ApiKeyStrategy({ apiKey: harness.site.apiKey, siteId: harness.site.siteId }), baseUrl: harness.baseUrl });

beforeAll(async () => {
  admin = adminClient();
});

describe('studio: bulk edits and collections', () => {
  test('selected products get their prices adjusted by a percentage, previewed first, with the outcome per product, and the storefront sells at the new prices', async () => {
    const mug = (await admin.products.createProduct({ name: 'Zebu Bulk Mug', priceData: { price: 10 }, costAndProfitData: { itemCost: 4 } })).product;
    // The cap comes in two sizes, the large one at its own price: the preview shows what each becomes.
    const cap = (
      await admin.products.createProduct({
        name: 'Zebu Bulk Cap',
        priceData: { price: 25 },
        manageVariants: true,
        productOptions: [{ name: 'Size', optionType: 'drop_down', choices: [{ value: 'S', description: 'S' }, { value: 'L', description: 'L' }] }],
      })
    ).product;
    await admin.products.updateVariants(cap.id, [{ choices: { Size: 'L' }, price: 30 }]);

    const page = await signInToStudio(harness, '/studio/products?q=zebu');
    await expect.poll(() => page.getByRole('table').getByRole('link').count()).toBe(2);
    await page.getByLabel('Select Zebu Bulk Mug').check();
    await page.getByLabel('Select Zebu Bulk Cap').check();
    await page.getByRole('link', { name: 'Bulk edit 2 selected' }).click();

    await page.getByLabel('Field').selectOption('price');
    await page.getByLabel('Change', { exact: true }).selectOption('percent');
    await page.getByLabel('Percentage').fill('10');
    const preview = page.getByRole('table', { name: 'Preview of the new values' });
    await expect.poll(() => preview.getByRole('row', { name: /Zebu Bulk Mug/ }).textContent()).toContain('$11.00');
    await expect.poll(() => preview.getByRole('row', { name: /Zebu Bulk Cap/ }).textContent()).toContain('$25.00 – $30.00$27.50 – $33.00');
    await preview.getByText('Each of 2 variants').click();
    expect(await preview.getByRole('list', { name: 'Variants of Zebu Bulk Cap' }).textContent()).toBe('S: $25.00 → $27.50L: $30.00 → $33.00');
    // Nothing is saved by the preview.
    expect((await admin.products.getProduct(mug.id)).product.priceData.price).toBe(10);

    // A shopper has the mug's page open in the storefront at the old price.
    const shop = await harness.newPage();
    await shop.goto(`/product-page/${mug.slug}`);
    await expect.poll(() => shop.getByRole('heading', { level: 1 }).textContent()).toBe('Zebu Bulk Mug');
    await expect.poll(() => shop.getByRole('main').textContent()).toContain('$10.00');

    await page.getByRole('button', { name: 'Apply to 2 products' }).click();
    await expect.poll(() => page.getByRole('status').first().textContent()).toContain('2 updated, 0 not updated');
    expect((await admin.products.getProduct(mug.id)).product.priceData.price).toBe(11);
    expect((await admin.products.getProduct(cap.id)).product.priceData.price).toBe(27.5);
    // The table shows the change made, before and after, not the change again over the new prices.
    const applied = page.getByRole('table', { name: 'The values before and after the change' });
    await expect.poll(() => applied.getByRole('row', { name: /Zebu Bulk Mug/ }).textContent()).toMatch(/\$10\.00.*\$11\.00/);
    expect(await applied.getByRole('row', { name: /Zebu Bulk Mug/ }).textContent()).not.toContain('$12.10');

    // The storefront sells at the new prices.
    await shop.reload();
    await expect.poll(() => shop.getByRole('main').textContent()).toContain('$11.00');
    expect(await shop.getByRole('main').textContent()).not.toContain('$10.00');
    await shop.goto(`/product-page/${cap.slug}`);
    await expect.poll(() => shop.getByRole('main').textContent()).toContain('$27.50');

    // A cost adjustment cannot apply to a product without a cost: the row says so.
    await page.getByLabel('Field').selectOption('cost');
    await page.getByLabel('Change', { exact: true }).selectOption('amount');
    await page.getByLabel('Amount (USD)').fill('1');
    await page.getByRole('button', { name: 'Apply to 2 products' }).click();
    await expect.poll(() => applied.getByRole('row', { name: /Zebu Bulk Cap/ }).textContent()).toContain('no cost to adjust');
    await expect.poll(() => applied.getByRole('row', { name: /Zebu Bulk Mug/ }).textContent()).toContain('Updated');
    await harness.screenshot(page, 'studio-bulk-edit');

    await page.getByRole('link', { name: 'Back to products' }).click();
    await expect.poll(() => page.getByRole('row', { name: /Zebu Bulk Cap/ }).textContent()).toContain('$27.50');
  });

  test('a collection is created, gets and loses products, and is deleted', async () => {
    await admin.products.createProduct({ name: 'Zebu Garden Chair', priceData: { price: 40 } });
    const page = await signInToStudio(harness, '/studio/collections');
    await page.getByRole('link', { name: 'Create collection' }).click();
    await page.getByLabel('Name').fill('Zebu Garden');
    await page.getByLabel('Description').fill('For the outdoors');
    await page.getByRole('button', { name: 'Create collection' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Zebu Garden');

    await page.getByLabel('Find products to add').fill('zebu garden');
    await page.getByRole('button', { name: 'Add Zebu Garden Chair to the collection' }).click();
    await expect.poll(() => page.getByRole('table', { name: 'Products in Zebu Garden' }).textContent()).toContain('Zebu Garden Chair');
    const { collection } = await admin.collections.getCollectionBySlug('zebu-garden');
    expect(collection.numberOfProducts).toBe(1);

    await page.getByRole('button', { name: 'Remove Zebu Garden Chair from the collection' }).click();
    await expect.poll(() => page.getByText('No products in this collection yet').count()).toBe(1);

    await page.getByRole('button', { name: 'Delete collection' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete collection' }).click();
    await page.waitForURL(/\/studio\/collections$/);
    const gone = await admin.collections.getCollection(collection.id).catch((error: { status?: number }) => error.status);
    expect(gone).toBe(404);
  });
});

import { ApiKeyStrategy, createClient } from '@vitrine/sdk';
import { collections } from '@vitrine/sdk/modules/collections';
import { products } from '@vitrine/sdk/modules/products';
import { expect, test } from 'vitest';
import { useHarness } from './harness';
import { signInToStudio, startStudioHarness } from './studio-helpers';

/** A collection edited in the studio while someone else saves it: the merchant is told, and chooses. */
const harness = useHarness(startStudioHarness);

test('a collection saved by someone else first is reported; adding products on the page is no conflict; mine can go over theirs', async () => {
  const admin = createClient({
    modules: { products, collections },
    auth: ApiKeyStrategy({ apiKey: harness.site.apiKey, siteId: harness.site.siteId }),
    baseUrl: harness.baseUrl,
  });
  await admin.products.createProduct({ name: 'Wombat Lamp', priceData: { price: 30 } });
  const { collection } = await admin.collections.createCollection({ name: 'Wombat Living' });
  const page = await signInToStudio(harness, `/studio/collections/${collection.id}`);
  await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Wombat Living');

  // Products added on the page move no revision: the merchant's own save still goes through.
  await page.getByLabel('Find products to add').fill('wombat lamp');
  await page.getByRole('button', { name: 'Add Wombat Lamp to the collection' }).click();
  await expect.poll(() => page.getByRole('table', { name: 'Products in Wombat Living' }).textContent()).toContain('Wombat Lamp');
  await page.getByLabel('Description').fill('Lamps and rugs');
  await page.getByRole('button', { name: 'Save collection' }).click();
  await expect.poll(() => page.getByRole('status').first().textContent()).toContain('Saved');

  // Someone else saves the collection; the page's save from the older version is stopped.
  await admin.collections.updateCollection(collection.id, { description: 'Theirs' });
  await page.getByLabel('Description').fill('Mine');
  await page.getByRole('button', { name: 'Save collection' }).click();
  await expect.poll(() => page.getByRole('alert').first().textContent()).toContain('Someone else changed this collection first');
  expect((await admin.collections.getCollection(collection.id)).collection.description).toBe('Theirs');

  await page.getByRole('button', { name: 'Save mine over theirs' }).click();
  await expect.poll(async () => (await admin.collections.getCollection(collection.id)).collection.description).toBe('Mine');
  expect(await page.getByLabel('Description').inputValue()).toBe('Mine');
});

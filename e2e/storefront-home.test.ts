import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { phone, startHarness, type Harness } from './harness';

let harness: Harness;

beforeAll(async () => {
  harness = await startHarness();
}, 180_000);

afterAll(async () => {
  await harness?.close();
});

describe('storefront home', () => {
  test('a visitor opening the store sees its name, on a desktop and on a phone', async () => {
    for (const [label, viewport] of [['desktop', undefined], ['phone', phone]] as const) {
      const page = await harness.newPage(viewport ? { viewport } : {});
      const response = await page.goto('/');
      expect(response?.status()).toBe(200);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Vitrine Demo Store');
      await harness.screenshot(page, `home-${label}`);
    }
  });

  test('a client-side route survives a reload: the platform answers it with the app', async () => {
    const page = await harness.newPage();
    const response = await page.goto('/shop?sort=price-asc');
    expect(response?.status()).toBe(200);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Shop');
    expect(await page.getByLabel('Sort by').inputValue()).toBe('price-asc');
  });

  test('an unknown API path is still the API’s JSON 404, not the app page', async () => {
    const response = await fetch(`${harness.baseUrl}/ecom/v1/no-such-thing`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
  });
});

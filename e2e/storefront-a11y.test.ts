import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { phone, startHarness, type Harness } from './harness';

let harness: Harness;
let axeSource: string;

beforeAll(async () => {
  harness = await startHarness();
  axeSource = await readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
}, 180_000);

afterAll(async () => {
  await harness?.close();
});

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: string[] }>;
}

/** axe-core run in the page; only serious and critical findings fail the test, each named with where it is. */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axeSource });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: Violation[] }> } }).axe;
    return (await axe.run(document, { resultTypes: ['violations'] })).violations;
  });
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** Layouts differ by width where the grid and header wrap: those pages are checked on a phone too. */
const pages: Array<[string, string, string, boolean]> = [
  ['home', '/', 'Vitrine Demo Store', true],
  ['catalogue', '/shop', 'Shop', true],
  ['collection', '/collections/apparel', 'Apparel', false],
  ['product', '/product-page/linen-camp-shirt', 'Linen Camp Shirt', true],
  ['sign-in', '/sign-in', 'Sign in', false],
  ['register', '/register', 'Create an account', false],
  ['reset password', '/reset-password', 'Forgot your password?', false],
];

describe('storefront accessibility (axe-core)', () => {
  test('the check itself finds a serious violation when there is one', async () => {
    const page = await harness.newPage();
    await page.goto('/reset-password');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.evaluate(() => document.querySelector('main')!.insertAdjacentHTML('beforeend', '<button type="button"></button>'));
    expect(await seriousViolations(page)).toEqual([expect.stringMatching(/^button-name:/)]);
  });

  test.each(pages)('%s has no serious or critical violations', async (_name, path, heading, onPhone) => {
    for (const viewport of onPhone ? [undefined, phone] : [undefined]) {
      const page = await harness.newPage(viewport ? { viewport } : {});
      await page.goto(path);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(heading);
      // Let the data arrive: the page is checked as the shopper sees it, not its loading state.
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page)).toEqual([]);
    }
  });

  test('the cart, its drawer and the checkout have no serious or critical violations', async () => {
    const page = await harness.newPage();
    await page.goto('/product-page/olive-wood-spoon');
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByRole('dialog', { name: /Your cart/ }).getByTestId('line-item').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'View cart and check out' }).click();
    await page.getByRole('heading', { name: 'Estimated totals' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Check out', exact: true }).click();
    await page.getByRole('heading', { name: /Contact and delivery/ }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

import { describe, expect, test } from 'vitest';
import { seriousViolations } from './axe';
import { checkOutProduct, fillContactAndAddress, registerInStore } from './storefront-forms';
import { phone, useHarness } from './harness';
import { ownerApi, uniqueEmail } from './hosted-helpers';

const harness = useHarness();

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

  test('verify, the account pages, the thank-you page and an order’s page have no serious or critical violations', async () => {
    const owner = ownerApi(harness);
    await owner.setSignUpPolicy({ requireEmailVerification: true, requireOwnerApproval: false, captcha: 'NONE' });
    const email = uniqueEmail('axe');
    const page = await harness.newPage();
    const checked = async (heading: string | RegExp) => {
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      // 'load', not 'networkidle': after a sign-in the hidden hosted-authorize frame can keep a connection open.
      await page.waitForLoadState('load');
      expect(await seriousViolations(page), heading.toString()).toEqual([]);
    };
    await registerInStore(page, { email, firstName: 'Axe', lastName: 'Checker' }, 'axe-password-1');
    await checked(/./);
    const code = /code is (\w+)/.exec((await owner.lastMail(email))?.text ?? '')?.[1];
    await page.getByLabel('Code').fill(code!);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL(/\/account$/);
    await page.getByTestId('member-email').waitFor();
    await checked(/./);

    await checkOutProduct(page, 'enamel-pin-set');
    await fillContactAndAddress(page, { email, firstName: 'Axe', lastName: 'Checker' }, { line: '1 Audit Street', city: 'Boston', postalCode: '02110' });
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => page.getByRole('radio', { checked: true }).count()).toBe(1);
    await page.getByRole('button', { name: /^Place order/ }).click();
    await page.waitForURL(/\/thank-you\//);
    await page.getByTestId('order-number').waitFor();
    await checked('Thank you for your order');
    const number = await page.getByTestId('order-number').textContent();

    for (const path of ['/account/orders', '/account/addresses']) {
      await page.goto(path);
      await checked(/./);
    }
    await page.goto('/account/orders');
    await page.getByRole('link', { name: `#${number}` }).click();
    await page.getByRole('table').waitFor();
    await checked(/./);
  });
});

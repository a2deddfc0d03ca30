import { ApiKeyStrategy, createClient } from '@vitrine/sdk';
import { membersAdmin } from '@vitrine/sdk/modules/members-admin';
import { storeSettings } from '@vitrine/sdk/modules/store-settings';
import { webhooks } from '@vitrine/sdk/modules/webhooks';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { useHarness } from './harness';
import { signInToStudio, startStudioHarness } from './studio-helpers';

// A captcha service is configured (nothing here verifies a token): the sign-up section then offers the captcha choice and its site keys.
const harness = useHarness(() => startStudioHarness({ captchaProvider: { provider: 'turnstile', secret: 'studio-e2e-secret', verifyUrl: 'http://127.0.0.1:9/siteverify' } }));
let admin: ReturnType<typeof adminClient>;

const adminClient = () =>
  createClient({ modules: { storeSettings, membersAdmin, webhooks }, auth: ApiKeyStrategy({ apiKey: harness.site.apiKey, siteId: harness.site.siteId }), baseUrl: harness.baseUrl });

beforeAll(() => {
  admin = adminClient();
});

/** Creates a coupon on the coupons page (its code, its kind unless a percentage, the other fields by label) and waits for its row to show `shows`. */
async function createCoupon(page: Page, coupon: { code: string; kind?: 'AMOUNT'; fields: Record<string, string> }, shows: string) {
  await page.getByLabel('Coupon code').fill(coupon.code);
  if (coupon.kind) await page.getByLabel('Coupon kind').selectOption(coupon.kind);
  for (const [label, value] of Object.entries(coupon.fields)) await page.getByLabel(label).fill(value);
  await page.getByRole('button', { name: 'Create coupon' }).click();
  await expect.poll(() => page.getByRole('row', { name: new RegExp(coupon.code) }).textContent()).toContain(shows);
}

describe('studio: store settings', () => {
  test('payment, a tax region, a shipping option with a delivery slot and the sign-up policy are saved section by section', async () => {
    const page = await signInToStudio(harness, '/studio/settings/payment');
    await page.getByLabel('Test payments are').selectOption('PENDING');
    await page.getByLabel('Manual', { exact: true }).check();
    await page.getByRole('button', { name: 'Save payment' }).click();
    await expect.poll(() => page.getByRole('status').first().textContent()).toBe('Payment saved.');
    expect((await admin.storeSettings.getStoreSettings()).payment).toEqual({ testOutcome: 'PENDING', blockedPaymentOptions: ['MANUAL'], checkoutPage: 'STOREFRONT' });

    await page.getByRole('link', { name: 'Tax' }).click();
    const regions = (await admin.storeSettings.getStoreSettings()).tax.regions.length;
    await page.getByRole('button', { name: 'Add tax region' }).click();
    const row = regions + 1;
    await page.getByLabel(`Region ${row}`, { exact: true }).fill('Oregon');
    await page.getByLabel(`Jurisdiction ${row}`).selectOption('STATE');
    await page.getByLabel(`Country ${row}`).fill('US');
    await page.getByLabel(`Subdivision ${row}`).fill('US-OR');
    await page.getByLabel(`Rate (%) ${row}`).fill('1.5');
    await page.getByRole('button', { name: 'Save tax' }).click();
    await expect.poll(() => page.getByRole('status').first().textContent()).toBe('Tax saved.');
    const oregon = (await admin.storeSettings.getStoreSettings()).tax.regions.find((region) => region.name === 'Oregon');
    expect(oregon).toMatchObject({ jurisdictionType: 'STATE', country: 'US', subdivision: 'US-OR', rate: 1.5 });

    // Leaving a section with unsaved edits asks first.
    await page.getByRole('link', { name: 'Shipping and delivery slots' }).click();
    const before = (await admin.storeSettings.getStoreSettings()).shipping.regions[0]!;
    const option = before.options.length + 1;
    await page.getByRole('button', { name: 'Add shipping option' }).first().click();
    await page.getByRole('link', { name: 'Pickup points' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    // Typing before the modal has closed would go nowhere (the page behind it is inert).
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    expect(page.url()).toContain('/studio/settings/shipping');
    await page.getByLabel(`Code ${option}`).fill('EVENING');
    await page.getByLabel(`Title ${option}`).fill('Evening courier');
    await page.getByLabel(`Cost ${option}`).fill('9.50');
    await page.getByLabel(`Handling ${option}`).fill('1.25');
    await page.getByLabel(`Delivery slot from ${option}`).fill('2030-05-04T18:00');
    await page.getByLabel(`Delivery slot to ${option}`).fill('2030-05-04T21:00');
    await page.getByRole('button', { name: 'Save shipping' }).click();
    await expect.poll(() => page.getByRole('status').first().textContent()).toBe('Shipping saved.');
    const evening = (await admin.storeSettings.getStoreSettings()).shipping.regions[0]!.options.find((o) => o.code === 'EVENING');
    expect(evening).toMatchObject({ title: 'Evening courier', cost: '9.50', charges: [{ type: 'HANDLING_FEE', amount: '1.25' }] });
    expect(new Date(evening!.deliveryTimeSlot!.to).getTime() - new Date(evening!.deliveryTimeSlot!.from).getTime()).toBe(3 * 3600_000);
    await harness.screenshot(page, 'studio-settings-shipping');

    // A value the platform refuses is explained and nothing is saved.
    await page.getByLabel(`Cost ${option}`).fill('lots');
    await page.getByRole('button', { name: 'Save shipping' }).click();
    await expect.poll(() => page.getByRole('alert').first().textContent()).toMatch(/cost/i);

    await page.goto('/studio/settings/sign-up');
    await page.getByLabel('I approve each new member').check();
    await page.getByRole('button', { name: 'Save sign-up policy' }).click();
    await expect.poll(() => page.getByRole('status').first().textContent()).toBe('Sign-up policy saved.');
    expect((await admin.membersAdmin.getSignUpPolicy()).requireOwnerApproval).toBe(true);
  }, 60_000);

  test('a section someone else saved first is not overwritten: the merchant loads theirs, or saves over it knowingly', async () => {
    const page = await signInToStudio(harness, '/studio/settings/payment');
    const outcome = page.getByLabel('Test payments are');
    await outcome.waitFor();
    // Someone else (here a script with an API key) saves the payment section after this page read it.
    await admin.storeSettings.updateStoreSettings({ payment: { testOutcome: 'APPROVED', blockedPaymentOptions: ['DEPOSIT_ONLINE'] } });
    await page.getByLabel('Full payment offline').check();
    await page.getByRole('button', { name: 'Save payment' }).click();
    const warning = page.getByRole('alert').filter({ hasText: 'Someone else changed the payment settings first' });
    await expect.poll(() => warning.textContent()).toContain('Your changes are not saved yet');
    expect((await admin.storeSettings.getStoreSettings()).payment).toEqual({ testOutcome: 'APPROVED', blockedPaymentOptions: ['DEPOSIT_ONLINE'], checkoutPage: 'STOREFRONT' });

    await warning.getByRole('button', { name: 'Discard mine and load theirs' }).click();
    await expect.poll(() => outcome.inputValue()).toBe('APPROVED');
    expect(await page.getByLabel('Deposit online').isChecked()).toBe(true);
    expect(await page.getByLabel('Full payment offline').isChecked()).toBe(false);

    // Edits made after loading theirs save; a second conflicting save can be replaced on purpose.
    await page.getByLabel('Manual', { exact: true }).check();
    await admin.storeSettings.updateStoreSettings({ payment: { testOutcome: 'PENDING', blockedPaymentOptions: [] } });
    await page.getByRole('button', { name: 'Save payment' }).click();
    await warning.getByRole('button', { name: 'Save mine over theirs' }).click();
    await expect.poll(() => page.getByRole('status').first().textContent()).toBe('Payment saved.');
    expect((await admin.storeSettings.getStoreSettings()).payment).toEqual({ testOutcome: 'APPROVED', blockedPaymentOptions: ['DEPOSIT_ONLINE', 'MANUAL'], checkoutPage: 'STOREFRONT' });
    await harness.screenshot(page, 'studio-settings-conflict');
  });

  test('the captcha site keys show once captcha is on, are saved trimmed, and a policy saved elsewhere meanwhile is reported', async () => {
    const page = await signInToStudio(harness, '/studio/settings/sign-up');
    const visibleKey = page.getByLabel('Visible captcha site key', { exact: true });
    await page.getByLabel('Captcha').selectOption('NONE');
    expect(await visibleKey.count()).toBe(0);
    await page.getByLabel('Captcha').selectOption('VISIBLE');
    await page.getByLabel('Invisible captcha site key').fill('inv-key-1');
    await visibleKey.fill(' vis-key-2 ');
    await page.getByRole('button', { name: 'Save sign-up policy' }).click();
    await expect.poll(() => page.getByRole('status').first().textContent()).toBe('Sign-up policy saved.');
    expect(await admin.membersAdmin.getSignUpPolicy()).toMatchObject({ captcha: 'VISIBLE', invisibleCaptchaSiteKey: 'inv-key-1', visibleCaptchaSiteKey: 'vis-key-2' });
    await page.reload();
    await expect.poll(() => visibleKey.inputValue()).toBe('vis-key-2');

    // Someone else saves the policy after this page read it: the page's save is stopped, theirs can be loaded.
    await admin.membersAdmin.updateSignUpPolicy({ visibleCaptchaSiteKey: 'their-key' });
    await visibleKey.fill('my-key');
    await page.getByRole('button', { name: 'Save sign-up policy' }).click();
    const warning = page.getByRole('alert').filter({ hasText: 'Someone else changed the sign-up policy first' });
    await warning.getByRole('button', { name: 'Discard mine and load theirs' }).click();
    await expect.poll(() => visibleKey.inputValue()).toBe('their-key');
    expect((await admin.membersAdmin.getSignUpPolicy()).visibleCaptchaSiteKey).toBe('their-key');
  }, 60_000);

  test('memberships and discounts name their products by picking them, not by typing ids', async () => {
    const page = await signInToStudio(harness, '/studio/settings/memberships');
    const before = (await admin.storeSettings.getStoreSettings()).memberships.length;
    const row = before + 1;
    await page.getByRole('button', { name: 'Add membership' }).click();
    await page.getByLabel(`Name ${row}`, { exact: true }).fill('Spoon club');
    await page.getByLabel(`Find products for Products ${row}`).fill('olive wood');
    await page.getByRole('button', { name: `Add Olive Wood Spoon to Products ${row}` }).click();
    await page.getByLabel(`Find products for Products ${row}`).fill('walnut');
    await page.getByRole('button', { name: `Add Walnut Serving Board to Products ${row}` }).click();
    const chosen = page.getByRole('list', { name: `Products ${row}, chosen` });
    await expect.poll(() => chosen.getByRole('listitem').allTextContents()).toEqual(['Olive Wood Spoon×', 'Walnut Serving Board×']);
    await page.getByRole('button', { name: `Take Walnut Serving Board out of Products ${row}` }).click();
    await page.getByRole('button', { name: 'Save memberships' }).click();
    await expect.poll(() => page.getByRole('status').first().textContent()).toBe('Memberships saved.');
    const spoon = (await admin.storeSettings.getStoreSettings()).memberships.find((membership) => membership.name === 'Spoon club');
    expect(spoon?.productIds).toHaveLength(1);
    // Reopened, the membership shows its product by name.
    await page.reload();
    await expect.poll(() => page.getByRole('list', { name: `Products ${row}, chosen` }).textContent()).toBe('Olive Wood Spoon×');

    await page.goto('/studio/settings/discounts');
    const discounts = (await admin.storeSettings.getStoreSettings()).merchantDiscounts.length + 1;
    await page.getByRole('button', { name: 'Add discount' }).click();
    await page.getByLabel(`Name ${discounts}`, { exact: true }).fill('Spoon week');
    await page.getByLabel(`Applies to ${discounts}`).selectOption('SPECIFIC_ITEMS');
    await page.getByLabel(`Find products for Products ${discounts}`).fill('spoon');
    await page.getByRole('button', { name: `Add Olive Wood Spoon to Products ${discounts}` }).click();
    await page.getByRole('button', { name: 'Save merchant discounts' }).click();
    await expect.poll(() => page.getByRole('status').first().textContent()).toBe('Merchant discounts saved.');
    const week = (await admin.storeSettings.getStoreSettings()).merchantDiscounts.find((discount) => discount.name === 'Spoon week');
    expect(week).toMatchObject({ scope: 'SPECIFIC_ITEMS', productIds: spoon!.productIds });
  });

  test('coupons and gift cards are created, turned off and deleted; a webhook is subscribed with its secret shown once', async () => {
    const page = await signInToStudio(harness, '/studio/settings/coupons');
    // More than 100 percent off is refused beside the field, in words, before anything is sent.
    await page.getByLabel('Coupon code').fill('EMU15');
    await page.getByLabel('Percent off').fill('150');
    await page.getByRole('button', { name: 'Create coupon' }).click();
    await expect.poll(() => page.getByRole('form', { name: 'New coupon' }).getByRole('alert').textContent()).toBe('At most 100 %');
    await createCoupon(page, { code: 'EMU15', fields: { 'Coupon name': 'Emu spring', 'Percent off': '15' } }, '15%');
    await page.getByRole('button', { name: 'Turn off EMU15' }).click();
    await expect.poll(() => page.getByRole('row', { name: /EMU15/ }).textContent()).toContain('Off');
    expect((await admin.storeSettings.listCoupons()).find((coupon) => coupon.code === 'EMU15')?.active).toBe(false);
    await page.getByRole('button', { name: 'Delete EMU15' }).click();
    await expect.poll(() => page.getByRole('row', { name: /EMU15/ }).count()).toBe(0);
    // An amount off reads as money in the site's currency, not a bare "5.00".
    await createCoupon(page, { code: 'EMU5OFF', kind: 'AMOUNT', fields: { 'Amount off (USD)': '5' } }, '$5.00');

    await page.getByRole('link', { name: 'Gift cards' }).click();
    await page.getByLabel('Gift card code').fill('EMU-GIFT-50');
    await page.getByLabel('Balance').fill('50.00');
    await page.getByRole('button', { name: 'Issue gift card' }).click();
    await expect.poll(() => page.getByRole('row', { name: /EMU-GIFT-50/ }).textContent()).toContain('$50.00');
    // Balance and the amount it was issued with, both as money.
    expect(((await page.getByRole('row', { name: /EMU-GIFT-50/ }).textContent()) ?? '').match(/\$50\.00/g)).toHaveLength(2);
    expect((await admin.storeSettings.listGiftCards()).find((card) => card.code === 'EMU-GIFT-50')?.balance).toBe('50.00');

    await page.getByRole('link', { name: 'Webhooks' }).click();
    await page.getByLabel('Receiver URL').fill('https://hooks.example.com/vitrine');
    await page.getByLabel('product.created').check();
    await page.getByRole('button', { name: 'Subscribe' }).click();
    const secret = await page.getByLabel('Signing secret').textContent();
    expect(secret?.length).toBeGreaterThanOrEqual(16);
    const [hook] = (await admin.webhooks.listWebhooks()).filter((candidate) => candidate.url === 'https://hooks.example.com/vitrine');
    expect(hook?.eventTypes).toEqual(['product.created']);
    expect(secret!.endsWith(hook!.secretHint)).toBe(true);
    const card = page.getByRole('article', { name: 'Webhook https://hooks.example.com/vitrine' });
    await card.getByRole('button', { name: 'Turn off' }).click();
    await expect.poll(() => card.textContent()).toContain('Turn on');
    expect((await admin.webhooks.getWebhook(hook!.id)).enabled).toBe(false);
    await harness.screenshot(page, 'studio-webhooks');
  });

  test('the storefront section changes how the store looks: its typeface and hero tagline show on the store’s next page', async () => {
    const page = await signInToStudio(harness, '/studio/settings/storefront');
    const before = (await admin.storeSettings.getStoreSettings()).storefront;
    await page.getByLabel('Typeface').selectOption('SERIF');
    await page.getByLabel('Tagline').fill('Serif, and proud of it.');
    await page.getByRole('button', { name: 'Save storefront' }).click();
    await expect.poll(() => page.getByRole('status').first().textContent()).toBe('Storefront saved.');
    expect((await admin.storeSettings.getStoreSettings()).storefront).toMatchObject({ font: 'SERIF', hero: { tagline: 'Serif, and proud of it.' }, contact: before.contact });
    const store = await harness.newPage();
    await store.goto('/');
    await expect.poll(() => store.getByText('Serif, and proud of it.').count()).toBe(1);
    expect(await store.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--font-body'))).toContain('Iowan Old Style');
    await admin.storeSettings.updateStoreSettings({ storefront: before });
  });
});

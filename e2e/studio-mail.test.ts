import { ApiKeyStrategy, createClient } from '@vitrine/sdk';
import { products } from '@vitrine/sdk/modules/products';
import { describe, expect, test } from 'vitest';
import { useHarness } from './harness';
import { orderInStorefront, signInToStudio, startStudioHarness } from './studio-helpers';

const harness = useHarness(startStudioHarness);

describe('studio: order e-mails', () => {
  test('an order placed on the storefront puts its confirmation in the mail outbox; the E-mails page previews it and switches a template off', async () => {
    const admin = createClient({ modules: { products }, auth: ApiKeyStrategy({ apiKey: harness.site.apiKey, siteId: harness.site.siteId }), baseUrl: harness.baseUrl });
    const { product } = await admin.products.createProduct({ name: 'Numbat Mail Mug', productType: 'physical', priceData: { price: 18 } });
    await orderInStorefront(harness, product.slug!, { email: 'numbat.mail@vitrine.test', firstName: 'Ada', lastName: 'Numbat', phone: '+1 212 555 0100' });

    const page = await signInToStudio(harness, '/studio/mail');
    const confirmation = page.getByRole('list', { name: 'Mail, newest first' }).getByRole('listitem').filter({ hasText: 'to numbat.mail@vitrine.test' });
    await expect.poll(() => confirmation.count()).toBe(1);
    expect(await confirmation.textContent()).toContain('Order confirmation');
    await confirmation.getByText(/to numbat\.mail@vitrine\.test/).click();
    expect(await confirmation.locator('pre').textContent()).toContain('Numbat Mail Mug');
    // The HTML part is shown in a frame that may run nothing: no script, no form, no access to the
    // studio; it may only open its web links in a new tab.
    const frame = confirmation.locator('iframe');
    expect((await frame.getAttribute('sandbox'))?.split(' ').sort()).toEqual(['allow-popups', 'allow-popups-to-escape-sandbox']);
    expect(await frame.contentFrame().getByText('Numbat Mail Mug').count()).toBe(1);

    await page.getByRole('link', { name: 'E-mails' }).click();
    // Buyers' e-mails sign off with the address they may reply to.
    // Empty until one is saved, with the address in use (the demo storefront's contact e-mail) as its placeholder, so saving the look never pins it.
    const replyTo = page.getByLabel('Reply-to address');
    expect(await replyTo.inputValue()).toBe('');
    expect(await replyTo.getAttribute('placeholder')).toBe('hello@vitrine.example');
    await replyTo.fill('care@numbat.test');
    await page.getByRole('button', { name: 'Save look' }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Saved.' }).count()).toBe(1);
    await page.getByRole('button', { name: 'Preview Order confirmation' }).click();
    const preview = page.getByRole('region', { name: 'Preview: Order confirmation' });
    await expect.poll(() => preview.locator('iframe').contentFrame().getByText('Linen shirt').count()).toBe(1);
    expect(await preview.textContent()).toContain('Subject: Your order #1001');
    expect(await preview.locator('iframe').contentFrame().getByRole('link', { name: 'care@numbat.test' }).count()).toBe(1);

    await page.getByRole('button', { name: 'Turn off Shipping confirmation' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Turn on Shipping confirmation' }).count()).toBe(1);
    expect(await page.getByRole('row', { name: /Shipping confirmation/ }).textContent()).toContain('Off');
    // A storefront checkout and a studio session in one journey: more than one page's time.
  }, 120_000);
});

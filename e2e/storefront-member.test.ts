import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { checkOutProduct, fillContactAndAddress, registerInStore } from './storefront-forms';
import { poll as pollFor, useHarness } from './harness';
import { ownerApi, registerMember, uniqueEmail } from './hosted-helpers';

const harness = useHarness();
let owner: ReturnType<typeof ownerApi>;

/** Account pages wait on sign-in and password hashing: give each check longer. */
const poll = <T>(check: () => T | Promise<T>) => pollFor(check, 15_000);

beforeAll(async () => {
  owner = ownerApi(harness);
});

/** A member registered while the store asks for no code and no approval, and a new visitor's page. */
async function openSignUpMember(label: string, password: string) {
  await owner.setSignUpPolicy({ requireEmailVerification: false, requireOwnerApproval: false, captcha: 'NONE' });
  const email = uniqueEmail(label);
  await registerMember(harness, email, password);
  return { email, page: await harness.newPage() };
}

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

describe('storefront members', () => {
  test('a shopper registers, verifies the e-mailed code, orders, finds the order after a reload, and the saved address fills the next checkout', async () => {
    await owner.setSignUpPolicy({ requireEmailVerification: true, requireOwnerApproval: false, captcha: 'NONE' });
    const email = uniqueEmail('member');
    const page = await harness.newPage();
    await registerInStore(page, { email, firstName: 'Ada', lastName: 'Lovelace' }, 'member-password-1');

    // A wrong code is refused; the right one from the e-mail signs the member in.
    await page.getByLabel('Code').fill('000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await poll(() => page.getByRole('alert').count()).toBe(1);
    const mail = await owner.lastMail(email);
    const code = /code is (\w+)/.exec(mail?.text ?? '')?.[1];
    expect(code).toBeTruthy();
    await page.getByLabel('Code').fill(code!);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL(/\/account$/);
    await poll(() => page.getByTestId('member-email').textContent()).toContain(email);
    expect(await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Account' }).count()).toBe(1);
    await harness.screenshot(page, 'account-desktop');

    // An order as the member: the checkout knows who buys.
    await checkOutProduct(page, 'enamel-pin-set');
    await fillContactAndAddress(page, { email, firstName: 'Ada', lastName: 'Lovelace' }, { line: '12 Analytical Way', city: 'Boston', postalCode: '02110' });
    await page.getByRole('button', { name: 'Continue' }).click();
    await poll(() => page.getByRole('radio', { checked: true }).count()).toBe(1);
    await page.getByRole('button', { name: /^Place order/ }).click();
    await page.waitForURL(/\/thank-you\//);
    const number = await page.getByTestId('order-number').textContent();

    // The session is in localStorage: a reload keeps it.
    await page.goto('/account/orders');
    await page.reload();
    await poll(() => page.getByRole('link', { name: `#${number}` }).count()).toBe(1);
    await page.getByRole('link', { name: `#${number}` }).click();
    await poll(() => page.getByRole('table').textContent()).toContain('Enamel Pin Set');
    await page.getByRole('link', { name: 'Addresses' }).click();
    await poll(() => page.locator('.address-list').textContent()).toContain('12 Analytical Way');

    // Kept in the address book, the address fills the next checkout, with the member's e-mail and name.
    await page.getByRole('button', { name: /^Save to the address book: 12 Analytical Way/ }).click();
    await poll(() => page.getByRole('status').textContent()).toBe('The address was saved.');
    await page.goto('/product-page/enamel-pin-set');
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByRole('link', { name: 'View cart and check out' }).click();
    await page.getByRole('button', { name: 'Check out', exact: true }).click();
    await page.waitForURL(/\/checkout\?checkoutId=/);
    await poll(() => page.getByLabel('Address', { exact: true }).inputValue()).toBe('12 Analytical Way');
    expect(await page.getByLabel('E-mail').inputValue()).toBe(email);
    expect(await page.getByLabel('First name').inputValue()).toBe('Ada');
    expect(await page.getByLabel('City').inputValue()).toBe('Boston');
    expect(await page.getByLabel('Postal code').inputValue()).toBe('02110');
    await harness.screenshot(page, 'checkout-member-prefilled-desktop');
    // A whole member's life in one journey: generous on a busy machine.
  }, 120_000);

  test('from the checkout, a wrong password is refused; the right one signs in and comes back to that checkout; signing out ends the session', async () => {
    const { email, page } = await openSignUpMember('returning', 'returning-password');
    // A member page sends a visitor to sign in first (and back afterwards).
    await page.goto('/account/orders');
    await page.waitForURL(/\/sign-in\?returnTo=%2Faccount%2Forders$/);
    // A visitor's checkout offers to sign in, and comes back to the same checkout.
    await checkOutProduct(page, 'enamel-pin-set');
    const checkoutUrl = page.url();
    await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
    await page.waitForURL(/\/sign-in\?returnTo=%2Fcheckout%3FcheckoutId%3D/);
    const logins: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/authentication/v2/login')) logins.push(request.url());
    });
    await signIn(page, email, 'not-the-password');
    await poll(() => page.getByRole('alert').textContent()).toBe('Wrong e-mail or password.');
    // One submit, one request: a refused password is the answer, not a reason to renew the token and ask again.
    expect(logins).toHaveLength(1);
    await harness.screenshot(page, 'sign-in-error-desktop');

    await signIn(page, email, 'returning-password');
    await page.waitForURL(checkoutUrl);
    await poll(() => page.getByLabel('E-mail').inputValue()).toBe(email);
    expect(await page.getByRole('main').getByRole('link', { name: 'Sign in' }).count()).toBe(0);

    await page.goto('/account');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await poll(() => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign in' }).count()).toBe(1);
    await page.goto('/account');
    await page.waitForURL(/\/sign-in/);

    // The header's "Sign in" comes back to the page it was followed from, its search kept.
    await page.goto('/shop?q=pin');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign in' }).click();
    await page.waitForURL(/\/sign-in\?returnTo=%2Fshop%3Fq%3Dpin$/);
    await signIn(page, email, 'returning-password');
    await page.waitForURL(/\/shop\?q=pin$/);
    await poll(() => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Account' }).count()).toBe(1);
  });

  test('sign-in on the platform’s hosted page comes back to the store signed in; after a failed one, "Try again" still returns where it started', async () => {
    const { email, page } = await openSignUpMember('redirected', 'redirect-password');
    await page.goto('/sign-in?returnTo=%2Fshop%3Fq%3Dpin');
    await page.getByRole('button', { name: 'Sign in on the secure sign-in page' }).click();
    await page.waitForURL(/\/hosted\/login\?redirectSessionId=/);
    // The platform's answer when the sign-in fails (a Cancel sends this): the store's callback with an error.
    await page.goto('/callback?error=access_denied&error_description=The%20sign-in%20was%20cancelled');
    await poll(() => page.getByRole('alert').textContent()).toContain('Signing in did not work');
    await page.getByRole('link', { name: 'Try again' }).click();
    await page.waitForURL(/\/sign-in\?returnTo=%2Fshop%3Fq%3Dpin$/);
    await page.getByRole('button', { name: 'Sign in on the secure sign-in page' }).click();
    await page.waitForURL(/\/hosted\/login\?redirectSessionId=/);
    await signIn(page, email, 'redirect-password');
    await page.waitForURL(/\/shop\?q=pin$/);
    await poll(() => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Account' }).count()).toBe(1);
  });

  test('a member who forgot the password asks the store for a reset, chooses a new one from the e-mail, signs in with it and is back on the page the sign-in started from', async () => {
    const { email, page } = await openSignUpMember('forgetful', 'forgotten-password');
    // "Forgot your password?" on a sign-in page that is to return to a search keeps that return through the reset.
    await page.goto('/sign-in?returnTo=%2Fshop%3Fq%3Dpin');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.waitForURL(/\/reset-password\?returnTo=%2Fshop%3Fq%3Dpin$/);
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'Send the link' }).click();
    await poll(() => page.getByRole('status').textContent()).toContain(`If ${email} belongs to an account`);

    const mail = await owner.lastMail(email);
    expect(mail?.kind).toBe('PASSWORD_RESET');
    const link = /https?:\/\/\S+\/hosted\/reset-password\?recoveryToken=[^\s"<>]+/.exec(mail!.text)?.[0];
    expect(link?.startsWith(harness.baseUrl)).toBe(true);
    await page.goto(link!);
    await poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Choose a new password');
    await page.getByLabel('New password', { exact: true }).fill('remembered-password');
    await page.getByLabel('Repeat the new password').fill('remembered-password');
    await page.getByRole('button', { name: 'Save new password' }).click();

    // The hosted page confirms and offers the way back to the store's sign-in page.
    await poll(() => page.getByRole('status').textContent()).toContain('Your password is changed.');
    await page.getByRole('link', { name: /^Continue to / }).click();
    await page.waitForURL((url) => url.origin === harness.baseUrl && url.pathname === '/sign-in' && url.searchParams.get('returnTo') === '/shop?q=pin');
    await signIn(page, email, 'forgotten-password');
    await poll(() => page.getByRole('alert').textContent()).toBe('Wrong e-mail or password.');
    await signIn(page, email, 'remembered-password');
    await page.waitForURL(/\/shop\?q=pin$/);
    await poll(() => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Account' }).count()).toBe(1);
    // Four password hashes (scrypt, 128 MiB each) and two apps: slow on a shared machine.
  }, 90_000);
});

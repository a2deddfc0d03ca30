import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { phone, poll as pollFor, useHarness } from './harness';
import { ownerApi, registerMember, uniqueEmail } from './hosted-helpers';

const harness = useHarness();

/** Account pages wait on sign-in and password hashing: give each check longer. */
const poll = <T>(check: () => T | Promise<T>) => pollFor(check, 15_000);

beforeAll(async () => {
  await ownerApi(harness).setSignUpPolicy({ requireEmailVerification: false, requireOwnerApproval: false, captcha: 'NONE' });
});

/** A new member, signed in on the store's own page and looking at their account. */
async function signedInMember(label = 'account'): Promise<Page> {
  const email = uniqueEmail(label);
  await registerMember(harness, email, 'account-password');
  const page = await harness.newPage();
  await page.goto('/sign-in');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill('account-password');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(/\/account$/);
  await poll(() => page.getByTestId('member-email').textContent()).toContain(email);
  return page;
}

async function saveName(page: Page, firstName: string, lastName: string) {
  await page.getByRole('button', { name: 'Edit your details' }).click();
  await page.getByLabel('First name').fill(firstName);
  await page.getByLabel('Last name').fill(lastName);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
}

describe('storefront account editing', () => {
  test('a member changes the name, adds an address, and both are still there after a reload', async () => {
    const page = await signedInMember('a.member.with.a.really.rather.long.address');
    await saveName(page, 'Grace', 'Hopper');
    await poll(() => page.getByRole('status').textContent()).toContain('Your details were saved.');
    await poll(() => page.getByTestId('member-name').textContent()).toBe('Grace Hopper');

    await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Addresses' }).click();
    await page.getByRole('button', { name: 'Add an address' }).click();
    // The browser's own checks stop an incomplete address before it is sent.
    await page.getByRole('button', { name: 'Save address' }).click();
    expect(await page.getByRole('form', { name: 'New address' }).count()).toBe(1);

    await page.getByLabel('Address', { exact: true }).fill('1 Navy Yard');
    await page.getByLabel('City').fill('Arlington');
    await page.getByLabel('Postal code').fill('22202');
    // Country by name from a list, as at checkout.
    await poll(() => page.getByLabel('Country').locator('option').count()).toBeGreaterThan(100);
    await page.getByLabel('Country').selectOption('US');
    await page.getByLabel('Label').selectOption('WORK');
    await page.getByRole('button', { name: 'Save address' }).click();
    await poll(() => page.getByRole('status').textContent()).toContain('The address was saved.');

    await page.reload();
    const saved = page.getByRole('list', { name: 'Saved addresses' }).getByRole('listitem');
    await poll(() => saved.allTextContents()).toEqual([expect.stringContaining('1 Navy Yard, Arlington, 22202, US')]);
    expect(await saved.first().textContent()).toContain('Work');
    await page.goto('/account');
    await poll(() => page.getByTestId('member-name').textContent()).toBe('Grace Hopper');
    await harness.screenshot(page, 'storefront-account-profile');
    // On a phone the long e-mail address wraps: the account does not scroll sideways.
    await page.setViewportSize(phone);
    await poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
  });

  test('edits and removes a saved address', async () => {
    const page = await signedInMember();
    await page.goto('/account/addresses');
    await page.getByRole('button', { name: 'Add an address' }).click();
    await page.getByLabel('Address', { exact: true }).fill('10 Downing Street');
    await page.getByLabel('City').fill('London');
    await poll(() => page.getByLabel('Country').locator('option').count()).toBeGreaterThan(100);
    await page.getByLabel('Country').selectOption('GB');
    await page.getByRole('button', { name: 'Save address' }).click();

    await page.getByRole('button', { name: 'Edit 10 Downing Street, London, GB' }).click();
    await page.getByLabel('Address', { exact: true }).fill('11 Downing Street');
    await page.getByRole('button', { name: 'Save address' }).click();
    await poll(() => page.getByRole('list', { name: 'Saved addresses' }).textContent()).toContain('11 Downing Street, London, GB');

    await page.getByRole('button', { name: 'Remove 11 Downing Street, London, GB' }).click();
    await poll(() => page.getByRole('heading', { name: 'No addresses yet' }).count()).toBe(1);
    await page.reload();
    await poll(() => page.getByRole('heading', { name: 'No addresses yet' }).count()).toBe(1);
  });

  test('a save from a tab that read an older version is refused, and that tab then shows the newer one', async () => {
    const first = await signedInMember();
    // A second tab of the same browser: same member tokens, its own copy of the page.
    const second = await first.context().newPage();
    await second.goto('/account');
    await poll(() => second.getByTestId('member-name').textContent()).toBe('Not given');

    await first.getByRole('button', { name: 'Edit your details' }).click();
    await saveName(second, 'Second', 'Tab');
    await poll(() => second.getByTestId('member-name').textContent()).toBe('Second Tab');

    await first.getByLabel('First name').fill('First');
    await first.getByRole('button', { name: 'Save', exact: true }).click();
    await poll(() => first.getByRole('alert').first().textContent()).toContain('changed in another tab or device');
    await poll(() => first.getByLabel('First name').inputValue()).toBe('Second');
  });
});

import type { Page } from 'playwright-core';
// @ts-expect-error -- a plain .mjs script shared with `npm start`; it has no type declarations.
import { buildStaleApps } from '../scripts/build-apps.mjs';
import { startHarness, type Harness } from './harness';

/** The harness with the studio built as well (the shared harness builds the storefront and hosted pages). */
export async function startStudioHarness(): Promise<Harness> {
  buildStaleApps({ apps: ['studio'] });
  return startHarness();
}

/** Opens the studio signed in as the site's owner, through the sign-in page as a merchant would. */
export async function signInToStudio(harness: Harness, path = '/studio/'): Promise<Page> {
  const page = await harness.newPage();
  await page.goto(path);
  await page.getByLabel('E-mail').fill(harness.site.ownerEmail);
  await page.getByLabel('Password').fill(harness.site.ownerPassword!);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('navigation', { name: 'Studio' }).waitFor();
  return page;
}

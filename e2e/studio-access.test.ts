import { ApiKeyStrategy, createClient, isVitrineError } from '@vitrine/sdk';
import { siteSettings } from '@vitrine/sdk/modules/site-settings';
import { describe, expect, test } from 'vitest';
import { useHarness } from './harness';
import { signInToStudio, startStudioHarness } from './studio-helpers';

const harness = useHarness(startStudioHarness);

describe('studio: signing in and access', () => {
  test('the studio sends a visitor to sign-in, refuses a wrong password, and returns the owner where they were going', async () => {
    const page = await harness.newPage();
    await page.goto('/studio/settings/api-keys');
    await page.waitForURL(/\/studio\/sign-in\?returnTo=/);
    await page.getByLabel('E-mail').fill(harness.site.ownerEmail);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => page.getByRole('alert').first().textContent()).toContain('Wrong email or password');

    await page.getByLabel('Password').fill(harness.site.ownerPassword!);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/studio\/settings\/api-keys$/);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('API keys');

    // The session survives a reload (it is kept by the SDK's token storage), and sign-out ends it.
    await page.reload();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('API keys');
    // Signing out from a page with data of its own asks for nothing with the session gone (no 401/403).
    await page.goto('/studio/orders');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Orders');
    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 401 || response.status() === 403) refused.push(`${response.status()} ${response.url()}`);
    });
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(/\/studio\/sign-in$/);
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    expect(refused).toEqual([]);
    await page.goto('/studio/settings/api-keys');
    await page.waitForURL(/\/studio\/sign-in\?returnTo=/);
  });

  test('an owner who forgot the password asks for a link on the sign-in page and, through the e-mail, is signed in again', async () => {
    const page = await harness.newPage();
    await page.goto('/studio/sign-in');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    // The sign-in form (with an E-mail field of its own) stays on screen until the next page's code
    // has loaded: fill in the reset form once it is there.
    await page.getByRole('heading', { name: 'Reset your password' }).waitFor();
    await page.getByLabel('E-mail').fill(harness.site.ownerEmail);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    // The answer, whichever it is: a refusal fails here with its own message, not as a missing notice.
    const sent = 'a link to choose a new password is on its way';
    const answer = page.getByRole('status').filter({ hasText: sent }).or(page.getByRole('alert')).first();
    await answer.waitFor({ timeout: 30_000 });
    expect(await answer.textContent()).toContain(sent);

    // The e-mail lands in the outbox (printed in the terminal when no SMTP server is set up).
    const [mail] = await harness.platform.app.db.query<{ body_text: string }>(
      `SELECT body_text FROM mail_outbox WHERE to_address = $1 AND kind = 'PASSWORD_RESET' ORDER BY created_date DESC LIMIT 1`,
      [harness.site.ownerEmail],
    );
    const link = /\/studio\/reset-password\?token=\S+/.exec(mail!.body_text)![0];
    await page.goto(link);
    // The same password again, so the other tests of this file still sign in with it.
    await page.getByLabel('New password', { exact: true }).fill(harness.site.ownerPassword!);
    await page.getByLabel('Repeat the new password').fill(harness.site.ownerPassword!);
    await page.getByRole('button', { name: 'Save password and sign in' }).click();
    await page.getByRole('navigation', { name: 'Studio' }).waitFor();

    // The link works once.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill('another-password');
    await page.getByLabel('Repeat the new password').fill('another-password');
    await page.getByRole('button', { name: 'Save password and sign in' }).click();
    await expect.poll(() => page.getByRole('alert').first().textContent()).toContain('This link is used or expired.');
    // Three round trips through the studio and the mail outbox: generous on a busy machine.
  }, 90_000);

  test('an API key created in the studio is shown once, works from the SDK, and stops working once revoked', async () => {
    const page = await signInToStudio(harness, '/studio/settings/api-keys');
    await page.getByRole('link', { name: 'Create API key' }).click();
    await page.getByLabel('Name', { exact: true }).fill('Importer');
    await page.getByLabel(/Change site and store settings/).check();
    await page.getByRole('button', { name: 'Create key' }).click();
    const key = (await page.getByTestId('new-api-key').textContent())!.trim();
    expect(key).toMatch(/^vk_/);
    await harness.screenshot(page, 'studio-api-key-created');

    const admin = createClient({ modules: { siteSettings }, auth: ApiKeyStrategy({ apiKey: key, siteId: harness.site.siteId }), baseUrl: harness.baseUrl });
    expect((await admin.siteSettings.getSite()).name).toBe('Vitrine Demo Store');

    // Back on the list the key appears by its last four characters only.
    await page.getByRole('link', { name: 'Done' }).click();
    const row = page.getByRole('row', { name: /Importer/ });
    await expect.poll(() => row.textContent()).toContain(key.slice(-4));
    expect(await page.content()).not.toContain(key);

    await row.getByRole('button', { name: 'Revoke Importer' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Revoke key' }).click();
    await expect.poll(() => row.textContent()).toContain('Revoked');
    const failure = await admin.siteSettings.getSite().catch((error: unknown) => error);
    expect(isVitrineError(failure) && failure.status).toBe(401);
  });

  test('an OAuth app is created with its redirect URIs, edited, and its client id shown', async () => {
    const page = await signInToStudio(harness, '/studio/settings/oauth-apps/new');
    await page.getByLabel('Name').fill('Pop-up shop');
    await page.getByLabel('Redirect URIs').fill('not a url');
    await page.getByRole('button', { name: 'Create app' }).click();
    await expect.poll(() => page.getByRole('alert').first().textContent()).toContain('is not an http(s) URL');

    await page.getByLabel('Redirect URIs').fill('https://popup.example.com/callback');
    await page.getByRole('button', { name: 'Create app' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Pop-up shop');
    await page.getByLabel('Redirect URIs').fill('https://popup.example.com/callback\nhttps://popup.example.com/other');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByRole('status').first().textContent()).toContain('Saved');

    const owner = await signedInOwnerClient();
    const app = (await owner.siteSettings.listOAuthApps()).find((candidate) => candidate.name === 'Pop-up shop');
    expect(app?.redirectUris).toEqual(['https://popup.example.com/callback', 'https://popup.example.com/other']);
  });

  test('an OAuth app saved by someone else while the form is open is reported; the merchant can load theirs', async () => {
    const owner = await signedInOwnerClient();
    const app = await owner.siteSettings.createOAuthApp({ name: 'Kiosk', redirectUris: ['https://kiosk.example.com/callback'], allowedOrigins: [] });
    const page = await signInToStudio(harness, `/studio/settings/oauth-apps/${app.id}`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Kiosk');

    await owner.siteSettings.updateOAuthApp(app.id, { redirectUris: ['https://kiosk.example.com/theirs'] });
    await page.getByLabel('Redirect URIs').fill('https://kiosk.example.com/mine');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const warning = page.getByRole('alert').filter({ hasText: 'Someone else changed the OAuth app first' });
    await expect.poll(() => warning.textContent()).toContain('Your changes are not saved yet');
    expect((await owner.siteSettings.listOAuthApps()).find((candidate) => candidate.id === app.id)?.redirectUris).toEqual(['https://kiosk.example.com/theirs']);

    await warning.getByRole('button', { name: 'Discard mine and load theirs' }).click();
    await expect.poll(() => page.getByLabel('Redirect URIs').inputValue()).toBe('https://kiosk.example.com/theirs');
    expect(await warning.count()).toBe(0);

    // A second clash, and this time the merchant replaces their save on purpose.
    await owner.siteSettings.updateOAuthApp(app.id, { name: 'Kiosk (theirs)' });
    await page.getByLabel('Redirect URIs').fill('https://kiosk.example.com/mine');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await warning.getByRole('button', { name: 'Save mine over theirs' }).click();
    await expect.poll(() => page.getByRole('status').first().textContent()).toContain('Saved');
    expect((await owner.siteSettings.listOAuthApps()).find((candidate) => candidate.id === app.id)).toMatchObject({ name: 'Kiosk', redirectUris: ['https://kiosk.example.com/mine'] });
  });
});

/** An SDK client holding an API key with every settings permission, to check what the studio did. */
async function signedInOwnerClient() {
  return createClient({ modules: { siteSettings }, auth: ApiKeyStrategy({ apiKey: harness.site.apiKey, siteId: harness.site.siteId }), baseUrl: harness.baseUrl });
}

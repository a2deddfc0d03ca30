import { ApiKeyStrategy, createClient, OAuthStrategy } from '@vitrine/sdk';
import { identity } from '@vitrine/sdk/modules/identity';
import { membersAdmin } from '@vitrine/sdk/modules/members-admin';
import { verification } from '@vitrine/sdk/modules/verification';
import { describe, expect, test } from 'vitest';
import { useHarness } from './harness';
import { signInToStudio, startStudioHarness } from './studio-helpers';

const harness = useHarness(startStudioHarness);

const visitor = () => createClient({ modules: { identity }, auth: OAuthStrategy({ clientId: harness.site.clientId }), baseUrl: harness.baseUrl });

describe('studio: members', () => {
  test('a member who signed up under owner approval is approved in the studio and can then sign in; blocked, they cannot', async () => {
    const admin = createClient({ modules: { membersAdmin }, auth: ApiKeyStrategy({ apiKey: harness.site.apiKey, siteId: harness.site.siteId }), baseUrl: harness.baseUrl });
    await admin.membersAdmin.updateSignUpPolicy({ requireOwnerApproval: true, requireEmailVerification: false, captcha: 'NONE' });

    const credentials = { loginId: { email: 'wombat.pending@vitrine.test' }, password: 'wombat-password-1' };
    const registered = await visitor().identity.register({ ...credentials, profile: { firstName: 'Wendy', lastName: 'Wombat' } });
    expect(registered.state).toBe('REQUIRE_OWNER_APPROVAL');
    expect((await visitor().identity.login(credentials)).state).toBe('REQUIRE_OWNER_APPROVAL');

    const page = await signInToStudio(harness, '/studio/members?status=PENDING');
    const row = page.getByRole('row', { name: /Wendy Wombat/ });
    await expect.poll(() => row.textContent()).toContain('Pending: your approval');
    await page.getByRole('button', { name: 'Approve Wendy Wombat' }).click();
    await expect.poll(() => page.getByRole('status').first().textContent()).toContain('Wendy Wombat approved');
    // Approved, she has left the pending list.
    await expect.poll(() => page.getByText('No member in this state').count()).toBe(1);

    const member = visitor();
    const signedIn = await member.identity.login(credentials);
    expect(signedIn.state).toBe('SUCCESS');
    expect(signedIn.sessionToken).toBeTruthy();

    await page.getByLabel('Status').selectOption('ACTIVE');
    await expect.poll(() => page.getByRole('row', { name: /Wendy Wombat/ }).textContent()).toContain('Active');
    await page.getByRole('button', { name: 'Block Wendy Wombat' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Block member' }).click();
    await expect.poll(() => page.getByRole('status').first().textContent()).toContain('Wendy Wombat blocked');
    const refused = await visitor()
      .identity.login(credentials)
      .then((answer) => answer.state, (error: unknown) => error);
    expect(refused).not.toBe('SUCCESS');
    expect((await admin.membersAdmin.getMember(registered.identity!.id)).status.name).toBe('BLOCKED');
    await harness.screenshot(page, 'studio-members');
  });

  test('the verification code e-mailed to a new member is read in the studio’s mail viewer', async () => {
    const admin = createClient({ modules: { membersAdmin }, auth: ApiKeyStrategy({ apiKey: harness.site.apiKey, siteId: harness.site.siteId }), baseUrl: harness.baseUrl });
    await admin.membersAdmin.updateSignUpPolicy({ requireOwnerApproval: false, requireEmailVerification: true });
    const registered = await visitor().identity.register({ loginId: { email: 'bilby.verify@vitrine.test' }, password: 'bilby-password-1' });
    expect(registered.state).toBe('REQUIRE_EMAIL_VERIFICATION');

    const page = await signInToStudio(harness, '/studio/mail');
    const mail = page.getByRole('list', { name: 'Mail, newest first' }).getByRole('listitem').filter({ hasText: 'bilby.verify@vitrine.test' });
    await expect.poll(() => mail.count()).toBe(1);
    expect(await mail.textContent()).toContain('Verification code');
    await mail.getByText(/to bilby\.verify@vitrine\.test/).click();
    const code = (await mail.locator('pre').textContent())?.match(/\b\d{6}\b/)?.[0];
    expect(code).toBeTruthy();
    // The code the owner reads is the one that works.
    const verifier = createClient({ modules: { verification }, auth: OAuthStrategy({ clientId: harness.site.clientId }), baseUrl: harness.baseUrl });
    const verified = await verifier.verification.verifyDuringAuthentication({ code: code!, stateToken: registered.stateToken! });
    expect(verified.state).toBe('SUCCESS');
    await harness.screenshot(page, 'studio-mail');
    await admin.membersAdmin.updateSignUpPolicy({ requireEmailVerification: false });
  });
});

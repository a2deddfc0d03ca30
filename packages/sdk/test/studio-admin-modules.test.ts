import { describe, expect, test } from 'vitest';
import { ApiKeyStrategy, createClient, isApplicationError, isVitrineError, OAuthStrategy, tokensFromResponse } from '../src/index';
import { identity } from '../src/modules/identity';
import { mail } from '../src/modules/mail';
import { media } from '../src/modules/media';
import { membersAdmin } from '../src/modules/members-admin';
import { siteSettings } from '../src/modules/site-settings';
import { storeSettings } from '../src/modules/store-settings';
import { studioSession } from '../src/modules/studio-session';
import { studioFixture } from './client-fixtures';

const studio = studioFixture({ studioSession, siteSettings, media });

describe('studio admin modules', () => {
  test('an owner signs in, and the strategy then carries the owner token to settings calls', async () => {
    const { auth, client } = studio.ownerClient();
    const answer = await client.studioSession.ownerLogin({ email: studio.platform.site.ownerEmail, password: studio.platform.site.ownerPassword, clientId: studio.platform.site.clientId });
    auth.setTokens(tokensFromResponse(answer, 'member'));
    expect(auth.loggedIn()).toBe(true);
    const site = await client.siteSettings.getSite();
    expect(site.id).toBe(studio.platform.site.siteId);
    expect((await client.siteSettings.updateSite({ name: 'Renamed store' })).name).toBe('Renamed store');
  });

  test('a wrong password is an application error coded INVALID_CREDENTIALS, and the password is not kept in its arguments', async () => {
    const { client } = studio.ownerClient();
    const error = await client.studioSession.ownerLogin({ email: studio.platform.site.ownerEmail, password: 'wrong-password', clientId: studio.platform.site.clientId }).catch((e: unknown) => e);
    expect(isApplicationError(error) && error.code).toBe('INVALID_CREDENTIALS');
    expect(JSON.stringify((error as { args?: unknown }).args)).not.toContain('wrong-password');
  });

  test('API keys (owners only): created once with the secret, listed by hint, refused after revocation', async () => {
    const { auth, client: admin } = studio.ownerClient();
    auth.setTokens(
      tokensFromResponse(await admin.studioSession.ownerLogin({ email: studio.platform.site.ownerEmail, password: studio.platform.site.ownerPassword, clientId: studio.platform.site.clientId }), 'member'),
    );
    const created = await admin.siteSettings.createApiKey({ name: 'Reporter', permissions: ['settings:write'] });
    expect(created.apiKey.hint).toBe(created.key.slice(-4));
    const listed = (await admin.siteSettings.listApiKeys()).find((key) => key.id === created.apiKey.id);
    expect(JSON.stringify(listed)).not.toContain(created.key);

    const reporter = createClient({ modules: { siteSettings }, auth: ApiKeyStrategy({ apiKey: created.key, siteId: studio.platform.site.siteId }), baseUrl: studio.platform.baseUrl });
    expect((await reporter.siteSettings.getSite()).id).toBe(studio.platform.site.siteId);
    expect((await admin.siteSettings.revokeApiKey(created.apiKey.id)).revokedDate).toBeTruthy();
    const refused = await reporter.siteSettings.getSite().catch((e: unknown) => e);
    expect(isVitrineError(refused) && refused.status).toBe(401);
  });

  test('OAuth apps: create, change the redirect URIs, delete', async () => {
    const admin = createClient({ modules: { siteSettings }, auth: ApiKeyStrategy({ apiKey: studio.platform.site.apiKey, siteId: studio.platform.site.siteId }), baseUrl: studio.platform.baseUrl });
    const app = await admin.siteSettings.createOAuthApp({ name: 'Kiosk', redirectUris: ['https://kiosk.example.com/cb'] });
    const changed = await admin.siteSettings.updateOAuthApp(app.id, { redirectUris: ['https://kiosk.example.com/cb2'] });
    expect(changed.redirectUris).toEqual(['https://kiosk.example.com/cb2']);
    await admin.siteSettings.deleteOAuthApp(app.id);
    expect((await admin.siteSettings.listOAuthApps()).some((candidate) => candidate.id === app.id)).toBe(false);
  });

  test('media: a file uploads as multipart and is listed', async () => {
    const admin = createClient({ modules: { media }, auth: ApiKeyStrategy({ apiKey: studio.platform.site.apiKey, siteId: studio.platform.site.siteId }), baseUrl: studio.platform.baseUrl });
    const gif = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');
    const file = await admin.media.uploadFile(new Blob([gif], { type: 'image/gif' }), 'dot.gif');
    expect(file.mediaType).toBe('image');
    expect(file.mediaUri).toContain(file.id);
    expect((await fetch(file.url.startsWith('http') ? file.url : studio.platform.baseUrl + file.url)).status).toBe(200);
    expect((await admin.media.listFiles()).map((listed) => listed.id)).toContain(file.id);
  });

  test('members admin and mail: a sign-up owing an e-mail code waits, its code is in the owner’s outbox, and approval is refused for it', async () => {
    const admin = createClient({ modules: { membersAdmin, mail }, auth: ApiKeyStrategy({ apiKey: studio.platform.site.apiKey, siteId: studio.platform.site.siteId }), baseUrl: studio.platform.baseUrl });
    const policy = await admin.membersAdmin.updateSignUpPolicy({ requireEmailVerification: true });
    expect(policy.requireEmailVerification).toBe(true);
    expect(await admin.membersAdmin.getSignUpPolicy()).toEqual(policy);

    const visitor = createClient({ modules: { identity }, auth: OAuthStrategy({ clientId: studio.platform.site.clientId }), baseUrl: studio.platform.baseUrl });
    const registered = await visitor.identity.register({ loginId: { email: 'numbat@vitrine.test' }, password: 'numbat-password-1' });
    expect(registered.state).toBe('REQUIRE_EMAIL_VERIFICATION');
    const pending = await admin.membersAdmin.listMembers({ status: 'PENDING' });
    const member = pending.find((candidate) => candidate.email.address === 'numbat@vitrine.test')!;
    expect(member.status.reasons).toEqual(['PENDING_EMAIL_VERIFICATION_REQUIRED']);
    const refusal = await admin.membersAdmin.approveMember(member.id).catch((e: unknown) => e);
    expect(isApplicationError(refusal) && refusal.code).toBe('MEMBER_NOT_AWAITING_APPROVAL');

    // The outbox holds live codes: the owner reads it, an API key is refused.
    expect(isVitrineError(await admin.mail.listOutbox().catch((e: unknown) => e))).toBe(true);
    const { auth, client: owner } = studio.ownerClient();
    auth.setTokens(
      tokensFromResponse(await owner.studioSession.ownerLogin({ email: studio.platform.site.ownerEmail, password: studio.platform.site.ownerPassword, clientId: studio.platform.site.clientId }), 'member'),
    );
    const outbox = await createClient({ modules: { mail }, auth, baseUrl: studio.platform.baseUrl }).mail.listOutbox({ limit: 10 });
    const message = outbox.find((candidate) => candidate.to === 'numbat@vitrine.test');
    expect(message?.kind).toBe('VERIFICATION_CODE');
    expect(message?.text).toMatch(/\d{6}/);
    await admin.membersAdmin.updateSignUpPolicy({ requireEmailVerification: false });
  });

  test('order e-mail templates: listed on by default, switched off, previewed in the store’s look, resent', async () => {
    const admin = createClient({ modules: { mail }, auth: ApiKeyStrategy({ apiKey: studio.platform.site.apiKey, siteId: studio.platform.site.siteId }), baseUrl: studio.platform.baseUrl });
    const { templates } = await admin.mail.listTemplates();
    expect(templates.every((template) => template.enabled)).toBe(true);
    const switched = await admin.mail.switchTemplate('ORDER_SHIPPED', false);
    expect(switched.templates.find((template) => template.kind === 'ORDER_SHIPPED')?.enabled).toBe(false);
    const { brand } = await admin.mail.updateBrand({ brandColor: '#0a7f5c' });
    expect(brand.brandColor).toBe('#0a7f5c');
    const preview = await admin.mail.previewTemplate('ORDER_CONFIRMATION');
    expect(preview.subject).toContain('#1001');
    expect(preview.html).toContain('#0a7f5c');
    expect(preview.text).toContain('Linen shirt');
    const unknownOrder = await admin.mail.resendOrderMail('00000000-0000-4000-8000-000000000000', { kind: 'ORDER_CONFIRMATION' }).catch((e: unknown) => e);
    expect(isVitrineError(unknownOrder) && unknownOrder.status).toBe(404);
    await admin.mail.switchTemplate('ORDER_SHIPPED', true);
  });

  test('store settings: a section replaced alone, coupons and gift cards created, changed and deleted', async () => {
    const admin = createClient({ modules: { storeSettings }, auth: ApiKeyStrategy({ apiKey: studio.platform.site.apiKey, siteId: studio.platform.site.siteId }), baseUrl: studio.platform.baseUrl });
    const before = await admin.storeSettings.getStoreSettings();
    const after = await admin.storeSettings.updateStoreSettings({ payment: { testOutcome: 'PENDING', blockedPaymentOptions: ['MANUAL'], checkoutPage: 'HOSTED' } });
    expect(after.payment).toEqual({ testOutcome: 'PENDING', blockedPaymentOptions: ['MANUAL'], checkoutPage: 'HOSTED' });
    // The storefronts read the store's choice of checkout page from the public configuration.
    expect((await (await fetch(`${studio.platform.baseUrl}/_api/vitrine/v1/public-config`)).json()).checkoutPage).toBe('HOSTED');
    expect(after.tax).toEqual(before.tax);
    // Sending back the revision read refuses to overwrite a save made since.
    const stale = await admin.storeSettings
      .updateStoreSettings({ payment: { testOutcome: 'APPROVED', blockedPaymentOptions: [] }, expectedRevisions: { payment: before.sectionRevisions!.payment } })
      .catch((e: unknown) => e);
    expect(isVitrineError(stale) && [stale.status, stale.details?.applicationError?.code]).toEqual([409, 'REVISION_MISMATCH']);
    const current = await admin.storeSettings.updateStoreSettings({ payment: { testOutcome: 'APPROVED', blockedPaymentOptions: [] }, expectedRevisions: { payment: after.sectionRevisions!.payment } });
    expect(current.payment.testOutcome).toBe('APPROVED');

    const coupon = await admin.storeSettings.createCoupon({ code: 'SDK10', name: 'SDK', valueType: 'PERCENT', percentage: 10 });
    expect((await admin.storeSettings.updateCoupon(coupon.id, { active: false })).active).toBe(false);
    await admin.storeSettings.deleteCoupon(coupon.id);
    expect((await admin.storeSettings.listCoupons()).some((listed) => listed.id === coupon.id)).toBe(false);

    const card = await admin.storeSettings.createGiftCard({ code: 'SDK-GIFT', balance: '25.00' });
    expect(card).toMatchObject({ balance: '25.00', initialBalance: '25.00', active: true });
    expect((await admin.storeSettings.listGiftCards()).map((listed) => listed.code)).toContain('SDK-GIFT');
    const invalid = await admin.storeSettings.createGiftCard({ code: 'SDK-BAD-GIFT', balance: 'lots' }).catch((e: unknown) => e);
    expect(isVitrineError(invalid) && invalid.status).toBe(400);
    await admin.storeSettings.deleteGiftCard(card.id);
  });
});

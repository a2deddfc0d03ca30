/**
 * Spec §7 conformance: recovery, verification, and `state/proceed` for a pending sign-in, through
 * the SDK against the real platform. The flows are tested in depth in test/identity-flows.test.ts
 * and packages/platform/test/identity.test.ts; here each call's wire and shape. Codes and links
 * are read from the site's outbox, as the merchant's studio shows it.
 *
 * Checklist (spec line → test):
 * - POST /v1/send-email (email, language, redirect), POST /v1/recover (recoveryToken, password) → "a member who forgot …"
 * - POST /v1/activation-email (identityId, emailOptions) → "the merchant sends an activation link"
 * - POST /v1/state/proceed, /v1/auth/resend, /v1/auth/verify (code, stateToken) → "a sign-up that waits for e-mail verification …"
 * - POST /v1/Start (identityId, target EMAIL) → "a member verifies the e-mail …"
 * - every call of these sections sent → last test
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTransport } from '../../src';
import { identity } from '../../src/modules/identity';
import { mail } from '../../src/modules/mail';
import { membersAdmin } from '../../src/modules/members-admin';
import { recovery } from '../../src/modules/recovery';
import { studioSession } from '../../src/modules/studio-session';
import { verification } from '../../src/modules/verification';
import { startConformancePlatform } from './conformance-platform';
import { conformanceFiles } from './section-7';

let context: Awaited<ReturnType<typeof startConformancePlatform>>;
let merchant: ReturnType<typeof makeMerchant>;
let outbox: ReturnType<typeof mail>;
const makeMerchant = () => context.merchant({ membersAdmin, recovery, studioSession });

beforeAll(async () => {
  context = await startConformancePlatform({ rateLimits: false });
  merchant = makeMerchant();
  // The outbox is the owner's view (the studio's), not an app's.
  const { site, baseUrl } = context.platform;
  const owner = await merchant.studioSession.ownerLogin({ email: site.ownerEmail, password: site.ownerPassword, clientId: site.clientId });
  outbox = mail(createTransport({ baseUrl, auth: { getAuthHeaders: async () => ({ Authorization: owner.access_token }) } }));
});
afterAll(() => context.platform.close());

const uniqueEmail = () => `conformance-${randomBytes(5).toString('hex')}@vitrine.test`;

/** The newest e-mails of a kind to an address, newest first. */
async function mailsTo(to: string, kind: string) {
  return (await outbox.listOutbox({ limit: 100 })).filter((message) => message.to === to && message.kind === kind);
}
const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)![1]!;

/** A new member of the site, and a client signed in as them. */
async function signedInMember() {
  const { auth, client, transport } = context.shopper({ identity, verification });
  const email = uniqueEmail();
  const { identity: member } = await client.identity.register({ loginId: { email }, password: 'member password' });
  await auth.getMemberTokensForExternalLogin(member!.id, context.platform.site.apiKey);
  return { client, transport, email, member: member! };
}

describe('spec §7 recovery, verification and proceed', () => {
  it('a member who forgot the password: a reset e-mail, then a new password with its token', async () => {
    const { client } = context.shopper({ identity, recovery });
    const { wire, platform } = context;
    const email = uniqueEmail();
    await client.identity.register({ loginId: { email }, password: 'forgotten' });

    const request = { email, language: 'en', redirect: { url: platform.site.redirectUri, clientId: platform.site.clientId } };
    expect(await client.recovery.sendRecoveryEmail(request)).toEqual({});
    expect(wire.last('POST /v1/send-email').json).toEqual(request);
    // The same answer for an address that is no member's.
    expect(await client.recovery.sendRecoveryEmail({ email: uniqueEmail() })).toEqual({});

    const [reset] = await mailsTo(email, 'PASSWORD_RESET');
    const recoveryToken = new URL(/https?:\/\/\S+/.exec(reset!.text)![0]).searchParams.get('recoveryToken')!;
    const recovered = await client.recovery.recover({ recoveryToken, password: 'remembered' });
    expect(recovered).toMatchObject({ state: 'SUCCESS', sessionToken: expect.any(String), identity: { email: { address: email } } });
    expect(wire.last('POST /v1/recover').json).toEqual({ recoveryToken, password: 'remembered' });
    expect((await client.identity.login({ loginId: { email }, password: 'remembered' })).state).toBe('SUCCESS');
  });

  it('the merchant sends an activation link', async () => {
    const { client } = context.shopper({ identity });
    const email = uniqueEmail();
    const { identity: member } = await client.identity.register({ loginId: { email }, password: 'member password' });
    const request = { identityId: member!.id, emailOptions: { language: 'en', redirect: { url: context.platform.site.redirectUri } } };
    expect(await merchant.recovery.sendActivationEmail(request)).toEqual({});
    expect(context.wire.last('POST /v1/activation-email').json).toEqual(request);
    expect(await mailsTo(email, 'ACTIVATION')).toHaveLength(1);
  });

  it('a sign-up that waits for e-mail verification: proceed, a new code, then the code', async () => {
    const { wire, platform } = context;
    await merchant.membersAdmin.updateSignUpPolicy({ requireEmailVerification: true });
    try {
      const { client } = context.shopper({ identity, verification });
      const email = uniqueEmail();
      const pending = await client.identity.register({ loginId: { email }, password: 'member password' });
      expect(pending).toMatchObject({ state: 'REQUIRE_EMAIL_VERIFICATION', stateToken: expect.any(String) });
      const stateToken = pending.stateToken!;

      expect(await client.identity.proceed({ stateToken })).toMatchObject({ state: 'REQUIRE_EMAIL_VERIFICATION', stateToken });
      expect(wire.last('POST /v1/state/proceed').json).toEqual({ stateToken });

      // A new code may be asked for 30 seconds after the last: the first one is made that old.
      await platform.app.db.query("UPDATE identity_states SET last_sent_at = last_sent_at - interval '31 seconds' WHERE site_id = $1", [platform.site.siteId]);
      expect(await client.verification.resendDuringAuthentication({ stateToken })).toEqual({});
      expect(wire.last('POST /v1/auth/resend').json).toEqual({ stateToken });
      const codes = await mailsTo(email, 'VERIFICATION_CODE');
      expect(codes).toHaveLength(2);

      const verified = await client.verification.verifyDuringAuthentication({ code: codeIn(codes[0]!.text), stateToken });
      expect(verified).toMatchObject({ state: 'SUCCESS', sessionToken: expect.any(String), identity: { email: { address: email, isVerified: true } } });
      expect(wire.last('POST /v1/auth/verify').json).toEqual({ code: codeIn(codes[0]!.text), stateToken });
    } finally {
      await merchant.membersAdmin.updateSignUpPolicy({ requireEmailVerification: false });
    }
  });

  it('a member verifies the e-mail: start (as /v1/start and the spec’s /v1/Start), then the code', async () => {
    const { client, transport, email, member } = await signedInMember();
    const started = await client.verification.start({ identityId: member.id, target: 'EMAIL' });
    // Wire fact: the published client's type reads `verificationId`; the auth steps take it as `stateToken`.
    expect(started).toEqual({ verificationId: expect.any(String), stateToken: started.verificationId });
    expect(context.wire.last('POST /v1/Start').json).toEqual({ identityId: member.id, target: 'EMAIL' });

    // The spec's spelling, sent with the same member's tokens.
    const again = await transport.request<{ verificationId: string }>({ method: 'POST', path: '/_api/iam/verification/v1/Start', body: { identityId: member.id, target: 'EMAIL' } });
    expect(again.verificationId).toEqual(expect.any(String));

    const [newest] = await mailsTo(email, 'VERIFICATION_CODE');
    const verified = await client.verification.verifyDuringAuthentication({ code: codeIn(newest!.text), stateToken: again.verificationId });
    expect(verified).toMatchObject({ identity: { id: member.id, email: { address: email, isVerified: true } } });
  });

  it('sent every call of spec §7 "Recovery" and "Verification", and proceed', () => {
    expect(context.wire.unsent(conformanceFiles['recovery.test.ts'])).toEqual([]);
  });
});

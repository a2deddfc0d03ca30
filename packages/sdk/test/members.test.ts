import { startTestPlatform, type TestPlatform } from '@vitrine/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, isApplicationError, isValidationError, OAuthStrategy, type VitrineError } from '../src';
import { members } from '../src/modules/members';
import { insertMember, mintCode } from './client-fixtures';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform({ rateLimits: false });
});
afterAll(() => platform.close());

const shopper = () => {
  const auth = OAuthStrategy({ clientId: platform.site.clientId });
  return { auth, client: createClient({ modules: { members }, auth, baseUrl: platform.baseUrl }) };
};

/** A shopper client holding member tokens, as after the hosted sign-in page sent them back. */
async function signedIn() {
  const { auth, client } = shopper();
  const oauthData = await auth.generateOAuthData(platform.site.redirectUri);
  const code = await mintCode(platform, { memberId: await insertMember(platform), codeChallenge: oauthData.codeChallenge });
  await auth.getMemberTokens(code, oauthData.state, oauthData);
  return client;
}

/** The error a call fails with (a call that succeeds fails the test). */
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.fail('expected the call to fail'),
    (error: VitrineError) => error,
  );

const home = { addressLine: '5 Park Ave', city: 'New York', subdivision: 'US-NY', postalCode: '10016', country: 'US' };

describe('members.getMe and members.updateMe', () => {
  it('reads the member, saves a new name and address, and the next read shows them', async () => {
    const client = await signedIn();
    const me = await client.members.getMe();
    expect(me.email.address).toMatch(/@vitrine\.test$/);

    const updated = await client.members.updateMe(me.revision, { firstName: 'Ada', lastName: 'Lovelace', addresses: [{ address: home, tag: 'HOME' }] });

    expect(updated.identityProfile).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', addresses: [{ address: home, tag: 'HOME' }] });
    expect(updated.revision).not.toBe(me.revision);
    expect(await client.members.getMe()).toEqual(updated);
  });

  it('fails with REVISION_MISMATCH when the identity was saved since it was read', async () => {
    const client = await signedIn();
    const { revision } = await client.members.getMe();
    await client.members.updateMe(revision, { nickname: 'first tab' });

    const error = await failure(client.members.updateMe(revision, { nickname: 'second tab' }));

    expect(isApplicationError(error) && error.status === 409 && error.code === 'REVISION_MISMATCH').toBe(true);
    expect((await client.members.getMe()).identityProfile.nickname).toBe('first tab');
  });

  it('fails with a ValidationError that names the bad field', async () => {
    const client = await signedIn();
    const { revision } = await client.members.getMe();

    const error = await failure(client.members.updateMe(revision, { addresses: [{ address: home, tag: 'CASTLE' as never }] }));

    expect(isValidationError(error)).toBe(true);
    expect(isValidationError(error) && error.fieldViolations.map((violation) => violation.field)).toEqual(['identityProfile.addresses.0.tag']);
  });

  it('is refused to a visitor', async () => {
    const error = await failure(shopper().client.members.getMe());
    expect(error.status).toBe(403);
  });
});

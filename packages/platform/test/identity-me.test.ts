import { describe, expect, it } from 'vitest';
import { apiKeyHeaders, ownerToken, platformForFile } from './helpers';
import { identityClient, uniqueEmail } from './identity-helpers';

const me = '/_api/vitrine/v1/identity/me';

const { platform } = platformForFile({ rateLimits: false });
const client = identityClient(platform);

/** A newly registered member with their own access token, signed in the way the store does it. */
async function signedInMember(profile: Record<string, unknown> = {}) {
  const email = uniqueEmail('me');
  const registered = await client.register(email, 'correct horse', { profile });
  const tokens = await client.memberTokens(registered.body.sessionToken);
  const headers = { authorization: tokens.access_token };
  return {
    email,
    read: async () => (await client.http.get(me, headers)).body.identity,
    save: (body: unknown) => client.http.patch(me, body, headers),
  };
}

const home = { addressLine: '12 Rue de Rivoli', city: 'Paris', postalCode: '75004', country: 'FR' };
const office = { addressLine: '1 Canal Street', city: 'Manchester', postalCode: 'M1 3HE', country: 'GB' };

describe('a member edits their own identity', () => {
  it('changes the name and phones, keeps what was not sent, and a reload shows the new identity', async () => {
    const member = await signedInMember({ firstName: 'Ada', company: 'Analytical Engines', customFields: [{ name: 'vip', value: { strValue: 'yes' } }] });
    const before = await member.read();

    const saved = await member.save({
      revision: before.revision,
      identityProfile: { firstName: ' Ada ', lastName: 'Lovelace', nickname: '', phones: [{ phone: '+44 20 7946 0000', tag: 'MOBILE' }], privacyStatus: 'PUBLIC' },
    });

    expect(saved.status).toBe(200);
    expect(saved.body.identity.identityProfile).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      company: 'Analytical Engines',
      customFields: [{ name: 'vip', value: { strValue: 'yes' } }],
      phones: [{ phone: '+44 20 7946 0000', tag: 'MOBILE' }],
      privacyStatus: 'PUBLIC',
    });
    expect(saved.body.identity.identityProfile).not.toHaveProperty('nickname');
    expect(Number(saved.body.identity.revision)).toBeGreaterThan(Number(before.revision));
    expect(await member.read()).toEqual(saved.body.identity);
  });

  it('adds, edits and removes addresses with their tags', async () => {
    const member = await signedInMember();
    const added = await member.save({ revision: (await member.read()).revision, identityProfile: { addresses: [{ address: home, tag: 'HOME' }, { address: office, tag: 'WORK' }] } });
    expect(added.status).toBe(200);
    expect(added.body.identity.identityProfile.addresses).toEqual([{ address: home, tag: 'HOME' }, { address: office, tag: 'WORK' }]);

    const moved = { ...home, addressLine: '3 Place des Vosges' };
    const edited = await member.save({ revision: added.body.identity.revision, identityProfile: { addresses: [{ address: moved, tag: 'SHIPPING' }] } });

    expect(edited.status).toBe(200);
    expect((await member.read()).identityProfile.addresses).toEqual([{ address: moved, tag: 'SHIPPING' }]);
  });

  it('never changes the login e-mail, the status or anyone else, and says so', async () => {
    const member = await signedInMember({ firstName: 'Grace' });
    const other = await signedInMember({ firstName: 'Alan' });
    const otherBefore = await other.read();
    const { revision, id } = await member.read();

    const refused = await member.save({
      revision,
      id: otherBefore.id,
      email: { address: 'taken@vitrine.test', isVerified: true },
      status: { name: 'ACTIVE' },
      identityProfile: { firstName: 'Mallory', emails: [{ email: 'x@vitrine.test' }], customFields: [] },
    });

    expect(refused.status).toBe(400);
    expect(refused.body.details.validationError.fieldViolations.map((v: { field: string; violatedRule: string }) => [v.field, v.violatedRule])).toEqual([
      ['id', 'FIELD_NOT_ALLOWED'],
      ['email', 'FIELD_NOT_ALLOWED'],
      ['status', 'FIELD_NOT_ALLOWED'],
      ['identityProfile.emails', 'FIELD_NOT_ALLOWED'],
      ['identityProfile.customFields', 'FIELD_NOT_ALLOWED'],
    ]);
    const after = await member.read();
    expect(after).toMatchObject({ id, revision, email: { address: member.email }, identityProfile: { firstName: 'Grace' } });
    expect(await other.read()).toEqual(otherBefore);

    // A valid save changes the caller only: the other member's row and revision stay as they were.
    expect((await member.save({ revision, identityProfile: { firstName: 'Hopper' } })).status).toBe(200);
    expect(await other.read()).toEqual(otherBefore);
  });

  it('answers bad input with field violations, never a 500', async () => {
    const member = await signedInMember();
    const { revision } = await member.read();
    const violations = async (body: unknown) => {
      const answer = await member.save(body);
      expect(answer.status).toBe(400);
      return answer.body.details.validationError.fieldViolations.map((v: { field: string; violatedRule: string }) => `${v.field} ${v.violatedRule}`);
    };

    expect(await violations({ identityProfile: { firstName: 'No revision' } })).toEqual(['revision REQUIRED_FIELD']);
    expect(await violations({ revision: 'latest', identityProfile: {} })).toEqual(['revision FORMAT']);
    expect(await violations({ revision, identityProfile: { firstName: 'x'.repeat(201) } })).toEqual(['identityProfile.firstName MAX_LENGTH']);
    expect(await violations({ revision, identityProfile: { picture: 'javascript:alert(1)' } })).toEqual(['identityProfile.picture FORMAT']);
    expect(await violations({ revision, identityProfile: { birthdate: '1815-13-10' } })).toEqual(['identityProfile.birthdate FORMAT']);
    expect(await violations({ revision, identityProfile: { phones: [{ phone: '' }] } })).toEqual(['identityProfile.phones.0.phone MIN_LENGTH']);
    expect(await violations({ revision, identityProfile: { addresses: [{ address: home, tag: 'HOLIDAY' }] } })).toEqual(['identityProfile.addresses.0.tag INVALID_ENUM_VALUE']);
    expect(await violations({ revision, identityProfile: { addresses: [{ address: { ...home, country: 'France' } }] } })).toEqual(['identityProfile.addresses.0.address.country FORMAT']);
    expect(await violations({ revision, identityProfile: { addresses: [{ address: home }, { address: { hint: 'by the tree' } }] } })).toEqual([
      'identityProfile.addresses.1.address REQUIRED_FIELD',
    ]);
    expect(await violations({ revision, identityProfile: { addresses: Array.from({ length: 21 }, () => ({ address: home })) } })).toEqual([
      'identityProfile.addresses MAX_SIZE',
    ]);
    for (const body of [[], 'name', { revision, identityProfile: null }, { revision, identityProfile: [] }]) {
      expect((await member.save(body)).status).toBe(400);
    }
    expect((await member.read()).revision).toBe(revision);
  });

  it('refuses a save made from an older revision, so two tabs cannot silently undo each other', async () => {
    const member = await signedInMember();
    const { revision } = await member.read();
    const firstTab = await member.save({ revision, identityProfile: { firstName: 'First tab' } });
    expect(firstTab.status).toBe(200);

    const secondTab = await member.save({ revision, identityProfile: { firstName: 'Second tab' } });

    expect(secondTab.status).toBe(409);
    expect(secondTab.body.details.applicationError).toMatchObject({ code: 'REVISION_MISMATCH', data: { revision: firstTab.body.identity.revision } });
    expect((await member.read()).identityProfile.firstName).toBe('First tab');
  });

  it('lets one of two simultaneous saves of the same revision through, and refuses the other', async () => {
    const member = await signedInMember();
    const { revision } = await member.read();
    const answers = await Promise.all(['One', 'Two'].map((firstName) => member.save({ revision, identityProfile: { firstName } })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
  });
});

describe('who may edit an identity', () => {
  const body = { revision: '1', identityProfile: { firstName: 'Nobody' } };

  it('refuses a caller without credentials (401) and visitors, owners and API keys (403)', async () => {
    expect((await client.http.patch(me, body)).status).toBe(401);
    for (const headers of [await client.asVisitor(), { authorization: await ownerToken(platform) }, apiKeyHeaders(platform.site)]) {
      const answer = await client.http.patch(me, body, headers);
      expect(answer.status).toBe(403);
      expect(answer.body.details.applicationError.code).toBeTruthy();
    }
  });
});

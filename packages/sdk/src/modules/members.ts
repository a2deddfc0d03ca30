/**
 * The signed-in member's own identity (`/_api/vitrine/v1/identity/me`, Vitrine's own endpoint):
 * read it, and edit the profile and the address book. Needs member tokens (a visitor gets a 403).
 */
import type { Transport } from '../core/types.ts';
import type { AddressTag, Identity, IdentityProfile } from './identity.ts';

export type { AddressTag, Identity, IdentityProfile, PhoneTag, PrivacyStatus } from './identity.ts';

/** One entry of the address book: an address in the wire shape (`addressLine`, `geocode`) and its tag. */
export type SavedAddress = { address: Record<string, unknown>; tag?: AddressTag };

/**
 * The profile fields a member may change. The login e-mail, the status, contact e-mails and the
 * owner's custom fields are not among them; sending them is refused (`FIELD_NOT_ALLOWED`).
 * Fields left out stay as they are; an empty string clears a text field; `phones` and
 * `addresses` replace the whole list, so adding, editing and removing an address is one save.
 */
export type MyProfileChanges = Partial<
  Pick<IdentityProfile, 'firstName' | 'lastName' | 'nickname' | 'picture' | 'birthdate' | 'company' | 'position' | 'language' | 'phones' | 'privacyStatus'>
> & { addresses?: SavedAddress[] };

/**
 * @example
 * ```ts
 * const client = createClient({ modules: { members }, auth: OAuthStrategy({ clientId }), baseUrl });
 * const me = await client.members.getMe();
 * try {
 *   await client.members.updateMe(me.revision, { firstName: 'Ada', addresses: [...(me.identityProfile.addresses ?? []), { address: { addressLine: '1 Main St', city: 'Springfield', country: 'US' }, tag: 'HOME' }] });
 * } catch (error) {
 *   // Saved meanwhile in another tab: reload and let the member redo the change.
 *   if (isApplicationError(error) && error.code === 'REVISION_MISMATCH') await client.members.getMe();
 * }
 * ```
 */
export function members(transport: Transport) {
  const path = '/_api/vitrine/v1/identity/me';
  return {
    /** The signed-in member's identity: login e-mail, status, profile and addresses, and its `revision`. */
    async getMe(): Promise<Identity> {
      return (await transport.request<{ identity: Identity }>({ method: 'GET', path, args: [] })).identity;
    },

    /**
     * Saves the member's changes and answers the updated identity (with a new `revision`).
     * `revision` is the one of the identity the member edited: if it was saved since (another
     * tab, another device), this fails with a 409 `REVISION_MISMATCH` instead of undoing that save.
     * Bad values fail with a `ValidationError` naming each field (`identityProfile.firstName`, ...).
     */
    async updateMe(revision: string, changes: MyProfileChanges): Promise<Identity> {
      const body = { revision, identityProfile: changes };
      return (await transport.request<{ identity: Identity }>({ method: 'PATCH', path, body, args: [revision, changes] })).identity;
    },
  };
}

/** The API `members` adds to a client. */
export type MembersApi = ReturnType<typeof members>;

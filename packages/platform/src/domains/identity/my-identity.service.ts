import type { Database } from '../../db/database';
import { invalid, rejected, type FieldViolation } from '../../lib/app-error';
import type { Caller } from '../../lib/caller';
import { revisionConflict } from '../../lib/revisions';
import { toIdentity, type Identity } from './identity-view';
import * as repo from './identity.repository';
import type { IdentityProfile } from './identity.schemas';
import type { MyProfilePatch, UpdateMe } from './my-identity.schemas';

/** The token is valid but its member row is gone (deleted by the owner meanwhile). */
const memberGone = () => rejected('MEMBER_NOT_FOUND', 'The member no longer exists');

/** Another tab or device saved first: this save would silently undo theirs, so it is refused. */
const revisionMismatch = (current: string) =>
  revisionConflict(
    'Your profile was changed elsewhere',
    'Your profile was changed in another tab or device. Load the newer version, then make your changes again.',
    { revision: current },
  );

/** The address fields that say where a place is; an address with none of them is not one. */
const placeFields = ['addressLine', 'addressLine2', 'city', 'postalCode', 'country', 'streetAddress', 'formattedAddress'] as const;

function emptyAddressViolations(addresses: MyProfilePatch['addresses']): FieldViolation[] {
  return (addresses ?? []).flatMap(({ address }, index) =>
    placeFields.some((field) => {
      const value = address[field];
      return typeof value === 'string' ? value.trim() !== '' : value !== undefined && Object.keys(value).length > 0;
    })
      ? []
      : [{ field: `identityProfile.addresses.${index}.address`, description: 'an address needs at least a street, city, postal code or country', violatedRule: 'REQUIRED_FIELD' as const }],
  );
}

/** Applies the member's changes: text is trimmed, an empty text clears its field, a list replaces the old one. */
function mergeProfile(current: IdentityProfile, changes: Omit<MyProfilePatch, 'privacyStatus'>): IdentityProfile {
  const next: Record<string, unknown> = { ...current };
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined) continue;
    const cleaned = typeof value === 'string' ? value.trim() : value;
    if (cleaned === '') delete next[key];
    else next[key] = cleaned;
  }
  return next as IdentityProfile;
}

/** The signed-in member's own identity: read it, and change the parts that are theirs to change. */
export function createMyIdentityService(db: Database) {
  return {
    async get(caller: Caller): Promise<Identity> {
      const member = await repo.findMember(db, caller.siteId, caller.identityId);
      if (!member) throw memberGone();
      return toIdentity(member);
    },

    /** Only ever the caller's own row: the member id comes from the token, never from the body. */
    async update(caller: Caller, { revision, identityProfile }: UpdateMe): Promise<Identity> {
      const violations = emptyAddressViolations(identityProfile.addresses);
      if (violations.length > 0) throw invalid(violations);
      const { privacyStatus, ...changes } = identityProfile;
      return db.transaction(async (tx) => {
        // Locked so that two saves with the same revision cannot both pass the check.
        const member = await repo.findMember(tx, caller.siteId, caller.identityId, true);
        if (!member) throw memberGone();
        if (member.revision !== revision) throw revisionMismatch(member.revision);
        const updated = await repo.updateMember(tx, caller.siteId, member.id, { profile: mergeProfile(member.profile, changes), privacyStatus });
        return toIdentity(updated!);
      });
    },
  };
}

import { Type, type Static } from 'typebox';
import { AddressSchema } from '../../lib/schemas';
import { addressTags, phoneTags, privacyStatuses } from './identity.schemas';

/**
 * What a member may change on their own identity (`PATCH /identity/me`): the person, their phones
 * and their address book. The login e-mail, the status, contact e-mails and the owner's custom
 * fields are not here, and the route refuses them by name rather than dropping them silently.
 * An empty string clears a text field; a list replaces the whole list (add, edit and remove an
 * address are one save of the new book, made safe by the revision check).
 */
const Text = (maxLength = 200) => Type.String({ maxLength });

export const MyProfilePatchSchema = Type.Object({
  firstName: Type.Optional(Text()),
  lastName: Type.Optional(Text()),
  nickname: Type.Optional(Text()),
  // Only web addresses: the store shows it as an image, and javascript: or data: URLs have no place there.
  picture: Type.Optional(Type.String({ maxLength: 2000, pattern: '^(https?://\\S+)?$' })),
  birthdate: Type.Optional(Type.String({ pattern: '^(\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01]))?$' })),
  company: Type.Optional(Text()),
  position: Type.Optional(Text()),
  language: Type.Optional(Text(20)),
  phones: Type.Optional(
    Type.Array(
      Type.Object({
        phone: Type.String({ minLength: 1, maxLength: 50 }),
        countryCode: Type.Optional(Text(5)),
        tag: Type.Optional(Type.Enum([...phoneTags])),
      }),
      { maxItems: 20 },
    ),
  ),
  addresses: Type.Optional(Type.Array(Type.Object({ address: AddressSchema, tag: Type.Optional(Type.Enum([...addressTags])) }), { maxItems: 20 })),
  privacyStatus: Type.Optional(Type.Enum([...privacyStatuses])),
});
export type MyProfilePatch = Static<typeof MyProfilePatchSchema>;

export const UpdateMeSchema = Type.Object({
  /** The `revision` of the identity the member edited; a newer one on the platform means a 409. */
  revision: Type.String({ pattern: '^[0-9]{1,18}$' }),
  identityProfile: MyProfilePatchSchema,
});
export type UpdateMe = Static<typeof UpdateMeSchema>;

/** The body's allowed field names, level by level, for the route's "not allowed" check. */
export const allowedFields = {
  body: Object.keys(UpdateMeSchema.properties),
  identityProfile: Object.keys(MyProfilePatchSchema.properties),
};

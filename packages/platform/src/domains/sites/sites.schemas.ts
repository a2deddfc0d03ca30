import { Type } from 'typebox';
import { describedRevision } from '../../lib/revisions';

const RedirectUri = Type.String({ maxLength: 2000, minLength: 1 });
const Origin = Type.String({ maxLength: 500, minLength: 1 });

export const OAuthAppSchema = Type.Object({
  id: Type.String({ description: "The public client id visitors' and members' tokens are issued to" }),
  name: Type.String(),
  redirectUris: Type.Array(Type.String()),
  allowedOrigins: Type.Array(Type.String()),
  revision: describedRevision('How many times the app was saved; send it back as `expectedRevision` to be told of a save you have not seen'),
  createdDate: Type.String(),
});

export const OAuthAppInputSchema = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 100 }),
  redirectUris: Type.Optional(Type.Array(RedirectUri, { maxItems: 20 })),
  allowedOrigins: Type.Optional(Type.Array(Origin, { maxItems: 20 })),
});

const ExpectedRevision = describedRevision(
  'The `revision` of the app as you read it. When someone saved the app since, nothing is saved and the answer is 409 REVISION_MISMATCH (current revision in `data.revision`); absent, the fields sent apply whatever was saved meanwhile',
);
export const OAuthAppPatchSchema = Type.Partial(Type.Object({ ...OAuthAppInputSchema.properties, expectedRevision: ExpectedRevision }), {
  description: 'The app fields to change: only those sent change; a list sent replaces the whole list',
});

export const ApiKeySchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  hint: Type.String({ description: "The key's last four characters, to tell keys apart; the key itself is never shown again" }),
  permissions: Type.Array(Type.String()),
  createdDate: Type.String(),
  revokedDate: Type.Optional(Type.String({ description: 'Set once the key is revoked; a revoked key is refused at once' })),
});

export const ApiKeyInputSchema = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 100 }),
  permissions: Type.Array(Type.String({ maxLength: 40 }), {
    minItems: 1,
    maxItems: 20,
    description: 'E.g. `catalog:read`, `catalog:write`, `ecom:read`, `ecom:write`, `members:read`, `members:write`, `settings:write`, `events:read`',
  }),
});

export const SiteSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  currency: Type.String({ description: 'ISO-4217 code, e.g. `USD`' }),
  createdDate: Type.String(),
});

export const SitePatchSchema = Type.Object({
  name: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  currency: Type.Optional(Type.String({ pattern: '^[A-Z]{3}$' })),
});

export const IdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });

import { Type } from 'typebox';
import { RevisionSchema } from '../../lib/revisions';

const RedirectUri = Type.String({ maxLength: 2000, minLength: 1 });
const Origin = Type.String({ maxLength: 500, minLength: 1 });

export const OAuthAppSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  redirectUris: Type.Array(Type.String()),
  allowedOrigins: Type.Array(Type.String()),
  /** How many times the app was saved: sent back as `expectedRevision`. */
  revision: RevisionSchema,
  createdDate: Type.String(),
});

export const OAuthAppInputSchema = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 100 }),
  redirectUris: Type.Optional(Type.Array(RedirectUri, { maxItems: 20 })),
  allowedOrigins: Type.Optional(Type.Array(Origin, { maxItems: 20 })),
});

/**
 * Only the fields sent change. `expectedRevision`: the `revision` the editor read; when the app was
 * saved since, nothing changes and the answer is 409 REVISION_MISMATCH (current revision in
 * `data.revision`). Absent: the fields sent are applied whatever was saved meanwhile.
 */
export const OAuthAppPatchSchema = Type.Partial(Type.Object({ ...OAuthAppInputSchema.properties, expectedRevision: RevisionSchema }));

export const ApiKeySchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  /** The key's last four characters, to tell keys apart. */
  hint: Type.String(),
  permissions: Type.Array(Type.String()),
  createdDate: Type.String(),
  revokedDate: Type.Optional(Type.String()),
});

export const ApiKeyInputSchema = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 100 }),
  permissions: Type.Array(Type.String({ maxLength: 40 }), { minItems: 1, maxItems: 20 }),
});

export const SiteSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  currency: Type.String(),
  createdDate: Type.String(),
});

export const SitePatchSchema = Type.Object({
  name: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  currency: Type.Optional(Type.String({ pattern: '^[A-Z]{3}$' })),
});

export const IdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });

import { Type } from 'typebox';

/**
 * The token endpoint's body. Three grants speak camelCase, `authorized_client` speaks snake_case
 * (wire contract), so every field is optional here and the route checks what each grant needs.
 */
export const TokenRequestSchema = Type.Object({
  grantType: Type.Optional(Type.String({ maxLength: 40 })),
  grant_type: Type.Optional(Type.String({ maxLength: 40 })),
  clientId: Type.Optional(Type.String({ maxLength: 100 })),
  refreshToken: Type.Optional(Type.String({ maxLength: 200 })),
  code: Type.Optional(Type.String({ maxLength: 200 })),
  codeVerifier: Type.Optional(Type.String({ maxLength: 200 })),
  redirectUri: Type.Optional(Type.String({ maxLength: 2000 })),
  scope: Type.Optional(Type.String({ maxLength: 100 })),
  member_id: Type.Optional(Type.String({ maxLength: 100 })),
  session_token: Type.Optional(Type.String({ maxLength: 2000 })),
});

export const TokenResponseSchema = Type.Object({
  access_token: Type.String(),
  expires_in: Type.Integer(),
  refresh_token: Type.String(),
  token_type: Type.String(),
});

export const JwksSchema = Type.Object({ keys: Type.Array(Type.Record(Type.String(), Type.Unknown())) });

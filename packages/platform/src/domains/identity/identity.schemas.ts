import { Type, type Static } from 'typebox';
import { RevisionSchema } from '../../lib/revisions';
import { AddressSchema } from '../../lib/schemas';

/** The identity entity of spec §3 and the request/response bodies of the identity calls (spec §7). */
const Text = (maxLength = 200) => Type.String({ maxLength });

export const Email = Type.String({ format: 'email', maxLength: 254 });
/** A password being chosen: at least 8 characters (NIST SP 800-63B's floor), as the storefront's and the hosted pages' forms ask. */
export const Password = Type.String({ minLength: 8, maxLength: 100 });

const ScalarValue = Type.Object(
  {
    strValue: Type.Optional(Text(2000)),
    numValue: Type.Optional(Type.Number()),
    dateValue: Type.Optional(Type.String({ format: 'date-time', maxLength: 40 })),
  },
  { minProperties: 1, maxProperties: 1 },
);
export const CustomValueSchema = Type.Object(
  {
    strValue: Type.Optional(Text(2000)),
    numValue: Type.Optional(Type.Number()),
    dateValue: Type.Optional(Type.String({ format: 'date-time', maxLength: 40 })),
    listValue: Type.Optional(Type.Object({ value: Type.Array(ScalarValue, { maxItems: 50 }) })),
    mapValue: Type.Optional(Type.Object({ value: Type.Record(Text(100), ScalarValue, { maxProperties: 50 }) })),
  },
  { minProperties: 1, maxProperties: 1 },
);

export const emailTags = ['UNTAGGED', 'MAIN', 'HOME', 'WORK'] as const;
export const phoneTags = ['UNTAGGED', 'MAIN', 'HOME', 'MOBILE', 'WORK', 'FAX'] as const;
export const addressTags = ['UNTAGGED', 'HOME', 'WORK', 'BILLING', 'SHIPPING'] as const;
export const privacyStatuses = ['UNDEFINED', 'PUBLIC', 'PRIVATE'] as const;
export const identityStatuses = ['PENDING', 'ACTIVE', 'DELETED', 'BLOCKED', 'OFFLINE'] as const;

export const IdentityProfileSchema = Type.Object({
  firstName: Type.Optional(Text()),
  lastName: Type.Optional(Text()),
  nickname: Type.Optional(Text()),
  picture: Type.Optional(Text(2000)),
  birthdate: Type.Optional(Type.String({ format: 'date', maxLength: 10 })),
  company: Type.Optional(Text()),
  position: Type.Optional(Text()),
  language: Type.Optional(Text(20)),
  emails: Type.Optional(Type.Array(Type.Object({ email: Email, tag: Type.Optional(Type.Enum([...emailTags])) }), { maxItems: 20 })),
  phones: Type.Optional(
    Type.Array(
      Type.Object({ phone: Text(50), countryCode: Type.Optional(Text(5)), tag: Type.Optional(Type.Enum([...phoneTags])) }),
      { maxItems: 20 },
    ),
  ),
  addresses: Type.Optional(
    Type.Array(Type.Object({ address: AddressSchema, tag: Type.Optional(Type.Enum([...addressTags])) }), { maxItems: 20 }),
  ),
  customFields: Type.Optional(Type.Array(Type.Object({ name: Text(100), value: CustomValueSchema }), { maxItems: 50 })),
  privacyStatus: Type.Optional(Type.Enum([...privacyStatuses])),
});
export type IdentityProfile = Static<typeof IdentityProfileSchema>;

export const IdentitySchema = Type.Object({
  id: Type.String(),
  createdDate: Type.String(),
  updatedDate: Type.String(),
  revision: Type.String(),
  email: Type.Object({ address: Type.String(), isVerified: Type.Boolean() }),
  identityProfile: IdentityProfileSchema,
  status: Type.Object({ name: Type.String(), reasons: Type.Array(Type.String()) }),
});

/** A captcha answer, by the widget that gave it (`lib/captcha.ts` picks the one the site asks for). */
export const CaptchaTokensSchema = Type.Object({ Recaptcha: Type.Optional(Text(4000)), InvisibleRecaptcha: Type.Optional(Text(4000)), NoCaptcha: Type.Optional(Text(4000)) });
const CaptchaTokens = Type.Array(CaptchaTokensSchema, { maxItems: 3 });
const LoginId = Type.Object({ email: Email });

export const RegisterV2Schema = Type.Object({
  loginId: LoginId,
  password: Password,
  profile: Type.Optional(IdentityProfileSchema),
  captchaTokens: Type.Optional(CaptchaTokens),
  clientMetaData: Type.Optional(Type.Record(Text(100), Type.Unknown(), { maxProperties: 20 })),
});

export const LoginV2Schema = Type.Object({
  loginId: LoginId,
  password: Type.String({ minLength: 1, maxLength: 100 }),
  captchaTokens: Type.Optional(CaptchaTokens),
});

/** v1 names the password an authenticator input: `[{ name?, value }]` or `{ password }`. */
export const AuthenticatorInputsSchema = Type.Union([
  Type.Array(Type.Object({ name: Type.Optional(Text(50)), value: Type.String({ maxLength: 100 }) }), { maxItems: 5 }),
  Type.Record(Text(50), Type.String({ maxLength: 100 }), { maxProperties: 5 }),
]);
export const RegisterV1Schema = Type.Object({
  identity: Type.Object({
    identifiers: Type.Optional(Type.Array(Type.Object({ email: Type.Optional(Type.String({ maxLength: 254 })) }), { maxItems: 3 })),
    email: Type.Optional(Type.Object({ address: Type.String({ maxLength: 254 }) })),
    loginId: Type.Optional(Type.Object({ email: Type.String({ maxLength: 254 }) })),
    identityProfile: Type.Optional(IdentityProfileSchema),
  }),
  authenticatorId: Type.Optional(Text(50)),
  inputs: AuthenticatorInputsSchema,
  captchaTokens: Type.Optional(CaptchaTokens),
});
export const LoginV1Schema = Type.Object({
  identifier: Type.Optional(Type.Object({ email: Type.String({ maxLength: 254 }) })),
  loginId: Type.Optional(Type.Object({ email: Type.String({ maxLength: 254 }) })),
  authenticatorId: Type.Optional(Text(50)),
  inputs: AuthenticatorInputsSchema,
  captchaTokens: Type.Optional(CaptchaTokens),
});

export const StateResponseSchema = Type.Object({
  state: Type.Enum(['SUCCESS', 'REQUIRE_OWNER_APPROVAL', 'REQUIRE_EMAIL_VERIFICATION']),
  sessionToken: Type.Optional(Type.String()),
  stateToken: Type.Optional(Type.String()),
  identity: Type.Optional(IdentitySchema),
});

export const ChangePasswordSchema = Type.Object({ newPassword: Password });
export const StateTokenSchema = Type.Object({ stateToken: Type.String({ minLength: 1, maxLength: 200 }) });
export const VerifySchema = Type.Object({ code: Type.String({ minLength: 1, maxLength: 20 }), stateToken: Type.String({ minLength: 1, maxLength: 200 }) });
export const StartVerificationSchema = Type.Object({ identityId: Type.String({ format: 'uuid' }), target: Type.Enum(['EMAIL']) });

export const SignOnSchema = Type.Object({
  loginId: LoginId,
  profile: Type.Optional(IdentityProfileSchema),
  verifyEmail: Type.Optional(Type.Boolean()),
  mergeExistingContact: Type.Optional(Type.Boolean()),
});

export const SsoLoginSchema = Type.Object({
  idpConnectionId: Type.String({ format: 'uuid' }),
  tokenParams: Type.Record(Text(50), Type.String({ maxLength: 8000 }), { maxProperties: 10 }),
});

export const LogoutQuerySchema = Type.Object({
  postLogoutRedirectUri: Type.Optional(Type.String({ maxLength: 2000 })),
  clientId: Type.Optional(Type.String({ maxLength: 100 })),
});

export const SendRecoveryEmailSchema = Type.Object({
  email: Type.String({ maxLength: 254 }),
  language: Type.Optional(Text(20)),
  redirect: Type.Optional(Type.Object({ url: Type.Optional(Type.String({ maxLength: 2000 })), clientId: Type.Optional(Text(100)) })),
  /**
   * Vitrine's addition for the hosted pages: the open sign-in (auth or login redirect session) the
   * reset was asked from. The link carries it, so the new password finishes that sign-in.
   */
  redirectSessionId: Type.Optional(Type.String({ maxLength: 100 })),
});
export const ActivationEmailSchema = Type.Object({
  identityId: Type.String({ format: 'uuid' }),
  emailOptions: Type.Optional(Type.Object({ language: Type.Optional(Text(20)), redirect: Type.Optional(Type.Object({ url: Type.Optional(Type.String({ maxLength: 2000 })) })) })),
});
export const RecoverSchema = Type.Object({ recoveryToken: Type.String({ minLength: 1, maxLength: 200 }), password: Password });

export const SettingsSchema = Type.Object({
  requireEmailVerification: Type.Boolean(),
  requireOwnerApproval: Type.Boolean(),
  captcha: Type.Enum(['NONE', 'INVISIBLE', 'VISIBLE']),
  /** The public key of the invisible captcha widget ('' = the verifier's default). */
  invisibleCaptchaSiteKey: Type.String({ maxLength: 200 }),
  /** The public key of the visible captcha widget ('' = the verifier's default). */
  visibleCaptchaSiteKey: Type.String({ maxLength: 200 }),
});
export type IdentitySettings = Static<typeof SettingsSchema>;
/** The policy as the studio reads it: with the save count it sends back as `expectedRevision`. */
/** Whose widget asks for a captcha (read-only: set where the platform starts). `local` stops no robot. */
export const CaptchaWidgetProviderSchema = Type.Enum(['local', 'custom', 'recaptcha', 'hcaptcha', 'turnstile']);
export const SettingsViewSchema = Type.Object({ ...SettingsSchema.properties, revision: RevisionSchema, captchaProvider: CaptchaWidgetProviderSchema });
/**
 * Only the fields sent change. `expectedRevision`: the `revision` the editor read; when the policy
 * was saved since, nothing changes and the answer is 409 REVISION_MISMATCH (current revision in
 * `data.revision`). Absent: the fields sent are applied whatever was saved meanwhile.
 */
export const SettingsPatchSchema = Type.Partial(Type.Object({ ...SettingsSchema.properties, expectedRevision: RevisionSchema }));
export type SettingsPatch = Static<typeof SettingsPatchSchema>;

export const IdpConnectionInputSchema = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 100 }),
  issuer: Type.String({ minLength: 1, maxLength: 500 }),
  audience: Type.String({ minLength: 1, maxLength: 500 }),
  jwks: Type.Object({ keys: Type.Array(Type.Record(Type.String({ maxLength: 20 }), Type.Unknown()), { minItems: 1, maxItems: 10 }) }),
});
export const IdpConnectionSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  issuer: Type.String(),
  audience: Type.String(),
  jwks: Type.Object({ keys: Type.Array(Type.Record(Type.String(), Type.Unknown())) }),
  createdDate: Type.String(),
});

export const OwnerResetRequestSchema = Type.Object({
  email: Type.String({ minLength: 1, maxLength: 254 }),
  clientId: Type.String({ minLength: 1, maxLength: 100 }),
});
export const OwnerRecoverSchema = Type.Object({
  recoveryToken: Type.String({ minLength: 1, maxLength: 200 }),
  password: Password,
  clientId: Type.String({ minLength: 1, maxLength: 100 }),
});

export const OwnerLoginSchema = Type.Object({
  email: Type.String({ minLength: 1, maxLength: 254 }),
  password: Type.String({ minLength: 1, maxLength: 100 }),
  clientId: Type.String({ minLength: 1, maxLength: 100 }),
});

export const MemberListQuerySchema = Type.Object({
  status: Type.Optional(Type.Enum([...identityStatuses])),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
});

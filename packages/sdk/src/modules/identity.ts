/**
 * The identity service's authentication calls (spec §7): register and login (v1 and v2), change
 * password, SSO, state proceed, sign-on and logout, at `/_api/iam/authentication`.
 * Most apps use the member flows of `OAuthStrategy` (`register`, `login`, ...) instead.
 */
import type { Module, Transport } from '../core/types.ts';
import type { IdentityProfile as WireIdentityProfile } from '../generated/identity.ts';

const base = '/_api/iam/authentication';

export type EmailTag = 'UNTAGGED' | 'MAIN' | 'HOME' | 'WORK';
export type PhoneTag = 'UNTAGGED' | 'MAIN' | 'HOME' | 'MOBILE' | 'WORK' | 'FAX';
export type AddressTag = 'UNTAGGED' | 'HOME' | 'WORK' | 'BILLING' | 'SHIPPING';
export type PrivacyStatus = 'UNDEFINED' | 'PUBLIC' | 'PRIVATE';
export type IdentityStatus = 'PENDING' | 'ACTIVE' | 'DELETED' | 'BLOCKED' | 'OFFLINE';
export type PendingReason = 'PENDING_EMAIL_VERIFICATION_REQUIRED' | 'PENDING_ADMIN_APPROVAL_REQUIRED';

/** A scalar custom-field value: exactly one of the three. */
export type ScalarValue = { strValue: string } | { numValue: number } | { dateValue: string };
/** A custom-field value (spec §3): string, number, date, list or map. */
export type CustomValue = ScalarValue | { listValue: { value: ScalarValue[] } } | { mapValue: { value: Record<string, ScalarValue> } };

/** A member's profile: the wire schema's, with addresses and custom fields in the SDK's own types. */
export interface IdentityProfile extends Omit<WireIdentityProfile, 'addresses' | 'customFields'> {
  /** Addresses in the wire shape (`addressLine`, `geocode`). */
  addresses?: Array<{ address: Record<string, unknown>; tag?: AddressTag }>;
  customFields?: Array<{ name: string; value: CustomValue }>;
}

export interface Identity {
  id: string;
  createdDate: string;
  updatedDate: string;
  revision: string;
  email: { address: string; isVerified: boolean };
  identityProfile: IdentityProfile;
  status: { name: IdentityStatus; reasons: PendingReason[] };
}

/** `captchaTokens` of register and login: the visible or the invisible captcha's token. */
export type CaptchaToken = { Recaptcha: string } | { InvisibleRecaptcha: string } | { NoCaptcha: string };

/** What register, login, verify, recover and proceed answer (wire contract). */
export interface StateResponse {
  state: 'SUCCESS' | 'REQUIRE_OWNER_APPROVAL' | 'REQUIRE_EMAIL_VERIFICATION' | (string & {});
  /** With SUCCESS: exchange it for member tokens (`getMemberTokensForDirectLogin`). */
  sessionToken?: string;
  /** With a REQUIRE_ state: names the pending sign-in in the next call. */
  stateToken?: string;
  identity?: Identity;
}

export interface RegisterRequest {
  loginId: { email: string };
  password: string;
  profile?: IdentityProfile;
  captchaTokens?: CaptchaToken[];
  clientMetaData?: Record<string, unknown>;
}

export interface LoginRequest {
  loginId: { email: string };
  password: string;
  captchaTokens?: CaptchaToken[];
}

export interface RegisterV1Request {
  identity: { identifiers?: Array<{ email: string }>; identityProfile?: IdentityProfile };
  authenticatorId?: string;
  inputs: Array<{ name?: string; value: string }> | Record<string, string>;
  captchaTokens?: CaptchaToken[];
}

export interface LoginV1Request {
  identifier?: { email: string };
  loginId?: { email: string };
  authenticatorId?: string;
  inputs: Array<{ name?: string; value: string }> | Record<string, string>;
  captchaTokens?: CaptchaToken[];
}

export interface SignOnRequest {
  loginId: { email: string };
  profile?: IdentityProfile;
  verifyEmail?: boolean;
  mergeExistingContact?: boolean;
}

export interface IdentityApi {
  register(request: RegisterRequest): Promise<StateResponse>;
  login(request: LoginRequest): Promise<StateResponse>;
  registerV1(request: RegisterV1Request): Promise<StateResponse>;
  loginV1(request: LoginV1Request): Promise<StateResponse>;
  /** Needs member tokens. Other devices of the member are signed out. */
  changePassword(request: { newPassword: string }): Promise<Record<string, never>>;
  /** SSO: a token of one of the site's identity-provider connections, e.g. `{ id_token }`. */
  loginWithTokenParams(request: { idpConnectionId: string; tokenParams: Record<string, string> }): Promise<StateResponse>;
  /** Where a pending sign-in stands now (after the owner approved, say). */
  proceed(request: { stateToken: string }): Promise<StateResponse>;
  /** An app with an API key signs a member in by e-mail (client with `ApiKeyStrategy`). */
  signOn(request: SignOnRequest): Promise<{ sessionToken: string; identity: Identity }>;
  /** Ends the member session of the current tokens on the platform. */
  logout(request?: { postLogoutRedirectUri?: string; clientId?: string }): Promise<unknown>;
}

const redactPassword = <T extends { password?: string }>(request: T): T => ({ ...request, ...(request.password ? { password: '[redacted]' } : {}) });

/**
 * @example
 * ```ts
 * const client = createClient({ modules: { identity }, auth: OAuthStrategy({ clientId }), baseUrl });
 * const answer = await client.identity.login({ loginId: { email }, password });
 * if (answer.state === 'SUCCESS') await client.auth.getMemberTokensForDirectLogin(answer.sessionToken!);
 * ```
 */
export const identity: Module<IdentityApi> = (transport: Transport) => {
  const post = <T>(path: string, body: unknown, args: unknown) =>
    transport.request<T>({ method: 'POST', path: `${base}${path}`, body, args: [args] });
  return {
    register: (request) => post('/v2/register', request, redactPassword(request)),
    login: (request) => post('/v2/login', request, redactPassword(request)),
    registerV1: (request) => post('/v1/register', request, { ...request, inputs: '[redacted]' }),
    loginV1: (request) => post('/v1/login', request, { ...request, inputs: '[redacted]' }),
    changePassword: (request) => post('/v2/change-password', request, { newPassword: '[redacted]' }),
    loginWithTokenParams: (request) => post('/v1/sso/login-with-token-params', request, { idpConnectionId: request.idpConnectionId }),
    proceed: (request) => post('/v1/state/proceed', request, request),
    signOn: (request) => post('/v2/sign-on', request, request),
    logout: (request = {}) => transport.request({ method: 'GET', path: `${base}/v1/logout`, query: { ...request }, args: [request] }),
  };
};

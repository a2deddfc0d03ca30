import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type, type Static } from 'typebox';
import { invalid, rejected } from '../../lib/app-error';
import { captchaVerifierOf } from './captcha-setup';
import { requireCaller, requireStaff, type Caller } from '../../lib/caller';
import { isPageNavigation } from '../../lib/navigation';
import { responses } from '../../lib/schemas';
import { revokeGrant } from '../auth/auth.repository';
import { verifyAccessToken } from '../auth/access-tokens';
import { allowedReturnUrl, howToRegister } from '../redirects/allowed-targets';
import { findSiteApp } from '../redirects/redirects.repository';
import { createAttemptLimiter } from './attempt-limits';
import { membersAdminRoutes } from './members-admin.routes';
import { myIdentityRoutes } from './my-identity.routes';
import {
  ActivationEmailSchema,
  ChangePasswordSchema,
  LoginV1Schema,
  LoginV2Schema,
  LogoutQuerySchema,
  RecoverSchema,
  RegisterV1Schema,
  RegisterV2Schema,
  SendRecoveryEmailSchema,
  SignOnSchema,
  SsoLoginSchema,
  StartVerificationSchema,
  StateResponseSchema,
  StateTokenSchema,
  VerifySchema,
  IdentitySchema,
} from './identity.schemas';
import { createIdentityService, type IdentityService } from './identity.service';

const authentication = '/_api/iam/authentication';
const recovery = '/_api/iam/recovery';
const verification = '/_api/iam/verification';
const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });
const stateResponse = responses({ 200: StateResponseSchema });

/** v1 carries the password as an authenticator input: `[{ name: 'password', value }]` or `{ password }`. */
function passwordInput(inputs: Array<{ name?: string; value: string }> | Record<string, string>): string {
  const value = Array.isArray(inputs)
    ? (inputs.find((input) => input.name === 'password') ?? inputs[0])?.value
    : (inputs.password ?? Object.values(inputs)[0]);
  if (!value) throw invalid([{ field: 'inputs', description: 'the password input is required', violatedRule: 'REQUIRED_FIELD' }]);
  return value;
}

/** v2 register and login name the member by `loginId` and carry the password as it is. */
function v2Credentials({ loginId, password, captchaTokens }: Static<typeof LoginV2Schema>, ip: string) {
  return { email: loginId.email, password, captchaTokens, ip };
}

/** The grant of the member token that came with the request (to keep or end that session). */
async function grantOf(request: FastifyRequest): Promise<string | undefined> {
  const token = request.headers.authorization?.split(',')[0]?.trim().replace(/^Bearer\s+/i, '');
  if (!token || request.caller?.identityType !== 'MEMBER') return undefined;
  return (await verifyAccessToken(request.server.keys, token))?.grantId;
}

/**
 * The identity service of spec §7 at its public prefixes: authentication (register, login, SSO,
 * state, sign-on, logout), recovery and verification. The site always comes from the caller
 * (a visitor token of the storefront's OAuth app, or an API key).
 */
export const identityRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const mailer = app.mailer;
  const limiter = createAttemptLimiter(app.db, () => true);
  const service: IdentityService = createIdentityService({
    db: app.db,
    mailer,
    captcha: captchaVerifierOf(app),
    limiter,
    publicUrl: () => app.platformOptions.publicUrl ?? '',
  });
  await app.register(membersAdminRoutes, { limiter });
  await app.register(myIdentityRoutes);
  const tags = ['identity'];

  app.post(
    `${authentication}/v2/register`,
    { schema: { tags, summary: 'Register a member with e-mail and password', body: RegisterV2Schema, response: stateResponse }, config: perMinute(30) },
    async (request) => service.register(requireCaller(request).siteId, { ...v2Credentials(request.body, request.ip), profile: request.body.profile }),
  );

  app.post(
    `${authentication}/v1/register`,
    { schema: { tags, summary: 'Register a member (authenticator form)', body: RegisterV1Schema, response: stateResponse }, config: perMinute(30) },
    async (request) => {
      const { identity } = request.body;
      const email = identity.loginId?.email ?? identity.email?.address ?? identity.identifiers?.find((id) => id.email)?.email;
      if (!email) throw invalid([{ field: 'identity.identifiers', description: 'an email identifier is required', violatedRule: 'REQUIRED_FIELD' }]);
      const password = passwordInput(request.body.inputs);
      if (password.length < 6) throw invalid([{ field: 'inputs', description: 'the password needs at least 6 characters', violatedRule: 'MIN_LENGTH' }]);
      return service.register(requireCaller(request).siteId, {
        email,
        password,
        profile: identity.identityProfile,
        captchaTokens: request.body.captchaTokens,
        ip: request.ip,
        emailField: 'identity.identifiers.email',
      });
    },
  );

  app.post(
    `${authentication}/v2/login`,
    { schema: { tags, summary: 'Sign a member in with e-mail and password', body: LoginV2Schema, response: stateResponse }, config: perMinute(60) },
    async (request) => service.login(requireCaller(request).siteId, v2Credentials(request.body, request.ip)),
  );

  app.post(
    `${authentication}/v1/login`,
    { schema: { tags, summary: 'Sign a member in (authenticator form)', body: LoginV1Schema, response: stateResponse }, config: perMinute(60) },
    async (request) => {
      const email = request.body.loginId?.email ?? request.body.identifier?.email;
      if (!email) throw invalid([{ field: 'identifier.email', description: 'field is required', violatedRule: 'REQUIRED_FIELD' }]);
      return service.login(requireCaller(request).siteId, {
        email,
        password: passwordInput(request.body.inputs),
        captchaTokens: request.body.captchaTokens,
        ip: request.ip,
      });
    },
  );

  app.post(
    `${authentication}/v2/change-password`,
    { schema: { tags, summary: 'Change the signed-in member’s password', body: ChangePasswordSchema, response: responses({ 200: Type.Object({}) }) }, config: perMinute(20) },
    async (request) => {
      const caller = requireCaller(request, 'MEMBER');
      await service.changePassword(caller, request.body.newPassword, await grantOf(request));
      return {};
    },
  );

  app.post(
    `${authentication}/v1/sso/login-with-token-params`,
    { schema: { tags, summary: 'Sign a member in with a token of an identity provider connection', body: SsoLoginSchema, response: stateResponse }, config: perMinute(60) },
    async (request) => service.ssoLogin(requireCaller(request).siteId, request.body.idpConnectionId, request.body.tokenParams),
  );

  app.post(
    `${authentication}/v1/state/proceed`,
    { schema: { tags, summary: 'Where a pending sign-in stands now (after owner approval, say)', body: StateTokenSchema, response: stateResponse }, config: perMinute(60) },
    async (request) => service.proceed(requireCaller(request).siteId, request.body.stateToken),
  );

  app.post(
    `${authentication}/v2/sign-on`,
    {
      schema: {
        tags,
        summary: 'An app signs a member in by e-mail (API key), creating the member when new',
        body: SignOnSchema,
        response: responses({ 200: Type.Object({ sessionToken: Type.String(), identity: IdentitySchema }) }),
      },
    },
    async (request) => service.signOn(requireCaller(request), { email: request.body.loginId.email, profile: request.body.profile, verifyEmail: request.body.verifyEmail }),
  );

  app.get(
    `${authentication}/v1/logout`,
    { schema: { tags, summary: 'End the member’s session; back to postLogoutRedirectUri when it is allowed', querystring: LogoutQuerySchema } },
    async (request, reply) => {
      const { postLogoutRedirectUri, clientId } = request.query;
      const returnUrl = postLogoutRedirectUri ? await callersReturnUrl(request.caller, clientId, postLogoutRedirectUri) : undefined;
      if (postLogoutRedirectUri !== undefined && returnUrl === undefined) {
        throw rejected('invalid_request', `postLogoutRedirectUri ${howToRegister(postLogoutRedirectUri)}`, { field: 'postLogoutRedirectUri' });
      }
      const grantId = await grantOf(request);
      if (grantId) await revokeGrant(app.db, grantId);
      if (!returnUrl) return {};
      reply.header('cache-control', 'no-store');
      if (isPageNavigation(request)) return reply.redirect(returnUrl, 302);
      // A script's fetch would follow a 302 to the app's page and fail to read it as JSON (the
      // published client does): it gets the redirect described as a raw HTTP response instead.
      return { statusCode: 302, headers: [{ key: 'Location', value: returnUrl }] };
    },
  );

  app.post(
    `${recovery}/v1/send-email`,
    {
      schema: { tags, summary: 'E-mail a password-reset link; the answer is the same for unknown addresses', body: SendRecoveryEmailSchema, response: responses({ 200: Type.Object({}) }) },
      config: perMinute(10),
    },
    async (request) => {
      const caller = requireCaller(request);
      const requestedUrl = request.body.redirect?.url;
      const redirectUrl = requestedUrl === undefined ? undefined : await callersReturnUrl(caller, request.body.redirect?.clientId, requestedUrl);
      if (requestedUrl !== undefined && redirectUrl === undefined) {
        throw invalid([{ field: 'redirect.url', description: `must be a registered redirect URI or a page on an allowed origin; ${howToRegister(requestedUrl)}`, violatedRule: 'VALIDATION' }]);
      }
      await service.sendResetEmail(caller.siteId, request.body.email, { redirectUrl, redirectSessionId: request.body.redirectSessionId });
      return {};
    },
  );

  app.post(
    `${recovery}/v1/activation-email`,
    { schema: { tags, summary: 'E-mail an activation link to a member (staff)', body: ActivationEmailSchema, response: responses({ 200: Type.Object({}) }) }, config: perMinute(30) },
    async (request) => {
      const caller = requireStaff(request, 'members:write');
      await service.sendActivationEmail(caller.siteId, request.body.identityId, request.body.emailOptions?.redirect?.url);
      return {};
    },
  );

  app.post(
    `${recovery}/v1/recover`,
    { schema: { tags, summary: 'Set a new password with the e-mailed recovery token', body: RecoverSchema, response: stateResponse }, config: perMinute(20) },
    async (request) => service.recover(requireCaller(request).siteId, request.body.recoveryToken, request.body.password),
  );

  for (const path of ['/v1/Start', '/v1/start']) {
    app.post(
      `${verification}${path}`,
      {
        schema: { tags, summary: 'Send a verification code to the member’s e-mail', body: StartVerificationSchema, response: responses({ 200: Type.Object({ verificationId: Type.String(), stateToken: Type.String() }) }) },
        config: perMinute(10),
      },
      async (request) => service.startVerification(requireCaller(request), request.body.identityId),
    );
  }

  app.post(
    `${verification}/v1/auth/verify`,
    { schema: { tags, summary: 'Submit the e-mailed code with the state token', body: VerifySchema, response: stateResponse }, config: perMinute(30) },
    async (request) => service.verifyCode(requireCaller(request).siteId, request.body.stateToken, request.body.code),
  );

  app.post(
    `${verification}/v1/auth/resend`,
    { schema: { tags, summary: 'Send a new code for the state token', body: StateTokenSchema, response: responses({ 200: Type.Object({}) }) }, config: perMinute(10) },
    async (request) => {
      await service.resendCode(requireCaller(request).siteId, request.body.stateToken);
      return {};
    },
  );

  /**
   * `url`, normalized, when it is a return URL of an OAuth app of the caller's own site; else
   * undefined. A token is bound to the app it was issued to; an API key names the app. Without a
   * caller there is no site to look in, so nothing is allowed.
   */
  async function callersReturnUrl(caller: Caller | undefined, clientId: string | undefined, url: string) {
    const id = caller?.clientId ?? clientId;
    if (!caller || !id) return undefined;
    const oauthApp = await findSiteApp(app.db, caller.siteId, id);
    return oauthApp === undefined ? undefined : allowedReturnUrl([oauthApp], url);
  }
};

/**
 * The member sign-in flows of `OAuthStrategy` (spec §4, §8): register, login, e-mail verification,
 * password reset, and the two ways to member tokens without a visible redirect (direct login through
 * a hidden iframe, external login with an API key). Each flow answers a `LoginResult`: the
 * server's state mapped onto the login states, or the failure with its spec §8 code.
 *
 * Loaded on first use (lazy-member-flows.ts): nothing outside this file may import its values, or
 * the flows would join the first load again. Its types are free to import.
 */
import { isApplicationError, isValidationError, isVitrineError, OAuthFlowError } from '../core/errors.ts';
import { identity, type CaptchaToken, type IdentityProfile, type StateResponse } from '../modules/identity.ts';
import { recovery } from '../modules/recovery.ts';
import { verification } from '../modules/verification.ts';
import { directLoginTimeoutMs, type LoginErrorCode, type LoginResult } from './login-result.ts';
import type { OAuthContext } from './oauth-context.ts';
import type { AuthUrlOptions, OAuthData } from './oauth-strategy.ts';
import { tokensFromResponse, type Tokens } from './tokens.ts';

/**
 * A new member's sign-up.
 *
 * @example
 * await auth.register({ email: 'sam@example.com', password, profile: { firstName: 'Sam' }, captchaTokens: [{ InvisibleRecaptcha: token }] });
 */
export interface RegisterParams {
  email: string;
  password: string;
  profile?: IdentityProfile;
  /** The captcha's token when the site requires one: visible (`Recaptcha`) or invisible. */
  captchaTokens?: CaptchaToken[];
}

/**
 * A member's sign-in with e-mail and password.
 *
 * @example
 * const result = await auth.login({ email, password });
 * if (result.loginState === LoginState.USER_CAPTCHA_REQUIRED) {
 *   await auth.login({ email, password, captchaTokens: [{ Recaptcha: await showCaptcha() }] });
 * }
 */
export interface LoginParams {
  email: string;
  password: string;
  captchaTokens?: CaptchaToken[];
}

/**
 * Options of `getMemberTokensForDirectLogin`.
 *
 * @example
 * await auth.getMemberTokensForDirectLogin(result.data.sessionToken!, { timeoutMs: 30_000 });
 */
export interface DirectLoginOptions {
  /** Default 120000 (spec §9); then the flow fails with 'OAuth flow timed out'. */
  timeoutMs?: number;
}

/**
 * The member sign-in flows every `OAuthStrategy` has. They are loaded on first use: the first
 * call waits for that chunk, later calls do not.
 *
 * @example
 * const registered = await auth.register({ email, password });
 * if (registered.loginState === LoginState.SUCCESS) {
 *   await auth.getMemberTokensForDirectLogin(registered.data.sessionToken!); // auth.loggedIn() is now true
 * }
 */
export interface MemberFlows {
  register(params: RegisterParams): Promise<LoginResult>;
  login(params: LoginParams): Promise<LoginResult>;
  /** Submits the e-mailed code; only while `state.loginState` is EMAIL_VERIFICATION_REQUIRED. */
  processVerification(inputs: { verificationCode: string }, state: LoginResult): Promise<LoginResult>;
  /** Asks for the next code of a pending verification. */
  resendVerificationCode(state: LoginResult): Promise<void>;
  /** Where a pending sign-in stands (after the owner approved, say). */
  proceed(state: LoginResult): Promise<LoginResult>;
  /** E-mails a reset link; resolves the same whether or not the address is a member's. */
  sendPasswordResetEmail(email: string, redirectUri?: string): Promise<void>;
  /** Browser only: exchanges a session token for member tokens through a hidden iframe (web_message). */
  getMemberTokensForDirectLogin(sessionToken: string, options?: DirectLoginOptions): Promise<Tokens>;
  /** Server side: member tokens for a member of the API key's site (`authorized_client` grant). */
  getMemberTokensForExternalLogin(memberId: string, apiKey: string): Promise<Tokens>;
}

/**
 * The parts of the strategy the flows reuse for the code exchange.
 *
 * @example
 * const signIn = redirectSignIn(context);
 * const flows = createMemberFlows(context, signIn); // signIn is a MemberFlowsStrategy
 */
export interface MemberFlowsStrategy {
  generateOAuthData(redirectUri: string, originalUri?: string): Promise<OAuthData>;
  getAuthUrl(oauthData: OAuthData, options?: AuthUrlOptions): Promise<{ authUrl: string }>;
  getMemberTokens(code: string | undefined, state: string | undefined, oauthData: OAuthData): Promise<Tokens>;
}

/**
 * Maps a state answer of the identity service onto the login states (spec §4). The states are
 * written as literals (checked against `LoginState` by the return type): importing the
 * `LoginState` object here would make it part of every app's first load, through the chunk
 * this file shares with the client.
 */
function loginResultFromState(response: StateResponse): LoginResult {
  const data = {
    ...(response.sessionToken !== undefined ? { sessionToken: response.sessionToken } : {}),
    ...(response.stateToken !== undefined ? { stateToken: response.stateToken } : {}),
    ...(response.identity !== undefined ? { identity: response.identity } : {}),
  };
  switch (response.state) {
    case 'SUCCESS':
      return { loginState: 'SUCCESS', data };
    case 'REQUIRE_OWNER_APPROVAL':
      return { loginState: 'OWNER_APPROVAL_REQUIRED', data };
    case 'REQUIRE_EMAIL_VERIFICATION':
      return { loginState: 'EMAIL_VERIFICATION_REQUIRED', data };
    default:
      return { loginState: 'FAILURE', data, error: 'Unknown _state' };
  }
}

const codeOf = (error: unknown): string | undefined => (isApplicationError(error) ? error.code : undefined);

/** Spec §8's table, for registration and for login. */
function failureOf(error: unknown, flow: 'register' | 'login'): LoginResult {
  if (!isVitrineError(error)) throw error;
  let errorCode: LoginErrorCode | undefined;
  const code = codeOf(error);
  if (isValidationError(error) && error.details?.validationError?.fieldViolations?.some((v) => v.data?.type === 'EMAIL')) {
    errorCode = 'invalidEmail';
  } else if (code === '-19971') errorCode = 'missingCaptchaToken';
  else if (code === '-19970') errorCode = 'invalidCaptchaToken';
  else if (flow === 'register' && code === '-19995') errorCode = 'emailAlreadyExists';
  else if (flow === 'login' && code === '-19976') errorCode = 'invalidPassword';
  else if (flow === 'login' && code === '-19973') errorCode = 'resetPassword';
  else if (flow === 'login') errorCode = 'invalidEmail';
  // A captcha answer tells the app what to show: run the invisible captcha, or ask the person.
  const loginState =
    errorCode === 'missingCaptchaToken'
      ? 'SILENT_CAPTCHA_REQUIRED'
      : errorCode === 'invalidCaptchaToken'
        ? 'USER_CAPTCHA_REQUIRED'
        : 'FAILURE';
  return { loginState, data: {}, error: error.message, ...(errorCode ? { errorCode } : {}) };
}

interface FrameWindow {
  addEventListener(type: 'message', listener: (event: { origin: string; source: unknown; data: unknown }) => void): void;
  removeEventListener(type: 'message', listener: (event: { origin: string; source: unknown; data: unknown }) => void): void;
  location?: { origin: string };
}
interface FrameDocument {
  createElement(tag: 'iframe'): { src: string; style: { display: string }; title: string; contentWindow: unknown; remove(): void };
  body: { appendChild(node: unknown): unknown };
}

/** Opens `url` in a hidden iframe and waits for the platform page's web_message. */
function awaitWebMessage(url: string, timeoutMs: number): Promise<Record<string, string>> {
  // Feature detection, not window sniffing: a DOM with a document and message events.
  const win = globalThis as unknown as FrameWindow & { document?: FrameDocument };
  const doc = win.document;
  if (!doc || typeof win.addEventListener !== 'function') {
    return Promise.reject(new Error('getMemberTokensForDirectLogin needs a browser (document and postMessage)'));
  }
  const expectedOrigin = new URL(url).origin;
  return new Promise((resolve, reject) => {
    const frame = doc.createElement('iframe');
    frame.style.display = 'none';
    frame.title = 'Signing in';
    const finish = () => {
      clearTimeout(timer);
      win.removeEventListener('message', onMessage);
      frame.remove();
    };
    const onMessage = (event: { origin: string; source: unknown; data: unknown }) => {
      // Only the platform's page inside this very iframe may answer.
      if (event.origin !== expectedOrigin || event.source !== frame.contentWindow) return;
      const data = event.data as Record<string, string> | null;
      if (!data || typeof data !== 'object' || (!('code' in data) && !('error' in data))) return;
      finish();
      resolve(data);
    };
    const timer = setTimeout(() => {
      finish();
      reject(new OAuthFlowError('OAUTH_FLOW_TIMED_OUT'));
    }, timeoutMs);
    win.addEventListener('message', onMessage);
    frame.src = url;
    doc.body.appendChild(frame);
  });
}

/**
 * @example
 * ```ts
 * const auth = OAuthStrategy({ clientId });
 * const client = createClient({ modules: {}, auth, baseUrl });
 * const result = await auth.login({ email, password });
 * if (result.loginState === LoginState.SUCCESS) await auth.getMemberTokensForDirectLogin(result.data.sessionToken!);
 * if (result.loginState === LoginState.EMAIL_VERIFICATION_REQUIRED) {
 *   const verified = await auth.processVerification({ verificationCode: '123456' }, result);
 * }
 * ```
 */
export function createMemberFlows(context: OAuthContext, strategy: MemberFlowsStrategy): MemberFlows {
  const identityApi = () => identity(context.transport());

  return {
    async register({ email, password, profile, captchaTokens }) {
      try {
        return loginResultFromState(
          await identityApi().register({
            loginId: { email },
            password,
            ...(profile ? { profile } : {}),
            ...(captchaTokens ? { captchaTokens } : {}),
          }),
        );
      } catch (error) {
        return failureOf(error, 'register');
      }
    },

    async login({ email, password, captchaTokens }) {
      try {
        return loginResultFromState(await identityApi().login({ loginId: { email }, password, ...(captchaTokens ? { captchaTokens } : {}) }));
      } catch (error) {
        return failureOf(error, 'login');
      }
    },

    async processVerification({ verificationCode }, state) {
      if (state.loginState !== 'EMAIL_VERIFICATION_REQUIRED' || !state.data.stateToken) {
        return { loginState: 'FAILURE', data: state.data, error: 'Unknown _state' };
      }
      try {
        const response = await verification(context.transport()).verifyDuringAuthentication({
          code: verificationCode,
          stateToken: state.data.stateToken,
        });
        return loginResultFromState(response);
      } catch (error) {
        if (!isVitrineError(error)) throw error;
        // The state stays: the member may try another code or ask for a new one.
        return { loginState: 'EMAIL_VERIFICATION_REQUIRED', data: state.data, error: error.message };
      }
    },

    async resendVerificationCode(state) {
      if (!state.data.stateToken) throw new Error('No pending verification: the state has no state token');
      await verification(context.transport()).resendDuringAuthentication({ stateToken: state.data.stateToken });
    },

    async proceed(state) {
      if (!state.data.stateToken) return { loginState: 'FAILURE', data: state.data, error: 'Unknown _state' };
      try {
        return loginResultFromState(await identityApi().proceed({ stateToken: state.data.stateToken }));
      } catch (error) {
        if (!isVitrineError(error)) throw error;
        return { loginState: 'FAILURE', data: {}, error: error.message };
      }
    },

    async sendPasswordResetEmail(email, redirectUri) {
      await recovery(context.transport()).sendRecoveryEmail({
        email,
        ...(redirectUri !== undefined ? { redirect: { url: redirectUri, clientId: context.clientId } } : {}),
      });
    },

    async getMemberTokensForDirectLogin(sessionToken, options = {}) {
      const origin = (globalThis as { location?: { origin?: string } }).location?.origin;
      if (!origin) throw new Error('getMemberTokensForDirectLogin needs a browser page (location.origin)');
      // web_message: the hosted page posts code and state to this page's origin, which the OAuth
      // app must list as an allowed origin; the origin is also the code's redirect URI.
      const oauthData = await strategy.generateOAuthData(origin);
      const { authUrl } = await strategy.getAuthUrl(oauthData, { prompt: 'none', responseMode: 'web_message', sessionToken });
      let answer: Record<string, string>;
      try {
        answer = await awaitWebMessage(authUrl, options.timeoutMs ?? directLoginTimeoutMs);
      } catch (error) {
        throw context.fail(error);
      }
      if (answer.error) {
        throw context.fail(new OAuthFlowError('MEMBER_TOKENS_FAILED', { details: { applicationError: { code: answer.error, description: answer.error_description } } }));
      }
      return strategy.getMemberTokens(answer.code, answer.state, oauthData);
    },

    async getMemberTokensForExternalLogin(memberId, apiKey) {
      // The visitor token names the site the API key acts on (`<visitor token>,<api key>`): the key
      // alone is refused. A strategy holding none (new, logged out, or another member's) gets one.
      const visitor =
        (await context.visitorHeaders()).Authorization ??
        (await context.requestTokens({ clientId: context.clientId, grantType: 'anonymous' })).access_token;
      const response = await context.requestTokens(
        { grant_type: 'authorized_client', scope: 'offline_access', member_id: memberId },
        { headers: { Authorization: `${visitor},${apiKey}` } },
      );
      const tokens = tokensFromResponse(response, 'member');
      context.setTokens(tokens);
      return tokens;
    },
  };
}

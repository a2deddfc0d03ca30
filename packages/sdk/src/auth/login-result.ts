/**
 * The result every member sign-in flow answers (spec §4, §8). Apart from member-flows.ts so that an
 * app can import `LoginState` (to compare results) without pulling the flows themselves into its
 * first load: they load on first use.
 */
import type { Identity } from '../modules/identity.ts';

/**
 * Where a sign-in stands after a member flow.
 *
 * @example
 * ```ts
 * const result = await auth.login({ email, password });
 * if (result.loginState === LoginState.EMAIL_VERIFICATION_REQUIRED) showCodeForm(result);
 * ```
 */
export const LoginState = {
  INITIAL: 'INITIAL',
  SUCCESS: 'SUCCESS',
  FAILURE: 'FAILURE',
  EMAIL_VERIFICATION_REQUIRED: 'EMAIL_VERIFICATION_REQUIRED',
  OWNER_APPROVAL_REQUIRED: 'OWNER_APPROVAL_REQUIRED',
  USER_CAPTCHA_REQUIRED: 'USER_CAPTCHA_REQUIRED',
  SILENT_CAPTCHA_REQUIRED: 'SILENT_CAPTCHA_REQUIRED',
} as const;
/**
 * One of the values of `LoginState`.
 *
 * @example
 * const label: Record<LoginState, string> = { SUCCESS: 'Signed in', FAILURE: 'Try again', … };
 */
export type LoginState = (typeof LoginState)[keyof typeof LoginState];

/**
 * The failure codes of spec §8.
 *
 * @example
 * ```ts
 * const result = await auth.login({ email, password });
 * if (result.errorCode === 'resetPassword') await auth.sendPasswordResetEmail(email);
 * ```
 */
export type LoginErrorCode =
  | 'invalidEmail'
  | 'invalidPassword'
  | 'resetPassword'
  | 'emailAlreadyExists'
  | 'missingCaptchaToken'
  | 'invalidCaptchaToken';

/**
 * What `register`, `login`, `processVerification` and `proceed` answer; pass it back to the next
 * step of the same sign-in.
 *
 * @example
 * ```ts
 * const pending = await auth.register({ email, password });
 * const done = await auth.processVerification({ verificationCode: '123456' }, pending);
 * if (done.loginState === LoginState.SUCCESS) await auth.getMemberTokensForDirectLogin(done.data.sessionToken!);
 * ```
 */
export interface LoginResult {
  loginState: LoginState;
  data: { sessionToken?: string; stateToken?: string; identity?: Identity };
  /** With FAILURE (and the captcha states): the message of the failure. */
  error?: string;
  errorCode?: LoginErrorCode;
}

/**
 * How long `getMemberTokensForDirectLogin` waits for the hidden page by default (spec §9), in ms.
 *
 * @example
 * ```ts
 * await auth.getMemberTokensForDirectLogin(sessionToken, { timeoutMs: directLoginTimeoutMs / 2 });
 * ```
 */
export const directLoginTimeoutMs = 120_000;

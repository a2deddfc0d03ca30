import type { CaptchaToken } from '@vitrine/sdk/modules/identity';
import type { RedirectSessionView } from '../../../lib/redirect-session';

/**
 * The tokens of the platform's local captcha widgets (packages/platform/src/lib/captcha.ts): the
 * visible box yields the first, which passes either policy; the invisible widget yields the second
 * without asking the person anything, and it passes only where the site's policy is INVISIBLE. Both
 * stop no robot: a platform started with a captcha service shows that service's widget instead.
 */
export const localCaptchaToken = 'vitrine-local-captcha-passed';
export const localInvisibleCaptchaToken = 'vitrine-local-invisible-captcha';

export type CaptchaPolicy = 'NONE' | 'INVISIBLE' | 'VISIBLE';
export type CaptchaServiceName = 'recaptcha' | 'hcaptcha' | 'turnstile';

/** The captcha service whose widget this page shows, or `local` for the test box. */
export function captchaWidgetOf(captcha: RedirectSessionView['captcha']): CaptchaServiceName | 'local' {
  const provider = captcha?.provider;
  return provider === 'recaptcha' || provider === 'hcaptcha' || provider === 'turnstile' ? provider : 'local';
}

/**
 * What a sign-in or registration sends: the widget's token once the person solved it (as the
 * variant the policy asks for), else the local invisible token where the site asks for the
 * invisible captcha and no service is configured, else nothing.
 */
export function captchaTokens(policy: CaptchaPolicy | undefined, token: string | undefined, widget: CaptchaServiceName | 'local'): CaptchaToken[] | undefined {
  if (token) return [policy === 'INVISIBLE' && widget !== 'local' ? { InvisibleRecaptcha: token } : { Recaptcha: token }];
  if (policy === 'INVISIBLE' && widget === 'local') return [{ InvisibleRecaptcha: localInvisibleCaptchaToken }];
  return undefined;
}

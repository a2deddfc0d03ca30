import type { CaptchaToken } from '@vitrine/sdk/modules/identity';

/**
 * The tokens of the platform's local captcha widgets (packages/platform/src/lib/captcha.ts): the
 * visible box yields the first, which passes either policy; the invisible widget yields the second
 * without asking the person anything, and it passes only where the site's policy is INVISIBLE. A
 * platform configured with a real provider's verifier needs that provider's widgets here instead
 * (with the site keys the redirect session names); this page does not load third-party scripts.
 */
export const localCaptchaToken = 'vitrine-local-captcha-passed';
export const localInvisibleCaptchaToken = 'vitrine-local-invisible-captcha';

export type CaptchaPolicy = 'NONE' | 'INVISIBLE' | 'VISIBLE';

/**
 * What a sign-in or registration sends: the visible box's token once the person ticked it, else
 * the invisible widget's token where the site asks for the invisible captcha, else nothing.
 */
export function captchaTokens(policy: CaptchaPolicy | undefined, visiblePassed: boolean): CaptchaToken[] | undefined {
  if (visiblePassed) return [{ Recaptcha: localCaptchaToken }];
  if (policy === 'INVISIBLE') return [{ InvisibleRecaptcha: localInvisibleCaptchaToken }];
  return undefined;
}

import type { CaptchaToken } from '@vitrine/sdk/modules/identity';

/**
 * The platform's local captcha verifier accepts exactly this token (packages/platform/src/lib/captcha.ts).
 * A platform configured with a real provider's verifier needs that provider's widget here instead;
 * this page does not load third-party scripts.
 */
export const localCaptchaToken = 'vitrine-local-captcha-passed';

/** `Recaptcha` answers both the visible and the invisible requirement. */
export const captchaTokens = (passed: boolean): CaptchaToken[] | undefined => (passed ? [{ Recaptcha: localCaptchaToken }] : undefined);

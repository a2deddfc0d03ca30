import type { FastifyInstance } from 'fastify';
import { createLocalCaptchaVerifier, type CaptchaVerifier } from '../../lib/captcha';
import { createProviderCaptchaVerifier } from '../../lib/captcha-provider';

/** Whose widget asks for a captcha: a captcha service's, `custom` (a verifier given in code), or `local` (the test box). */
export const captchaWidgetProviders = ['local', 'custom', 'recaptcha', 'hcaptcha', 'turnstile'] as const;
export type CaptchaWidgetProvider = (typeof captchaWidgetProviders)[number];

/** The verifier given in code, else the configured provider's, else the local test widget's. */
export function captchaVerifierOf(app: FastifyInstance): CaptchaVerifier {
  const options = app.platformOptions;
  if (options.captchaVerifier) return options.captchaVerifier;
  if (options.captchaProvider) return createProviderCaptchaVerifier(options.captchaProvider, (message) => app.log.warn(message));
  return createLocalCaptchaVerifier();
}

/**
 * Which captcha the hosted pages and the studio show: the provider's widget, or `local` (the test
 * box, which stops no robot: the studio says captcha is off). A verifier given in code counts as a
 * provider the platform cannot name.
 */
export function captchaProviderOf(app: FastifyInstance): CaptchaWidgetProvider {
  const options = app.platformOptions;
  if (options.captchaProvider) return options.captchaProvider.provider;
  return options.captchaVerifier ? 'custom' : 'local';
}

import type { CaptchaVerifier } from './captcha';

/**
 * The captcha services whose widgets the hosted pages can show. All three verify a widget's token
 * the same way: a form POST of `secret`, `response` and `remoteip` to their siteverify endpoint,
 * answered with `{ "success": true | false, ... }`.
 */
export const captchaProviders = {
  recaptcha: { verifyUrl: 'https://www.google.com/recaptcha/api/siteverify', scriptUrl: 'https://www.google.com/recaptcha/api.js?render=explicit', global: 'grecaptcha' },
  hcaptcha: { verifyUrl: 'https://api.hcaptcha.com/siteverify', scriptUrl: 'https://js.hcaptcha.com/1/api.js?render=explicit', global: 'hcaptcha' },
  turnstile: { verifyUrl: 'https://challenges.cloudflare.com/turnstile/v0/siteverify', scriptUrl: 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit', global: 'turnstile' },
} as const;

export type CaptchaProviderName = keyof typeof captchaProviders;

declare module '../app' {
  interface PlatformOptions {
    /** A captcha service that checks sign-in and registration tokens; without one, the local test widget. */
    captchaProvider?: CaptchaProviderConfig;
  }
}

export interface CaptchaProviderConfig {
  provider: CaptchaProviderName;
  /** The provider account's secret key: sent to the provider only, never to a browser. */
  secret: string;
  /** Another siteverify endpoint (a proxy, or a local stand-in in tests). Default: the provider's. */
  verifyUrl?: string;
  /** How long to wait for the provider; a timeout refuses the token. Default 5 s. */
  timeoutMs?: number;
}

export const isCaptchaProvider = (name: string): name is CaptchaProviderName => Object.hasOwn(captchaProviders, name);

/**
 * Checks tokens with the provider's siteverify endpoint. Anything but `success: true` (a refused
 * token, an error answer, a timeout, an unreachable provider) refuses the token: a captcha that
 * fails open protects nothing.
 */
export function createProviderCaptchaVerifier(config: CaptchaProviderConfig, log?: (message: string) => void): CaptchaVerifier {
  const verifyUrl = config.verifyUrl ?? captchaProviders[config.provider].verifyUrl;
  return {
    async verify(token, { ip, siteKey }) {
      const form = new URLSearchParams({ secret: config.secret, response: token });
      if (ip) form.set('remoteip', ip);
      // hCaptcha checks the token was issued for this site key when it is sent; the others ignore it.
      if (siteKey) form.set('sitekey', siteKey);
      try {
        const response = await fetch(verifyUrl, { method: 'POST', body: form, signal: AbortSignal.timeout(config.timeoutMs ?? 5000) });
        if (!response.ok) {
          log?.(`captcha provider answered HTTP ${response.status}`);
          return false;
        }
        const result = (await response.json()) as { success?: unknown };
        return result.success === true;
      } catch (error) {
        log?.(`captcha provider unreachable: ${(error as Error).message}`);
        return false;
      }
    },
  };
}

import { timingSafeEqual } from 'node:crypto';

export type CaptchaKind = 'INVISIBLE' | 'VISIBLE';

/**
 * One interface for every captcha check (DESIGN.md). Production plugs in a provider's verifier
 * through `PlatformOptions.captchaVerifier`; development and tests use the local verifier.
 */
export interface CaptchaVerifier {
  verify(token: string, context: { siteId: string; kind: CaptchaKind; ip?: string }): Promise<boolean>;
}

declare module '../app' {
  interface PlatformOptions {
    /** Checks captcha tokens when a site requires a captcha; default: the local verifier. */
    captchaVerifier?: CaptchaVerifier;
  }
}

/** The token the local verifier accepts: the hosted pages' development captcha widget sends it. */
export const localCaptchaToken = 'vitrine-local-captcha-passed';

/** Accepts exactly `localCaptchaToken`; anything else is an invalid captcha. */
export function createLocalCaptchaVerifier(): CaptchaVerifier {
  const expected = Buffer.from(localCaptchaToken);
  return {
    async verify(token) {
      const given = Buffer.from(token);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

/** The wire's captcha tokens: `[{ Recaptcha }, { InvisibleRecaptcha }, { NoCaptcha }]`. */
export interface CaptchaTokens {
  Recaptcha?: string;
  InvisibleRecaptcha?: string;
  NoCaptcha?: string;
}

/** The token that answers a site's captcha requirement, if the client sent one. */
export function pickCaptchaToken(tokens: readonly CaptchaTokens[] | undefined, kind: CaptchaKind): string | undefined {
  for (const token of tokens ?? []) {
    const value = kind === 'INVISIBLE' ? (token.InvisibleRecaptcha ?? token.Recaptcha) : token.Recaptcha;
    if (value) return value;
  }
  return undefined;
}

import { timingSafeEqual } from 'node:crypto';

export type CaptchaKind = 'INVISIBLE' | 'VISIBLE';

/**
 * One interface for every captcha check (DESIGN.md). Production plugs in a provider's verifier
 * through `PlatformOptions.captchaVerifier`; development and tests use the local verifier.
 */
export interface CaptchaVerifier {
  /**
   * `kind` is the variant the site's policy asks for; `siteKey` is the site's public key of that
   * variant's widget (identity settings), when the owner set one.
   */
  verify(token: string, context: { siteId: string; kind: CaptchaKind; ip?: string; siteKey?: string }): Promise<boolean>;
}

declare module '../app' {
  interface PlatformOptions {
    /** Checks captcha tokens when a site requires a captcha; default: the local verifier. */
    captchaVerifier?: CaptchaVerifier;
  }
}

/** The token of the local visible widget (the hosted pages' "I am not a robot" box): passes either policy. */
export const localCaptchaToken = 'vitrine-local-captcha-passed';

/**
 * The token of the local invisible widget, which the hosted pages send without asking the person
 * anything. It passes only an INVISIBLE policy: a site that asks for the visible captcha wants a
 * person to have answered one. Like the visible token it is a constant, so the local verifier stops
 * no robot; it stands in for a provider in development and tests.
 */
export const localInvisibleCaptchaToken = 'vitrine-local-invisible-captcha';

const sameText = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** Accepts `localCaptchaToken`, and `localInvisibleCaptchaToken` where the policy is INVISIBLE. */
export function createLocalCaptchaVerifier(): CaptchaVerifier {
  return {
    async verify(token, { kind }) {
      return sameText(token, localCaptchaToken) || (kind === 'INVISIBLE' && sameText(token, localInvisibleCaptchaToken));
    },
  };
}

/** The wire's captcha tokens: `[{ Recaptcha }, { InvisibleRecaptcha }, { NoCaptcha }]`. */
export interface CaptchaTokens {
  Recaptcha?: string;
  InvisibleRecaptcha?: string;
  NoCaptcha?: string;
}

/**
 * The token that answers a site's captcha requirement, if the client sent one: the variant the
 * policy asks for first. A visible policy still reads an invisible token, so the verifier refuses
 * it (-19970, "show the visible captcha") instead of the call answering that none was sent
 * (-19971, which clients take as "run the invisible one").
 */
export function pickCaptchaToken(tokens: readonly CaptchaTokens[] | undefined, kind: CaptchaKind): string | undefined {
  for (const token of tokens ?? []) {
    const value = kind === 'INVISIBLE' ? (token.InvisibleRecaptcha ?? token.Recaptcha) : (token.Recaptcha ?? token.InvisibleRecaptcha);
    if (value) return value;
  }
  return undefined;
}

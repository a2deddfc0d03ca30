import { lazyMethods } from './lazy-methods.ts';
import type { MemberFlows, MemberFlowsStrategy } from './member-flows.ts';
import type { OAuthContext } from './oauth-context.ts';
import type { RedirectSignIn } from './redirect-sign-in.ts';
import { parseFromUrl } from './redirect-url.ts';

const flowNames = [
  'register',
  'login',
  'processVerification',
  'resendVerificationCode',
  'proceed',
  'sendPasswordResetEmail',
  'getMemberTokensForDirectLogin',
  'getMemberTokensForExternalLogin',
] as const satisfies ReadonlyArray<keyof MemberFlows>;

const redirectNames = ['generateOAuthData', 'getAuthUrl', 'getMemberTokens', 'logout'] as const satisfies ReadonlyArray<keyof RedirectSignIn>;

/**
 * The member sign-in flows (register, login, verification, direct and external login), loaded on
 * first use. A storefront that never shows a login form does not ship them, and one that does gets
 * them as a separate chunk with its login page.
 */
export function lazyMemberFlows(context: OAuthContext, strategy: MemberFlowsStrategy): MemberFlows {
  return lazyMethods(flowNames, () => import('./member-flows.ts').then((module) => module.createMemberFlows(context, strategy)));
}

/**
 * The redirect sign-in (PKCE data, the hosted page's URL, the code exchange, logout), loaded on
 * first use like the member flows; `parseFromUrl` stays synchronous, so it is here at once.
 */
export function lazyRedirectSignIn(context: OAuthContext): RedirectSignIn {
  return { parseFromUrl, ...lazyMethods(redirectNames, () => import('./redirect-sign-in.ts').then((module) => module.redirectSignIn(context))) };
}

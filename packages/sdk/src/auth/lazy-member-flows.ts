import type { MemberFlows, MemberFlowsStrategy } from './member-flows.ts';
import type { OAuthContext } from './oauth-context.ts';

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

/**
 * The member sign-in flows (register, login, verification, direct and external login), loaded on
 * first use. A storefront that never shows a login form does not ship them, and one that does gets
 * them as a separate chunk with its login page: bundlers split a dynamic import.
 */
export function lazyMemberFlows(context: OAuthContext, strategy: MemberFlowsStrategy): MemberFlows {
  let flows: Promise<MemberFlows> | undefined;
  const load = () => (flows ??= import('./member-flows.ts').then((module) => module.createMemberFlows(context, strategy)));
  const entries = flowNames.map((name) => [
    name,
    async (...args: unknown[]) => ((await load())[name] as (...a: unknown[]) => Promise<unknown>)(...args),
  ]);
  return Object.fromEntries(entries) as MemberFlows;
}

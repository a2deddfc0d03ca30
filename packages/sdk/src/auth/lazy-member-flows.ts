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

type MemberFlowsModule = Pick<typeof import('./member-flows.ts'), 'createMemberFlows'>;

const importMemberFlows = (): Promise<MemberFlowsModule> => import('./member-flows.ts');

/**
 * The member sign-in flows (register, login, verification, direct and external login), loaded on
 * first use. A storefront that never shows a login form does not ship them, and one that does gets
 * them as a separate chunk with its login page: bundlers split a dynamic import.
 *
 * A chunk that fails to load (a dropped connection, a deploy that replaced it) fails that call
 * only: the next call imports it again, rather than every later sign-in failing until a reload.
 * `importModule` is the import itself; tests pass one that fails.
 */
export function lazyMemberFlows(context: OAuthContext, strategy: MemberFlowsStrategy, importModule = importMemberFlows): MemberFlows {
  // The flows are kept once built, not the import's promise: an import that failed is tried again.
  // Two first calls at once may both import; the module loader fetches the chunk once.
  let flows: MemberFlows | undefined;
  const load = async () => (flows ??= (await importModule()).createMemberFlows(context, strategy));
  const entries = flowNames.map((name) => [
    name,
    async (...args: unknown[]) => ((await load())[name] as (...a: unknown[]) => Promise<unknown>)(...args),
  ]);
  return Object.fromEntries(entries) as MemberFlows;
}

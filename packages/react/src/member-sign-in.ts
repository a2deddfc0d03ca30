import type { QueryClient } from '@tanstack/react-query';
import type { LoginParams, LoginResult, RegisterParams } from '@vitrine/sdk';
import { useOwnMutation, type MutationHookOptions } from './mutation.ts';
import { sessionChanged, type SessionAuth } from './member.ts';
import { useVitrineClient, type AnyClient } from './provider.tsx';

// Sign-in, registration, verification, password reset and sign-out: only the member pages use
// them, so they are a module apart from the session query (member.ts), which every page needs.

function authOf(client: AnyClient): SessionAuth {
  const auth = (client as { auth?: SessionAuth }).auth;
  if (!auth) throw new Error('@vitrine/react: member hooks need a client made with auth: OAuthStrategy(...)');
  return auth;
}

/** On SUCCESS the session token becomes member tokens on this client, without leaving the page. */
async function finishSignIn(auth: SessionAuth, result: LoginResult): Promise<LoginResult> {
  if (result.loginState === 'SUCCESS' && result.data.sessionToken) await auth.getMemberTokensForDirectLogin(result.data.sessionToken);
  return result;
}

const afterSignIn = (queryClient: QueryClient, result: LoginResult) => (result.loginState === 'SUCCESS' ? sessionChanged(queryClient) : undefined);

/**
 * Signs a member in with e-mail and password. Resolves with the login state: SUCCESS (member
 * tokens are in place), EMAIL_VERIFICATION_REQUIRED (pass the result to `useVerifyEmailMutation`),
 * OWNER_APPROVAL_REQUIRED, or FAILURE with spec §8's `errorCode` (`invalidPassword`, ...).
 *
 * @example
 * ```ts
 * const signIn = useSignInMutation({ onSuccess: (result) => result.loginState === 'SUCCESS' && navigate('/account') });
 * signIn.mutate({ email, password });
 * ```
 */
export function useSignInMutation(options?: MutationHookOptions<LoginResult, LoginParams>) {
  const client = useVitrineClient();
  return useOwnMutation<LoginResult, LoginParams>({ mutationFn: async (params) => finishSignIn(authOf(client), await authOf(client).login(params)), update: afterSignIn }, options);
}

/** Registers a member; the answer is a login state as with `useSignInMutation`. */
export function useRegisterMutation(options?: MutationHookOptions<LoginResult, RegisterParams>) {
  const client = useVitrineClient();
  return useOwnMutation<LoginResult, RegisterParams>({ mutationFn: async (params) => finishSignIn(authOf(client), await authOf(client).register(params)), update: afterSignIn }, options);
}

/** Submits the e-mailed code of a pending sign-in or registration. */
export function useVerifyEmailMutation(options?: MutationHookOptions<LoginResult, { code: string; state: LoginResult }>) {
  const client = useVitrineClient();
  return useOwnMutation<LoginResult, { code: string; state: LoginResult }>(
    {
      mutationFn: async ({ code, state }) => finishSignIn(authOf(client), await authOf(client).processVerification({ verificationCode: code }, state)),
      update: afterSignIn,
    },
    options,
  );
}

/** Asks for a new code for a pending verification. */
export function useResendCodeMutation(options?: MutationHookOptions<void, LoginResult>) {
  const client = useVitrineClient();
  return useOwnMutation<void, LoginResult>({ mutationFn: (state) => authOf(client).resendVerificationCode(state), update: () => undefined }, options);
}

/** E-mails a reset link; succeeds the same whether or not the address is a member's. */
export function useSendPasswordResetMutation(options?: MutationHookOptions<void, { email: string; redirectUri?: string }>) {
  const client = useVitrineClient();
  return useOwnMutation<void, { email: string; redirectUri?: string }>(
    { mutationFn: ({ email, redirectUri }) => authOf(client).sendPasswordResetEmail(email, redirectUri), update: () => undefined },
    options,
  );
}

/**
 * Signs the member out: tokens are cleared at once, and the answer is the platform's logout page,
 * which ends the session there and comes back to `returnUrl`. The caller navigates to it.
 *
 * @example
 * ```ts
 * const signOut = useSignOutMutation({ onSuccess: (logoutUrl) => location.assign(logoutUrl) });
 * signOut.mutate(location.origin + '/');
 * ```
 */
export function useSignOutMutation(options?: MutationHookOptions<string, string>) {
  const client = useVitrineClient();
  return useOwnMutation<string, string>(
    {
      mutationFn: async (returnUrl) => (await authOf(client).logout(returnUrl)).logoutUrl,
      update: (queryClient) => sessionChanged(queryClient),
    },
    options,
  );
}

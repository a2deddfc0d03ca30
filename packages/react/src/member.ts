import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { OAuthStrategy } from '@vitrine/sdk';
import { useCallback } from 'react';
import { cartKeys, checkoutKeys, memberKeys, orderKeys } from './keys.ts';
import { useVitrineClient, type AnyClient } from './provider.tsx';

/** The part of the SDK's `OAuthStrategy` the member hooks use. */
export type SessionAuth = Pick<
  OAuthStrategy,
  'loggedIn' | 'login' | 'register' | 'processVerification' | 'resendVerificationCode' | 'sendPasswordResetEmail' | 'getMemberTokensForDirectLogin' | 'logout'
>;

export interface MemberSession {
  loggedIn: boolean;
}

/**
 * Whether a member is signed in. It reads the client's tokens (kept in storage by the SDK), so a
 * reload keeps the answer.
 *
 * @example
 * ```ts
 * const { data } = useMemberSession();
 * if (data?.loggedIn) showAccountLink();
 * ```
 */
export const memberSessionQueryOptions = (client: AnyClient) =>
  queryOptions({
    queryKey: memberKeys.session(),
    queryFn: async (): Promise<MemberSession> => ({ loggedIn: (client as { auth?: SessionAuth }).auth?.loggedIn() ?? false }),
    staleTime: Infinity,
  });

export function useMemberSession() {
  return useQuery(memberSessionQueryOptions(useVitrineClient()));
}

/**
 * After tokens changed hands (sign-in, sign-out) the session, the cart (a visitor's cart becomes
 * the member's), checkouts and orders belong to someone else: refetch or drop them.
 */
export function sessionChanged(queryClient: QueryClient) {
  queryClient.removeQueries({ queryKey: orderKeys.all });
  queryClient.removeQueries({ queryKey: checkoutKeys.all });
  return Promise.all([queryClient.invalidateQueries({ queryKey: memberKeys.all }), queryClient.invalidateQueries({ queryKey: cartKeys.all })]);
}

/** `sessionChanged` for components, e.g. after the OAuth callback stored member tokens. */
export function useSessionChanged() {
  const queryClient = useQueryClient();
  return useCallback(() => sessionChanged(queryClient), [queryClient]);
}

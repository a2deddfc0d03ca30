import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { cartKeys, memberKeys, orderKeys } from './keys';
import { useVitrineClient, type AnyClient } from './provider';

/** The part of the SDK's `OAuthStrategy` the session hooks use. */
export interface SessionAuth {
  loggedIn(): boolean;
  generateVisitorTokens(): Promise<unknown>;
}

const authOf = (client: AnyClient): SessionAuth | undefined => (client as { auth?: SessionAuth }).auth;

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
    queryFn: async (): Promise<MemberSession> => ({ loggedIn: authOf(client)?.loggedIn() ?? false }),
    staleTime: Infinity,
  });

export function useMemberSession() {
  return useQuery(memberSessionQueryOptions(useVitrineClient()));
}

/**
 * Call after tokens changed hands (sign-in, sign-out): the session, the member's cart (a
 * visitor's cart merges into the member's) and orders belong to someone else now.
 */
export function useSessionChanged() {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: memberKeys.all }),
        queryClient.invalidateQueries({ queryKey: cartKeys.all }),
        queryClient.removeQueries({ queryKey: orderKeys.all }),
      ]),
    [queryClient],
  );
}

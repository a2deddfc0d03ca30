import { useMutation } from '@tanstack/react-query';
import { emptyTokens } from '@vitrine/sdk';
import { useEffect, useRef } from 'react';
import { leavePage } from '../../../lib/leave-page';
import { useShopperClient, type RedirectSessionView } from '../../../lib/redirect-session';

/**
 * Ends the member session of a logout redirect session, once the page has it: the platform revokes
 * the member's grant (all tokens of that sign-in), this origin forgets the tokens, and the browser
 * goes to the post-flow URL. An app that already dropped its tokens (the SDK's `logout()` does)
 * leaves nothing to revoke here; the page still takes the shopper back.
 */
export function useEndMemberSession(session: RedirectSessionView | undefined) {
  const shopper = useShopperClient(session?.clientId);
  const started = useRef(false);
  const end = useMutation({
    mutationFn: async (target: RedirectSessionView) => {
      try {
        if (shopper.auth.loggedIn()) await shopper.identity.logout({ clientId: shopper.auth.clientId });
      } finally {
        // Signed out here even when the platform could not be told: tokens must not outlive a logout.
        shopper.auth.setTokens(emptyTokens());
      }
      if (target.postFlowUrl) leavePage(target.postFlowUrl);
    },
  });

  useEffect(() => {
    // Once per page: StrictMode runs effects twice in development.
    if (!session || started.current) return;
    started.current = true;
    end.mutate(session);
  }, [session, end]);

  return end;
}

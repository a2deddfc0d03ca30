import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useVitrineClient } from '@vitrine/react';
import { emptyTokens, tokensFromResponse, type OAuthStrategy } from '@vitrine/sdk';
import type { StudioSessionApi } from '@vitrine/sdk/modules/studio-session';

type Client = { studioSession: StudioSessionApi; auth: OAuthStrategy };

/**
 * The owner's session lives in the SDK's OAuth strategy: signing in stores the owner's token pair
 * there (as a signed-in session, renewed with its refresh token), signing out clears it. Nothing
 * else in the studio keeps tokens.
 */
export function useSignIn() {
  const client = useVitrineClient<Client>();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ email, password }: { email: string; password: string }) => {
      const answer = await client.studioSession.ownerLogin({ email, password, clientId: client.auth.clientId });
      client.auth.setTokens(tokensFromResponse(answer, 'member'));
    },
    // Whatever was cached belonged to the previous session.
    onSuccess: () => queryClient.clear(),
  });
}

export function useSignOut() {
  const client = useVitrineClient<Client>();
  const queryClient = useQueryClient();
  return () => {
    client.auth.setTokens(emptyTokens());
    queryClient.clear();
  };
}

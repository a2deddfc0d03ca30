import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useVitrineClient } from '@vitrine/react';
import { tokensFromResponse, type OAuthStrategy } from '@vitrine/sdk';
import type { StudioSessionApi } from '@vitrine/sdk/modules/studio-session';

type Client = { studioSession: StudioSessionApi; auth: OAuthStrategy };

/** "Forgot password?": the platform e-mails the owner a link to the reset page (same answer for any address). */
export function useRequestPasswordReset() {
  const client = useVitrineClient<Client>();
  return useMutation({
    mutationFn: (email: string) => client.studioSession.sendOwnerResetEmail({ email, clientId: client.auth.clientId }),
  });
}

/** A new password with the link's token; the answer signs the studio in, as the sign-in page does. */
export function useResetPassword() {
  const client = useVitrineClient<Client>();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ token, password }: { token: string; password: string }) => {
      const answer = await client.studioSession.recoverOwnerPassword({ recoveryToken: token, password, clientId: client.auth.clientId });
      client.auth.setTokens(tokensFromResponse(answer, 'member'));
    },
    onSuccess: () => queryClient.clear(),
  });
}

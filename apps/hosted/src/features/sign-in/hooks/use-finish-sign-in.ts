import { leavePage } from '../../../lib/leave-page';
import { useShopperClient, useSignInClient, type RedirectSessionView } from '../../../lib/redirect-session';
import { deliverAuthorization } from '../utils/deliver-authorization';
import { rememberAccount } from '../utils/remembered-accounts';

/** True for a session a finished sign-in (login, registration, verification, new password) hands back to. */
export const isOpenSignIn = (session: RedirectSessionView | undefined): session is RedirectSessionView =>
  session !== undefined && !session.completed && (session.kind === 'auth' || session.kind === 'login');

/**
 * The last step of every hosted sign-in: hand the session token to the app that asked. An `auth`
 * session becomes code and state (or, refused, `error=access_denied`) by the response mode the app
 * asked for; a plain `login` session signs this origin's app in and goes back. Each call answers
 * what to tell the person while the browser leaves (or when nothing could be handed back).
 */
export function useFinishSignIn(session: RedirectSessionView | undefined) {
  const client = useSignInClient(session?.clientId);
  const shopper = useShopperClient(session?.clientId);

  async function handBack(sessionToken: string, denied: boolean): Promise<string> {
    if (!session) return 'You are signed in.';
    const result = await client.hostedSession.authorize({ redirectSessionId: session.id, sessionToken, ...(denied ? { denied } : {}) });
    if (!deliverAuthorization(result)) {
      return denied
        ? 'The app that asked is no longer open.'
        : 'You are signed in, but the app that asked is no longer open. Return to it and sign in again.';
    }
    if (result.redirectUrl) return denied ? 'Cancelled. Taking you back…' : 'Signed in. Taking you back…';
    return denied ? 'Cancelled. You can close this window.' : 'Signed in. You can close this window.';
  }

  return {
    async finish(sessionToken: string, email: string): Promise<string> {
      if (email) rememberAccount(email);
      if (session?.kind === 'login') {
        await shopper.auth.getMemberTokensForDirectLogin(sessionToken);
        if (session.postFlowUrl) {
          leavePage(session.postFlowUrl);
          return 'Signed in. Taking you back…';
        }
        return 'You are signed in.';
      }
      return handBack(sessionToken, false);
    },

    /** The person refused at the consent step: the app hears `access_denied`, never a code. */
    async deny(sessionToken: string): Promise<string> {
      if (session?.kind !== 'auth') return 'Cancelled.';
      return handBack(sessionToken, true);
    },
  };
}

/**
 * The redirect-based sign-in: PKCE data, the hosted page's URL (through a redirect session), the
 * code exchange, and logout. Built on `OAuthContext` like every group of sign-in flows.
 */
import { isVitrineError, OAuthFlowError } from '../core/errors.ts';
import { redirects, type Prompt, type ResponseMode } from '../modules/redirects.ts';
import type { OAuthContext } from './oauth-context.ts';
import { createCodeChallenge, createCodeVerifier, createState } from './pkce.ts';
import { parseFromUrl } from './redirect-url.ts';
import { tokensFromResponse, type Tokens } from './tokens.ts';

/**
 * One sign-in attempt's secrets: keep them (e.g. in `sessionStorage`) until the return URL is read.
 *
 * @example
 * const data: OAuthData = await auth.generateOAuthData(`${location.origin}/callback`, location.href);
 * sessionStorage.setItem('oauth', JSON.stringify(data));
 */
export interface OAuthData {
  state: string;
  codeVerifier: string;
  codeChallenge: string;
  redirectUri: string;
  /** Where the shopper was before signing in, to return them there afterwards. */
  originalUri?: string;
}

/**
 * How the hosted sign-in page behaves and answers.
 *
 * @example
 * await auth.getAuthUrl(data, { prompt: 'none', responseMode: 'query' }); // no form: answers at once
 */
export interface AuthUrlOptions {
  /** Default `login`. */
  prompt?: Prompt;
  /** Where the hosted page puts code and state in the return URL. Default `fragment`. */
  responseMode?: ResponseMode;
  /** From a direct login, to finish it without asking again. */
  sessionToken?: string;
}

/**
 * The redirect-sign-in methods of an `OAuthStrategy` (spread into it), built on its context.
 *
 * @example
 * const signIn = redirectSignIn(context);
 * const { authUrl } = await signIn.getAuthUrl(await signIn.generateOAuthData(redirectUri));
 */
export function redirectSignIn(context: OAuthContext) {
  const { clientId, fail } = context;

  return {
    /** A fresh state, code verifier (43 characters) and S256 challenge for one sign-in. */
    async generateOAuthData(redirectUri: string, originalUri?: string): Promise<OAuthData> {
      const codeVerifier = createCodeVerifier();
      return {
        state: createState(),
        codeVerifier,
        codeChallenge: await createCodeChallenge(codeVerifier),
        redirectUri,
        ...(originalUri !== undefined ? { originalUri } : {}),
      };
    },

    /** The URL of the platform's hosted sign-in page for this attempt. */
    async getAuthUrl(oauthData: OAuthData, options: AuthUrlOptions = {}): Promise<{ authUrl: string }> {
      const { redirectSession } = await redirects(context.transport()).createRedirectSession({
        auth: {
          authRequest: {
            clientId,
            codeChallenge: oauthData.codeChallenge,
            codeChallengeMethod: 'S256',
            responseMode: options.responseMode ?? 'fragment',
            responseType: 'code',
            scope: 'offline_access',
            state: oauthData.state,
            redirectUri: oauthData.redirectUri,
            prompt: options.prompt ?? 'login',
            ...(options.sessionToken !== undefined ? { sessionToken: options.sessionToken } : {}),
          },
        },
      });
      return { authUrl: redirectSession.fullUrl };
    },

    parseFromUrl,

    /**
     * Exchanges the code from the return URL for member tokens, which replace the visitor's.
     * Throws `OAuthFlowError`: 'Missing code or _state', 'Invalid _state', 'Failed to get member tokens'.
     */
    async getMemberTokens(code: string | undefined, state: string | undefined, oauthData: OAuthData): Promise<Tokens> {
      if (!code || !state) throw fail(new OAuthFlowError('MISSING_CODE_OR_STATE'));
      if (state !== oauthData.state) throw fail(new OAuthFlowError('INVALID_STATE'));
      const headers = await context.visitorHeaders();
      let tokens: Tokens;
      try {
        const response = await context.requestTokens(
          { clientId, grantType: 'authorization_code', code, codeVerifier: oauthData.codeVerifier, redirectUri: oauthData.redirectUri },
          { headers },
        );
        tokens = tokensFromResponse(response, 'member');
      } catch (error) {
        const cause = isVitrineError(error) ? error : undefined;
        throw fail(
          new OAuthFlowError('MEMBER_TOKENS_FAILED', { cause: error, status: cause?.status, details: cause?.details, requestId: cause?.requestId }),
        );
      }
      context.setTokens(tokens);
      return tokens;
    },

    /** The hosted logout page's URL; the tokens are cleared at once and the role is none. */
    async logout(originalUrl: string): Promise<{ logoutUrl: string }> {
      const logoutSession = async () => {
        const { redirectSession } = await redirects(context.transport()).createRedirectSession({
          logout: { clientId, postFlowUrl: originalUrl },
          callbacks: { postFlowUrl: originalUrl },
        });
        return { logoutUrl: redirectSession.fullUrl };
      };
      try {
        return await logoutSession();
      } catch (error) {
        // The member's session already ended on the platform (a logout elsewhere, a new password):
        // the logout page still has to be reached, so ask again as a new visitor.
        if (!(isVitrineError(error) && error.status === 401)) throw error;
        context.clearTokens();
        return await logoutSession();
      } finally {
        // Signed out here even when the platform could not be told: local tokens must not outlive a logout.
        context.clearTokens();
      }
    },
  };
}

/**
 * The methods `redirectSignIn` returns: `generateOAuthData`, `getAuthUrl`, `parseFromUrl`,
 * `getMemberTokens`, `logout`.
 *
 * @example
 * const { logoutUrl } = await (auth satisfies RedirectSignIn).logout(location.origin);
 */
export type RedirectSignIn = ReturnType<typeof redirectSignIn>;

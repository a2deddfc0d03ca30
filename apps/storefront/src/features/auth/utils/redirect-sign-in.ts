import type { OAuthData, OAuthStrategy } from '@vitrine/sdk';

/**
 * Sign-in on the platform's hosted page (PKCE). The attempt's secrets wait in `sessionStorage`
 * until the page sends the shopper back to `/callback` with code and state.
 */
const key = 'vitrine:oauth-data';

export async function startRedirectSignIn(auth: OAuthStrategy, returnTo: string): Promise<void> {
  const data = await auth.generateOAuthData(`${location.origin}/callback`, returnTo);
  sessionStorage.setItem(key, JSON.stringify(data));
  const { authUrl } = await auth.getAuthUrl(data);
  location.assign(authUrl);
}

/**
 * Where the hosted sign-in this tab started was to return, so a failed one can be tried again from
 * there: '' when none is waiting (started in another tab, or already finished).
 */
export function redirectSignInReturn(): string {
  try {
    return (JSON.parse(sessionStorage.getItem(key) ?? '{}') as Partial<OAuthData>).originalUri ?? '';
  } catch {
    return '';
  }
}

/** Exchanges the code in the return URL for member tokens; answers where to go next. */
export async function finishRedirectSignIn(auth: OAuthStrategy): Promise<string> {
  const stored = sessionStorage.getItem(key);
  if (!stored) throw new Error('This sign-in was started in another tab or has already finished.');
  const data = JSON.parse(stored) as OAuthData;
  const { code, state, error, errorDescription } = auth.parseFromUrl();
  if (error) throw new Error(errorDescription ?? error);
  await auth.getMemberTokens(code, state, data);
  sessionStorage.removeItem(key);
  return data.originalUri ?? '/';
}

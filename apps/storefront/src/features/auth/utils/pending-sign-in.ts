import type { LoginResult } from '@vitrine/sdk';

/**
 * A sign-in or registration waiting for the e-mailed code. Kept in `sessionStorage` (this tab
 * only, gone when it closes) so the verify page survives a reload; it holds the state token, never
 * a password.
 */
const key = 'vitrine:pending-sign-in';

export function savePendingSignIn(result: LoginResult, returnTo: string): void {
  sessionStorage.setItem(key, JSON.stringify({ result, returnTo }));
}

export function readPendingSignIn(): { result: LoginResult; returnTo: string } | undefined {
  try {
    const stored = sessionStorage.getItem(key);
    return stored ? (JSON.parse(stored) as { result: LoginResult; returnTo: string }) : undefined;
  } catch {
    return undefined;
  }
}

export const clearPendingSignIn = () => sessionStorage.removeItem(key);

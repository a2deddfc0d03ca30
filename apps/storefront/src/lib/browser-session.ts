import { browserSessionTokenStorage, type Tokens } from '@vitrine/sdk';
import { renewPath, sessionPath } from './session-route';
import type { StoreSession } from './sdk';

const json = { 'content-type': 'application/json' };

/**
 * The browser's tokens: the access token from the session cookie the server set; renewals and
 * sign-ins go through the store's session route, which keeps the refresh token `HttpOnly`.
 * `keepalive` lets a hand-over finish while the page navigates away (sign-out leaves at once).
 */
export function browserSession(): StoreSession {
  return {
    tokenStorage: browserSessionTokenStorage({
      handOver: (tokens) => void fetch(sessionPath, { method: 'PUT', headers: json, body: JSON.stringify(tokens), keepalive: true }),
      forget: () => void fetch(sessionPath, { method: 'DELETE', headers: json, keepalive: true }),
    }),
    async renewTokens() {
      const response = await fetch(renewPath, { method: 'POST', headers: json, body: '{}' });
      if (!response.ok) throw new Error(`The session could not be renewed (HTTP ${response.status})`);
      return (await response.json()) as Tokens;
    },
  };
}

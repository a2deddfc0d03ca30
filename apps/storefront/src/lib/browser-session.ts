import { browserSessionAuth } from '@vitrine/sdk/auth';
import { renewPath, sessionPath } from './session-route';
import type { StoreSession } from './sdk';

/**
 * The browser's tokens: the access token from the session cookie the server set; renewals and
 * sign-ins go through the store's session route, which keeps the refresh token `HttpOnly`.
 */
export const browserSession = (): StoreSession => browserSessionAuth({ sessionUrl: sessionPath, renewUrl: renewPath });

/**
 * What a sign-in flow needs from its `OAuthStrategy`. The strategy builds one context and hands it
 * to each group of flows, so flows in other files (member-flows.ts: register, login, password
 * reset, verification, direct and external login) add methods without reaching into its state.
 */
import type { Transport } from '../core/types.ts';
import type { TokenRequestOptions } from './token-endpoint.ts';
import type { TokenResponse, Tokens } from './tokens.ts';

/**
 * The context an `OAuthStrategy` gives its groups of sign-in flows.
 *
 * @example
 * const flows = (context: OAuthContext) => ({
 *   async signOutHere() {
 *     context.clearTokens();
 *   },
 * });
 */
export interface OAuthContext {
  readonly clientId: string;
  /** The client's transport; throws when the strategy has not been passed to `createClient`. */
  transport(): Transport;
  getTokens(): Tokens;
  /** Replaces the tokens (member tokens after a sign-in). */
  setTokens(tokens: Tokens): void;
  /** Forgets the tokens (logout): the role is none until the next call fetches visitor tokens. */
  clearTokens(): void;
  /** `POST /oauth2/token` without the strategy's own headers; failures are `TokenError`. */
  requestTokens(body: Record<string, unknown>, options?: TokenRequestOptions): Promise<TokenResponse>;
  /**
   * `{ Authorization: <visitor access token> }` when the client holds visitor tokens (renewed if
   * expired), otherwise `{}`: sent with a sign-in so the platform can merge the visitor's cart.
   */
  visitorHeaders(): Promise<Record<string, string>>;
  /** Hands an error to the client's `onError` and returns it: `throw context.fail(error)`. */
  fail<E>(error: E): E;
}

import { describe, expect, it } from 'vitest';

/**
 * What `@vitrine/sdk` offers at run time, pinned: every name here is a promise to apps, so a new
 * one is added on purpose (here and in the README), and internals go to `@vitrine/sdk/internal`.
 */
describe('@vitrine/sdk exports', () => {
  it('the root offers what an app needs, and nothing else', async () => {
    const root = await import('@vitrine/sdk');
    expect(Object.keys(root).sort()).toEqual([
      'ApiKeyStrategy',
      'ApplicationError',
      'GraphQLError',
      'HttpError',
      'LoginState',
      'OAuthFlowError',
      'OAuthStrategy',
      'SystemError',
      'TimeoutError',
      'TokenError',
      'ValidationError',
      'VitrineError',
      'cookieTokenStorage',
      'createClient',
      'createTransport',
      'defaultBaseUrl',
      'emptyTokens',
      'fromWireAddress',
      'imageFromMediaUri',
      'isApplicationError',
      'isGraphQLError',
      'isHttpError',
      'isOAuthFlowError',
      'isSystemError',
      'isTimeoutError',
      'isTokenError',
      'isValidationError',
      'isVitrineError',
      'localStorageTokenStorage',
      'mediaUriFromImage',
      'memoryTokenStorage',
      'parseFromUrl',
      'redirectSignIn',
      'toWireAddress',
      'tokensFromResponse',
    ]);
  });

  it('the wire helpers of hand-written modules are on @vitrine/sdk/internal', async () => {
    const internal = await import('@vitrine/sdk/internal');
    expect(typeof internal.toWireJson).toBe('function');
    expect(typeof internal.reviveCartLike).toBe('function');
    expect(typeof internal.encodeQuery).toBe('function');
    expect(typeof internal.errorFromResponse).toBe('function');
    expect(internal.graphqlPath).toBe('/graphql/alpha');
  });
});

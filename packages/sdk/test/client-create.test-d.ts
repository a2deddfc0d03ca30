/**
 * The client's types, checked by tsc (vitest's typecheck runs `*.test-d.ts`): what an app gets
 * on `client.<module>` and `client.auth` follows from what it passed to `createClient`.
 */
import { describe, expectTypeOf, it } from 'vitest';
import { createClient, type GraphQLResponse } from '../src/client';
import { ApiKeyStrategy } from '../src/auth/api-key-strategy';
import { OAuthStrategy } from '../src/auth/oauth-strategy';
import { redirects, type RedirectSession } from '../src/modules/redirects';
import { greetings, inventory } from './client-fixtures';


describe('createClient types', () => {
  it('infers each module’s API and the auth strategy', () => {
    const auth = OAuthStrategy({ clientId: 'c' });
    const client = createClient({ modules: { inventory, redirects }, auth, baseUrl: 'http://localhost:1' });
    expectTypeOf(client.inventory).toEqualTypeOf<ReturnType<typeof inventory>>();
    expectTypeOf(client.inventory.count).parameters.toEqualTypeOf<[string]>();
    expectTypeOf(client.inventory.count).returns.resolves.toBeNumber();
    expectTypeOf(client.redirects.createRedirectSession).returns.resolves.toEqualTypeOf<{ redirectSession: RedirectSession }>();
    expectTypeOf(client.auth).toEqualTypeOf<OAuthStrategy>();
    expectTypeOf(client.auth.getMemberTokens).toBeFunction();
    expectTypeOf(client.graphql<{ product: { id: string } }>).returns.resolves.toEqualTypeOf<GraphQLResponse<{ product: { id: string } }>>();
  });

  it('only the modules passed exist on the client', () => {
    const client = createClient({ modules: { greetings }, auth: ApiKeyStrategy({ apiKey: 'k' }) });
    expectTypeOf(client).not.toHaveProperty('inventory');
    expectTypeOf(client).toHaveProperty('greetings');
    expectTypeOf(client.auth).toEqualTypeOf<ApiKeyStrategy>();
    // @ts-expect-error a module that was not passed
    void client.inventory;
  });

  it('without auth, `auth` is undefined', () => {
    const client = createClient({ modules: { greetings } });
    expectTypeOf(client.auth).toEqualTypeOf<undefined>();
  });

  it('refuses module names the client uses itself', () => {
    // @ts-expect-error `auth` is the strategy's name on the client
    expectTypeOf(createClient).toBeCallableWith({ modules: { auth: greetings } });
    // @ts-expect-error `graphql` is a client method
    expectTypeOf(createClient).toBeCallableWith({ modules: { graphql: greetings } });
  });
});

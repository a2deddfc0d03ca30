import { startTestPlatform, type TestPlatform } from '@vitrine/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../src/client';
import { OAuthStrategy } from '../src/auth/oauth-strategy';
import { isGraphQLError, type VitrineError } from '../src/core/errors';
import { greetings, inventory, recordingFetch } from './client-fixtures';


describe('createClient', () => {
  // Its types are pinned in client-create.test-d.ts, checked by tsc.
  it('refuses module names the client uses itself', () => {
    // @ts-expect-error `auth` is the strategy's name on the client
    expect(() => createClient({ modules: { auth: greetings } })).toThrow('A module cannot be named "auth"');
    // @ts-expect-error `graphql` is a client method
    expect(() => createClient({ modules: { graphql: greetings } })).toThrow('A module cannot be named "graphql"');
  });

  it('gives every module the same transport; the default base URL is the hosted gateway', () => {
    const client = createClient({ modules: { inventory, greetings } });
    expect(client.inventory.baseUrl()).toBe('https://www.wixapis.com');
    expect(client.greetings.hello('Ada')).toBe('hello Ada via https://www.wixapis.com');
  });

  it('a base URL loses its trailing slash', () => {
    expect(createClient({ modules: { inventory }, baseUrl: 'http://localhost:3000/' }).inventory.baseUrl()).toBe('http://localhost:3000');
  });

  describe('graphql', () => {
    let platform: TestPlatform;
    beforeAll(async () => {
      platform = await startTestPlatform();
    });
    afterAll(() => platform.close());

    it('POSTs the query and variables to /graphql/alpha with the strategy’s headers', async () => {
      const recorder = recordingFetch();
      const client = createClient({ modules: {}, auth: OAuthStrategy({ clientId: platform.site.clientId }), baseUrl: platform.baseUrl, fetch: recorder.fetch });
      const result = await client.graphql<{ products: { items: unknown[] } }>('query ($limit: Int) { products(limit: $limit) { items { id } } }', { limit: 5 });
      expect(result.errors).toBeUndefined();
      expect(result.data.products.items).toEqual([]);
      const [call] = recorder.to('/graphql/alpha');
      expect(call?.method).toBe('POST');
      expect(JSON.parse(call!.body!)).toEqual({ query: 'query ($limit: Int) { products(limit: $limit) { items { id } } }', variables: { limit: 5 } });
      expect(call?.headers.get('authorization')).toBe(client.auth.getTokens().accessToken.value);
    });

    it('a non-2xx answer is GraphQLError "GraphQL request failed with status N", seen by onError', async () => {
      const seen: VitrineError[] = [];
      // Under a path prefix nothing serves: the platform answers 404.
      const client = createClient({ modules: {}, baseUrl: `${platform.baseUrl}/nowhere`, onError: (error) => seen.push(error as VitrineError) });
      const error = await client.graphql('{ products { items { id } } }').catch((caught: unknown) => caught);
      expect(isGraphQLError(error)).toBe(true);
      expect(error).toMatchObject({ message: 'GraphQL request failed with status 404', status: 404, args: ['{ products { items { id } } }'] });
      expect((error as VitrineError).requestId).toMatch(/[0-9a-f-]{36}/);
      expect(seen).toEqual([error]);
    });

    it('a refused query or filter says why in GraphQLError.errors', async () => {
      const client = createClient({ modules: {}, auth: OAuthStrategy({ clientId: platform.site.clientId }), baseUrl: platform.baseUrl });
      const unknownField = await client.graphql('{ nope }').catch((caught: unknown) => caught);
      expect(isGraphQLError(unknownField) && unknownField.errors.map((entry) => entry.message)).toEqual(['Cannot query field "nope" on type "Query".']);
      // A bad filter's 400 has no envelope: its field violations are only in the GraphQL errors.
      const badFilter = await client
        .graphql('query ($filter: JSON) { products(filter: $filter) { items { id } } }', { filter: { price: { $gt: 'x' } } })
        .catch((caught: unknown) => caught);
      expect(isGraphQLError(badFilter) && badFilter.errors[0]?.extensions).toMatchObject({
        fieldViolations: [{ field: 'query.filter.price.$gt', description: 'must be a finite number' }],
      });
    });
  });
});

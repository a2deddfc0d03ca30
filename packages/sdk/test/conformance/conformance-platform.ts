/**
 * One real platform per conformance file, and clients over it that send through the file's
 * recording `fetch`: a merchant (API key, as a server or app holds it) and shoppers (OAuth, as a
 * storefront holds it, each with tokens of its own).
 */
import { startTestPlatform, type TestPlatform } from '@vitrine/platform/testing';
import { expect } from 'vitest';
import { ApiKeyStrategy, createClient, createTransport, OAuthStrategy, type AnyModule } from '../../src';
import { conformanceWire } from './wire';

type Modules = Record<string, AnyModule>;

export async function startConformancePlatform(options: Parameters<typeof startTestPlatform>[0] = {}) {
  const platform: TestPlatform = await startTestPlatform(options);
  const wire = conformanceWire();
  const { baseUrl, site } = platform;
  return {
    platform,
    wire,
    merchant: <M extends Modules>(modules: M) =>
      createClient({ modules, auth: ApiKeyStrategy({ apiKey: site.apiKey, siteId: site.siteId }), baseUrl, fetch: wire.fetch }),
    shopper<M extends Modules>(modules: M) {
      const auth = OAuthStrategy({ clientId: site.clientId });
      return {
        auth,
        client: createClient({ modules, auth, baseUrl, fetch: wire.fetch }),
        /** The same shopper's requests that no module makes: another client's spelling of a path. */
        transport: createTransport({ baseUrl, auth, fetch: wire.fetch }),
      };
    },
  };
}

/** A shop address in the client's names (`addressLine1`, `location`), which the SDK sends in the wire's. */
export const newYork = { country: 'US', subdivision: 'US-NY', city: 'New York', postalCode: '10016', addressLine1: '5 Park Ave', location: { latitude: 40.7, longitude: -74 } };

/** Money as the wire carries it inside carts and checkouts: a decimal string and its display form. */
export const money = () => ({ amount: expect.stringMatching(/^-?\d+(\.\d+)?$/), formattedAmount: expect.any(String) });

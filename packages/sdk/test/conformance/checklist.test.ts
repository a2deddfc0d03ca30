/**
 * The conformance suite's own checklist: spec §7's calls (section-7.ts) against the SDK's public
 * modules and against the conformance files that send them. No platform: what the calls answer is
 * the other files' business; this one fails when a call is listed nowhere, sent by no file, or
 * when an SDK function of these modules is not on the list.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OAuthStrategy, type Transport } from '../../src';
import { cart } from '../../src/modules/cart';
import { checkout } from '../../src/modules/checkout';
import { collections } from '../../src/modules/collections';
import { currentCart } from '../../src/modules/current-cart';
import { identity } from '../../src/modules/identity';
import { products } from '../../src/modules/products';
import { recovery } from '../../src/modules/recovery';
import { redirects } from '../../src/modules/redirects';
import { variants } from '../../src/modules/variants';
import { verification } from '../../src/modules/verification';
import { conformanceFiles, section7, type SpecCall } from './section-7';
import { conformanceWire } from './wire';

const unusedTransport: Transport = {
  baseUrl: 'http://127.0.0.1',
  request: () => Promise.reject(new Error('the checklist sends nothing')),
};
/** The SDK's §7 modules as an app gets them, by the names the checklist uses. */
const surface: Record<string, object> = {
  cart: cart(unusedTransport),
  currentCart: currentCart(unusedTransport),
  checkout: checkout(unusedTransport),
  redirects: redirects(unusedTransport),
  collections: collections(unusedTransport),
  products: products(unusedTransport),
  variants: variants(unusedTransport),
  identity: identity(unusedTransport),
  recovery: recovery(unusedTransport),
  verification: verification(unusedTransport),
  auth: OAuthStrategy({ clientId: 'checklist' }),
};
const everyCall: SpecCall[] = Object.values(section7).flat();

describe('the spec §7 checklist', () => {
  it('lists every call of spec §7, section by section', () => {
    const counts = Object.fromEntries(Object.entries(section7).map(([section, calls]) => [section, calls.length]));
    expect(counts).toEqual({
      cartById: 10,
      currentCart: 9,
      checkout: 14,
      redirectSession: 1,
      storeCollections: 3,
      catalogueWrites: 19,
      catalogueReads: 7,
      identity: 9,
      recovery: 3,
      verification: 3,
      tokenEndpoint: 4,
    });
    expect(new Set(everyCall.map((call) => call.spec)).size).toBe(everyCall.length);
  });

  it('names an SDK function for every call', () => {
    const missing = everyCall.filter(({ sdk }) => {
      const [area = '', name = ''] = sdk.split('.');
      return typeof (surface[area] as Record<string, unknown> | undefined)?.[name] !== 'function';
    });
    expect(missing.map((call) => call.sdk)).toEqual([]);
  });

  it('has every function of the SDK’s §7 modules on it: a new call joins the checklist and the suite', () => {
    const listed = new Set(everyCall.map((call) => call.sdk));
    const unlisted = Object.entries(surface)
      .filter(([area]) => area !== 'auth')
      .flatMap(([area, api]) => Object.keys(api).map((name) => `${area}.${name}`))
      .filter((name) => !listed.has(name));
    expect(unlisted).toEqual([]);
  });

  it('gives every call to exactly one conformance file, which checks that it was sent', () => {
    const assigned = Object.values(conformanceFiles).flat();
    expect([...assigned].sort((a, b) => a.spec.localeCompare(b.spec))).toEqual([...everyCall].sort((a, b) => a.spec.localeCompare(b.spec)));
    const here = readdirSync(import.meta.dirname);
    for (const file of Object.keys(conformanceFiles)) {
      expect(here).toContain(file);
      expect(readFileSync(new URL(file, import.meta.url), 'utf8')).toContain(`wire.unsent(conformanceFiles['${file}'])`);
    }
  });

  it('matches requests to calls by method, path and grant, never taking the current cart for a cart id', async () => {
    const wire = conformanceWire();
    const [, , getCartById] = section7.cartById;
    const [getCurrent] = section7.currentCart;
    const [anonymous, refresh] = section7.tokenEndpoint;
    // Nothing answers on port 9 (discard): only what was sent matters here.
    const send = (path: string, init: RequestInit) => wire.fetch(`http://127.0.0.1:9${path}`, init).catch(() => undefined);
    await send('/ecom/v1/carts/current', { method: 'GET' });
    await send('/oauth2/token', { method: 'POST', body: JSON.stringify({ clientId: 'c', grantType: 'anonymous' }) });
    expect(wire.unsent([getCartById!, getCurrent!, anonymous!, refresh!])).toEqual([getCartById!.spec, refresh!.spec]);
  });
});

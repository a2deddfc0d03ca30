import { randomUUID } from 'node:crypto';
import { storesAppId } from '../src/domains/catalog/catalog-items';
import type { TestPlatform } from '../src/testing';
import { apiKeyHeaders, httpClient, visitorToken } from './helpers';

/** Helpers shared by the cart, checkout and order tests: products through the catalogue API, shoppers' headers. */
export function ecomKit(platform: TestPlatform) {
  const http = httpClient(platform);
  // The API key's headers, read at each use: a kit may be made at a file's top, before its platform starts (platformForFile).
  const staff = {
    get authorization() {
      return apiKeyHeaders(platform.site).authorization;
    },
    get 'wix-site-id'() {
      return apiKeyHeaders(platform.site)['wix-site-id'];
    },
  };

  async function product(input: { name?: string; price?: number; productType?: 'physical' | 'digital'; quantity?: number; options?: Array<{ name: string; choices: string[] }>; discount?: { type: 'PERCENT' | 'AMOUNT'; value: number } } = {}) {
    const body = {
      product: {
        name: input.name ?? `Product ${Math.random().toString(36).slice(2, 8)}`,
        productType: input.productType ?? 'physical',
        priceData: { price: input.price ?? 10 },
        ...(input.discount ? { discount: input.discount } : {}),
        ...(input.quantity !== undefined ? { stock: { trackInventory: true, quantity: input.quantity } } : {}),
        ...(input.options
          ? { manageVariants: true, productOptions: input.options.map((o) => ({ name: o.name, choices: o.choices.map((c) => ({ value: c, description: c })) })) }
          : {}),
      },
    };
    const response = await http.post('/stores/v1/products', body, staff);
    if (response.status !== 200) throw new Error(`product create failed: ${response.status} ${JSON.stringify(response.body)}`);
    const created = response.body.product as { id: string; variants?: Array<{ id: string; choices: Record<string, string> }> };
    return created;
  }

  const reference = (productId: string, options?: { variantId?: string; options?: Record<string, string> }) => ({
    appId: storesAppId,
    catalogItemId: productId,
    ...(options ? { options } : {}),
  });

  const line = (productId: string, quantity = 1, options?: { variantId?: string; options?: Record<string, string> }) => ({
    catalogReference: reference(productId, options),
    quantity,
  });

  async function visitor() {
    return { authorization: await visitorToken(platform) };
  }

  async function settings(patch: Record<string, unknown>) {
    const response = await http.patch('/_api/vitrine/v1/store-settings', patch, staff);
    if (response.status !== 200) throw new Error(`settings failed: ${response.status} ${JSON.stringify(response.body)}`);
    return response.body.settings;
  }

  async function events(entityId: string): Promise<string[]> {
    const rows = await platform.app.db.query<{ type: string }>('SELECT type FROM outbox_events WHERE entity_id = $1 ORDER BY seq', [entityId]);
    return rows.map((row) => row.type);
  }

  async function stockOf(variantId: string): Promise<number | null> {
    const [row] = await platform.app.db.query<{ quantity: number | null }>('SELECT quantity FROM product_variants WHERE id = $1', [variantId]);
    return row?.quantity ?? null;
  }

  /**
   * A member signed in from a visitor: a member row, then tokens minted in-process that remember
   * the visitor (as a real sign-in does), so the visitor's cart can merge.
   */
  async function member(fromVisitor?: { authorization: string }, account: { email?: string; verified?: boolean } = {}) {
    const id = randomUUID();
    const email = account.email ?? `m-${id.slice(0, 8)}@vitrine.test`;
    // `verified`: as after a verification code, the address verified and proven.
    await platform.app.db.query('INSERT INTO members (id, site_id, login_email, email_verified, email_proven) VALUES ($1, $2, $3, $4, $4)', [id, platform.site.siteId, email, account.verified ?? false]);
    const visitorCaller = fromVisitor ? await platform.app.auth.callerFromToken(fromVisitor.authorization) : undefined;
    const tokens = await platform.app.auth.issueMemberTokens(platform.site.siteId, platform.site.clientId, id, visitorCaller);
    return { id, email, headers: { authorization: tokens.access_token } };
  }

  return { http, staff, product, reference, line, visitor, member, settings, events, stockOf };
}

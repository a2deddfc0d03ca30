import { describe, expect, it } from 'vitest';
import { createCatalogItems } from '../src/domains/catalog/catalog-items.service';
import { recordEvents } from '../src/lib/events';
import { ecomKit } from './ecom-helpers';
import { platformForFile } from './helpers';

/**
 * The outbox events of catalogue changes that do not come from a product write: bulk edits and the
 * stock an order takes. Webhook consumers and the events feed rely on every such change being told.
 */
const { platform } = platformForFile();
const kit = ecomKit(platform);

interface OutboxRow {
  type: string;
  payload: { variants?: Array<{ id: string; variant: { priceData: { price: number } }; stock: { quantity?: number; inStock: boolean } }>; stock?: { inventoryStatus: string; quantity?: number } };
}

async function outbox(entityId: string): Promise<OutboxRow[]> {
  return platform.app.db.query<OutboxRow>('SELECT type, payload FROM outbox_events WHERE entity_id = $1 ORDER BY seq', [entityId]);
}

const last = async (entityId: string, type: string) => (await outbox(entityId)).filter((row) => row.type === type).at(-1)!.payload;

describe('bulk edits', () => {
  it('bulk update writes product.changed and product.variants_changed with the new variant prices', async () => {
    const tee = await kit.product({ name: 'Bulk event tee', price: 10, options: [{ name: 'Size', choices: ['S', 'M'] }] });
    const unknown = '00000000-0000-4000-8000-000000000000';
    await kit.http.post('/stores/v1/bulk/products/update', { ids: [tee.id, unknown], set: { price: 12 } }, kit.staff);
    expect((await outbox(tee.id)).map((row) => row.type)).toEqual(['product.created', 'product.changed', 'product.variants_changed']);
    const variants = (await last(tee.id, 'product.variants_changed')).variants!;
    expect(variants.map((v) => v.variant.priceData.price)).toEqual([12, 12]);
    // The failed item wrote nothing.
    expect(await outbox(unknown)).toEqual([]);
  });

  it('bulk adjust writes both events for the products it changed and none for those it refused', async () => {
    const mug = await kit.product({ name: 'Bulk event mug', price: 20 });
    await kit.http.post('/stores/v1/bulk/products/adjust-properties', { ids: [mug.id], adjust: { price: { percentage: -25 } } }, kit.staff);
    expect((await outbox(mug.id)).map((row) => row.type)).toEqual(['product.created', 'product.changed', 'product.variants_changed']);
    expect((await last(mug.id, 'product.variants_changed')).variants![0]!.variant.priceData.price).toBe(15);
    // No cost to adjust: a failed item, and no event.
    const refused = await kit.http.post('/stores/v1/bulk/products/adjust-properties', { ids: [mug.id], adjust: { cost: { amount: 1 } } }, kit.staff);
    expect(refused.body.bulkActionMetadata).toEqual({ totalSuccesses: 0, totalFailures: 1 });
    expect(await outbox(mug.id)).toHaveLength(3);
  });
});

describe('stock taken by an order', () => {
  it('writes product.changed and product.variants_changed with the new quantity and stock status', async () => {
    const ebook = await kit.product({ name: 'Last copies', price: 5, productType: 'digital', quantity: 2 });
    const shopper = await kit.visitor();
    const { body } = await kit.http.post('/ecom/v1/checkouts', { lineItems: [kit.line(ebook.id, 2)], checkoutInfo: { buyerInfo: { email: 'reader@vitrine.test' } } }, shopper);
    const order = await kit.http.post(`/ecom/v1/checkouts/${body.checkout.id}/create-order`, {}, shopper);
    expect(order.status, JSON.stringify(order.body)).toBe(200);
    expect((await outbox(ebook.id)).map((row) => row.type)).toEqual(['product.created', 'product.changed', 'product.variants_changed']);
    expect((await last(ebook.id, 'product.changed')).stock).toMatchObject({ inventoryStatus: 'OUT_OF_STOCK', quantity: 0 });
    expect((await last(ebook.id, 'product.variants_changed')).variants![0]!.stock).toMatchObject({ quantity: 0, inStock: false });
  });

  it('writes nothing for products whose stock is not tracked', async () => {
    const poster = await kit.product({ name: 'Untracked poster', price: 5, productType: 'digital' });
    const shopper = await kit.visitor();
    const { body } = await kit.http.post('/ecom/v1/checkouts', { lineItems: [kit.line(poster.id, 1)], checkoutInfo: { buyerInfo: { email: 'fan@vitrine.test' } } }, shopper);
    expect((await kit.http.post(`/ecom/v1/checkouts/${body.checkout.id}/create-order`, {}, shopper)).status).toBe(200);
    expect((await outbox(poster.id)).map((row) => row.type)).toEqual(['product.created']);
  });

  it('leaves neither stock nor events behind when a later step of the order fails (one transaction)', async () => {
    const lamp = await kit.product({ name: 'Rolled-back lamp', price: 30, quantity: 4 });
    const variantId = lamp.variants![0]!.id;
    const catalogItems = createCatalogItems({ db: platform.app.db, baseUrl: () => platform.baseUrl });
    const failed = platform.app.db.transaction(async (tx) => {
      const reserved = await catalogItems.reserve(tx, platform.site.siteId, [{ variantId, quantity: 3 }]);
      expect(reserved.ok).toBe(true);
      // The order records the product events with its own, in the same transaction…
      await recordEvents(tx, reserved.ok ? reserved.events : []);
      expect((await tx.query('SELECT 1 FROM outbox_events WHERE entity_id = $1', [lamp.id])).length).toBe(3);
      throw new Error('payment step failed');
    });
    await expect(failed).rejects.toThrow('payment step failed');
    // …and after the rollback neither they nor the stock change do.
    expect((await outbox(lamp.id)).map((row) => row.type)).toEqual(['product.created']);
    expect(await kit.stockOf(variantId)).toBe(4);
  });
});

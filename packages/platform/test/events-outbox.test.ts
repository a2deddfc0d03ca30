import { describe, expect, it } from 'vitest';
import { eventTypes } from '../src/lib/events';
import { ecomKit } from './ecom-helpers';
import { platformForFile } from './helpers';

/**
 * Every event of spec §4 reaches the outbox when the public API makes the change, with the
 * entity after the change (the id alone for deletes): one walk through catalogue, carts,
 * checkouts, an order's life and redirect sessions, read back through the events feed.
 */
const { platform, owner } = platformForFile({ events: { worker: false } });
const kit = ecomKit(platform);

type FeedEvent = { id: string; type: string; siteId: string; entityId: string; createdDate: string; entity: Record<string, unknown> };

async function expectOk(response: Promise<{ status: number; body: any }>) {
  const { status, body } = await response;
  expect(status, JSON.stringify(body)).toBe(200);
  return body;
}

describe('the outbox', () => {
  it('holds an event for every change of spec §4, each with its entity', async () => {
    const { http, staff } = kit;
    const product = await kit.product({ name: 'Outbox Lamp', price: 20, options: [{ name: 'Size', choices: ['S', 'M'] }] });
    await expectOk(http.patch(`/stores/v1/products/${product.id}`, { product: { description: 'Bright.' } }, staff));
    await expectOk(http.patch(`/stores/v1/products/${product.id}/variants`, { variants: [{ variantIds: [product.variants![0]!.id], price: 25 }] }, staff));
    const doomed = await kit.product({ name: 'Outbox Doomed' });
    await expectOk(http.delete(`/stores/v1/products/${doomed.id}`, staff));

    const collection = (await expectOk(http.post('/stores/v1/collections', { collection: { name: 'Outbox picks' } }, staff))).collection;
    await expectOk(http.patch(`/stores/v1/collections/${collection.id}`, { collection: { name: 'Outbox favourites' } }, staff));
    await expectOk(http.delete(`/stores/v1/collections/${collection.id}`, staff));

    const shopper = await kit.visitor();
    const cart = (await expectOk(http.post('/ecom/v1/carts', { lineItems: [kit.line(product.id, 1, { variantId: product.variants![0]!.id })] }, shopper))).cart;
    await expectOk(http.post(`/ecom/v1/carts/${cart.id}/add-to-cart`, { lineItems: [kit.line(product.id, 1, { variantId: product.variants![1]!.id })] }, shopper));
    const { checkoutId } = await expectOk(http.post(`/ecom/v1/carts/${cart.id}/create-checkout`, { channelType: 'WEB' }, shopper));
    await expectOk(http.patch(`/ecom/v1/checkouts/${checkoutId}`, { checkout: { buyerInfo: { email: 'outbox@vitrine.test' } } }, shopper));
    await expectOk(http.post(`/ecom/v1/checkouts/${checkoutId}/mark-as-completed`, {}, shopper));
    const other = (await expectOk(http.post('/ecom/v1/carts', { lineItems: [kit.line(product.id, 1, { variantId: product.variants![0]!.id })] }, await kit.visitor()))).cart;
    await expectOk(http.delete(`/ecom/v1/carts/${other.id}`, staff));

    // An order's life: placed, fulfilled (then edited and deleted), refunded, canceled.
    const ebook = await kit.product({ name: 'Outbox E-book', price: 8, productType: 'digital' });
    const bought = (await expectOk(http.post('/ecom/v1/checkouts', { lineItems: [kit.line(ebook.id)], checkoutInfo: { buyerInfo: { email: 'outbox@vitrine.test' } } }, shopper))).checkout;
    const { orderId } = await expectOk(http.post(`/ecom/v1/checkouts/${bought.id}/create-order`, {}, shopper));
    const { fulfillmentId } = await expectOk(http.post(`/ecom/v1/fulfillments/orders/${orderId}/create-fulfillment`, { fulfillment: { trackingInfo: { trackingNumber: 'OB-1' } } }, staff));
    await expectOk(http.patch(`/ecom/v1/fulfillments/${fulfillmentId}/orders/${orderId}`, { fulfillment: { trackingInfo: { trackingNumber: 'OB-2' } } }, staff));
    await expectOk(http.delete(`/ecom/v1/fulfillments/${fulfillmentId}/orders/${orderId}`, staff));
    const { refundId } = await expectOk(http.post('/ecom/v1/order-billing/refund-payments', { orderId, paymentRefunds: [{ amount: '8.00' }] }, staff));
    await expectOk(http.post(`/ecom/v1/orders/${orderId}/cancel`, {}, staff));

    const session = (
      await expectOk(http.post('/headless/v1/redirect-session', { logout: { clientId: platform.site.clientId, postFlowUrl: 'http://127.0.0.1/signed-out' } }, shopper))
    ).redirectSession;

    const events: FeedEvent[] = [];
    let cursor: string | undefined;
    do {
      const page = await expectOk(http.get(`/_api/vitrine/v1/events?limit=100${cursor ? `&cursor=${cursor}` : ''}`, owner));
      events.push(...page.events);
      cursor = page.nextCursor;
    } while (cursor);

    expect(new Set(events.map((e) => e.type))).toEqual(new Set(eventTypes));
    const one = (type: string, entityId: string) => {
      const found = events.find((e) => e.type === type && e.entityId === entityId);
      expect(found, `${type} of ${entityId}`).toBeDefined();
      expect(found!.siteId).toBe(platform.site.siteId);
      expect(Number.isNaN(Date.parse(found!.createdDate))).toBe(false);
      return found!;
    };
    expect(one('product.created', product.id).entity).toMatchObject({ id: product.id, name: 'Outbox Lamp' });
    expect(one('product.changed', product.id).entity).toMatchObject({ id: product.id, description: 'Bright.' });
    expect(one('product.variants_changed', product.id).entity).toMatchObject({ productId: product.id, variants: expect.any(Array) });
    expect(one('product.deleted', doomed.id).entity).toEqual({ id: doomed.id });
    expect(one('collection.created', collection.id).entity).toMatchObject({ id: collection.id, name: 'Outbox picks' });
    expect(one('collection.changed', collection.id).entity).toMatchObject({ id: collection.id, name: 'Outbox favourites' });
    expect(one('collection.deleted', collection.id).entity).toEqual({ id: collection.id });
    expect(one('cart.created', cart.id).entity).toMatchObject({ id: cart.id });
    expect((one('cart.updated', cart.id).entity.lineItems as unknown[]).length).toBe(2);
    expect(one('cart.deleted', other.id).entity).toEqual({ id: other.id });
    expect(one('checkout.created', checkoutId).entity).toMatchObject({ id: checkoutId });
    expect(one('checkout.updated', checkoutId).entity).toMatchObject({ id: checkoutId, buyerInfo: { email: 'outbox@vitrine.test' } });
    expect(one('checkout.completed', checkoutId).entity).toMatchObject({ id: checkoutId, completed: true });
    expect(one('redirect_session.created', session.id).entity).toMatchObject({ id: session.id });
    expect(one('order.created', orderId).entity).toMatchObject({ id: orderId, status: 'APPROVED', revision: 0 });
    expect(one('order.updated', orderId).entity).toMatchObject({ id: orderId, revision: expect.any(Number) });
    expect(one('order.payment_status_updated', orderId).entity).toMatchObject({ id: orderId, paymentStatus: 'FULLY_REFUNDED' });
    expect(one('order.canceled', orderId).entity).toMatchObject({ id: orderId, status: 'CANCELED' });
    expect(one('fulfillment.created', fulfillmentId).entity).toMatchObject({ orderId, fulfillment: { id: fulfillmentId, trackingInfo: { trackingNumber: 'OB-1' } } });
    expect(one('fulfillment.updated', fulfillmentId).entity).toMatchObject({ orderId, fulfillment: { trackingInfo: { trackingNumber: 'OB-2' } } });
    expect(one('fulfillment.deleted', fulfillmentId).entity).toEqual({ orderId, fulfillmentId });
    expect(one('refund.created', refundId).entity).toMatchObject({ orderId, refund: { id: refundId, amount: { amount: '8.00' } } });
  });
});

import { createTestPaymentProvider, startTestPlatform, type TestPlatform } from '@vitrine/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiKeyStrategy, createClient, isApplicationError, OAuthStrategy } from '../src';
import { checkout } from '../src/modules/checkout';
import { currentCart } from '../src/modules/current-cart';
import { storesAppId } from '../src/modules/cart';
import { fulfillments } from '../src/modules/fulfillments';
import { orderTransactions } from '../src/modules/order-transactions';
import { orders } from '../src/modules/orders';
import { products } from '../src/modules/products';

let platform: TestPlatform;
let merchant: ReturnType<typeof makeMerchant>;
let productId: string;

const makeMerchant = () =>
  createClient({ modules: { products, orders, fulfillments, orderTransactions }, auth: ApiKeyStrategy({ apiKey: platform.site.apiKey, siteId: platform.site.siteId }), baseUrl: platform.baseUrl });
const makeShopper = () =>
  createClient({ modules: { currentCart, checkout, orders, fulfillments }, auth: OAuthStrategy({ clientId: platform.site.clientId }), baseUrl: platform.baseUrl });

const address = { country: 'US', subdivision: 'US-NY', city: 'New York', addressLine1: '5 Park Ave' };

/** The built-in test provider, unreachable for the next ask when a test says so. */
const testProvider = createTestPaymentProvider();
let providerUnreachable = false;
/** The reads that build a refund's answer after its hold committed fail, as a failing database would. */
let answerReadsFail = false;
/** While set, the provider answers a refund only once this resolves. */
let providerGate: Promise<void> | undefined;

beforeAll(async () => {
  platform = await startTestPlatform({
    orders: {
      paymentProvider: {
        refundsByReference: true,
        async refund(payment, amount, reference) {
          if (providerUnreachable) {
            providerUnreachable = false;
            throw new Error('connect ECONNREFUSED');
          }
          await providerGate;
          return testProvider.refund(payment, amount, reference);
        },
      },
      async readRefundAnswer(read) {
        if (answerReadsFail) throw new Error('Connection terminated unexpectedly');
        return read();
      },
    },
  });
  merchant = makeMerchant();
  const { product } = await merchant.products.createProduct({ name: 'Candle', productType: 'physical' as never, priceData: { price: 10 }, stock: { trackInventory: true, quantity: 50 } });
  productId = product.id;
  await fetch(`${platform.baseUrl}/_api/vitrine/v1/store-settings`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: platform.site.apiKey, 'wix-site-id': platform.site.siteId },
    body: JSON.stringify({ shipping: { regions: [{ name: 'US', countries: ['US'], options: [{ code: 'courier', title: 'Courier', cost: '4.00' }] }], pickupPoints: [] } }),
  });
});
afterAll(() => platform.close());

/** A visitor buys `quantity` candles through the SDK; 10.00 each plus 4.00 courier. */
async function placeOrder(quantity: number) {
  const shopper = makeShopper();
  await shopper.currentCart.addToCurrentCart({ lineItems: [{ catalogReference: { appId: storesAppId, catalogItemId: productId }, quantity }] });
  const { checkoutId } = await shopper.currentCart.createCheckoutFromCurrentCart({ channelType: 'WEB', email: 'sdk-orders@vitrine.test', shippingAddress: address });
  const { orderId } = await shopper.checkout.createOrder(checkoutId);
  return { shopper, order: await merchant.orders.getOrder(orderId) };
}

async function errorOf(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail');
}

describe('order life through the SDK', () => {
  it('fulfils in parts, with tracking the buyer reads, and refunds part of the payment', async () => {
    const { shopper, order } = await placeOrder(3);
    expect(order).toMatchObject({ fulfillmentStatus: 'NOT_FULFILLED', paymentStatus: 'PAID', revision: 0 });
    const lineId = order.lineItems[0]!.id;

    const first = await merchant.fulfillments.createFulfillment(order.id, { lineItems: [{ id: lineId, quantity: 1 }], trackingInfo: { trackingNumber: 'T1', shippingProvider: 'DHL', trackingLink: 'https://dhl.example/T1' } });
    expect(first.order.fulfillmentStatus).toBe('PARTIALLY_FULFILLED');
    const mine = await shopper.fulfillments.listFulfillmentsForSingleOrder(order.id);
    expect(mine.fulfillments).toEqual([expect.objectContaining({ id: first.fulfillmentId, trackingInfo: expect.objectContaining({ trackingNumber: 'T1' }) })]);
    expect(mine.fulfillments[0]!.createdDate).toBeInstanceOf(Date);
    const edited = await merchant.fulfillments.updateFulfillment(order.id, first.fulfillmentId, { trackingInfo: { trackingNumber: 'T2' } });
    expect(edited.order.fulfillments[0]!.trackingInfo?.trackingNumber).toBe('T2');
    const rest = await merchant.fulfillments.createFulfillment(order.id);
    expect(rest.order.fulfillmentStatus).toBe('FULFILLED');
    const removed = await merchant.fulfillments.deleteFulfillment(order.id, rest.fulfillmentId, { expectedRevision: rest.order.revision });
    expect(removed.order.fulfillmentStatus).toBe('PARTIALLY_FULFILLED');

    const refunded = await merchant.orderTransactions.refundPayments(order.id, { details: { items: [{ lineItemId: lineId, quantity: 1 }], reason: 'Scratched' } });
    expect(refunded.order).toMatchObject({ paymentStatus: 'PARTIALLY_REFUNDED', balanceSummary: { refunded: { amount: '10.00' } } });
    const transactions = await merchant.orderTransactions.listTransactionsForSingleOrder(order.id);
    expect(transactions.refunds).toEqual([expect.objectContaining({ id: refunded.refundId, status: 'COMPLETED', reason: 'Scratched' })]);
    expect(transactions.payments[0]).toMatchObject({ amount: { amount: '34.00' }, refundedAmount: { amount: '10.00' } });

    const tooMuch = await errorOf(merchant.orderTransactions.refundPayments(order.id, { paymentRefunds: [{ amount: '24.01' }] }));
    expect(isApplicationError(tooMuch) && [tooMuch.status, tooMuch.code]).toEqual([409, 'REFUND_EXCEEDS_PAID']);
  });

  it('a refund the provider did not answer resolves as pending, and the SDK does not send it again', async () => {
    const { order } = await placeOrder(1);
    providerUnreachable = true;
    const { refundId, orderTransactions: transactions } = await merchant.orderTransactions.refundPayments(order.id, { paymentRefunds: [{ amount: '2.00' }] });
    expect(transactions.refunds).toEqual([expect.objectContaining({ id: refundId, status: 'PENDING' })]);
    // One refund, held: a retry would have been a second one, paid the second time the provider was asked.
    expect((await merchant.orderTransactions.listTransactionsForSingleOrder(order.id)).refunds.map((refund) => [refund.id, refund.status])).toEqual([[refundId, 'PENDING']]);
  });

  it('a refund whose answer failed after it was held is not sent again by the retry: the retry is told to look at the order', async () => {
    const { order } = await placeOrder(1);
    answerReadsFail = true;
    let failed: unknown;
    try {
      // The first answer is a 500; the transport retries it with the same idempotency key.
      failed = await errorOf(merchant.orderTransactions.refundPayments(order.id, { paymentRefunds: [{ amount: '2.00' }] }));
    } finally {
      answerReadsFail = false;
    }
    expect(isApplicationError(failed) && [failed.status, failed.code]).toEqual([409, 'OUTCOME_UNKNOWN']);
    const { refunds } = await merchant.orderTransactions.listTransactionsForSingleOrder(order.id);
    expect(refunds.map((refund) => [refund.status, refund.amount.amount])).toEqual([['COMPLETED', '2.00']]);
  });

  it('a refund whose connection dropped while the platform went on with it is waited for, not failed: the retry gets its answer', async () => {
    const { order } = await placeOrder(1);
    let openGate!: () => void;
    providerGate = new Promise((resolve) => (openGate = resolve));
    const statuses: number[] = [];
    let dropped = false;
    // The network between this merchant and the platform drops the first refund's connection once
    // the platform has held the refund (its provider not answering yet); the platform goes on with it.
    const flaky = createClient({
      modules: { orderTransactions },
      auth: ApiKeyStrategy({ apiKey: platform.site.apiKey, siteId: platform.site.siteId }),
      baseUrl: platform.baseUrl,
      retries: 5,
      async fetch(input, init) {
        const sent = fetch(input, init);
        if (!String(input).endsWith('/refund-payments')) return sent;
        if (!dropped) {
          dropped = true;
          void sent.catch(() => undefined);
          await expect.poll(async () => (await merchant.orderTransactions.listTransactionsForSingleOrder(order.id)).refunds.length, { timeout: 60_000 }).toBe(1);
          throw new TypeError('fetch failed');
        }
        const response = await sent;
        statuses.push(response.status);
        // The retry was told the key is still in use: now the provider answers the first try.
        if (response.status === 409) openGate();
        return response;
      },
    });
    try {
      const { refundId } = await flaky.orderTransactions.refundPayments(order.id, { paymentRefunds: [{ amount: '2.00' }] });
      expect(statuses[0]).toBe(409);
      expect(statuses.at(-1)).toBe(200);
      const { refunds } = await merchant.orderTransactions.listTransactionsForSingleOrder(order.id);
      expect(refunds.map((refund) => [refund.id, refund.status, refund.amount.amount])).toEqual([[refundId, 'COMPLETED', '2.00']]);
    } finally {
      openGate();
      providerGate = undefined;
    }
  });

  it('cancels, notes and edits with revision checks; the buyer may read but not change', async () => {
    const { shopper, order } = await placeOrder(1);
    const denied = await errorOf(shopper.orders.cancelOrder(order.id));
    expect(isApplicationError(denied) && [denied.status, denied.code]).toEqual([403, 'PERMISSION_DENIED']);

    const updated = await merchant.orders.updateOrder(order.id, { buyerNote: 'Ring twice' }, { expectedRevision: order.revision });
    expect(updated).toMatchObject({ buyerNote: 'Ring twice', revision: 1 });
    const stale = await errorOf(merchant.orders.updateOrder(order.id, { buyerNote: 'Knock' }, { expectedRevision: 0 }));
    expect(isApplicationError(stale) && stale.code).toBe('REVISION_MISMATCH');
    const { order: noted, activityId } = await merchant.orders.addActivity(order.id, { merchantComment: { message: 'Gift' } });
    expect(noted.activities.at(-1)).toMatchObject({ id: activityId, type: 'MERCHANT_COMMENT', note: 'Gift', author: { type: 'APP' } });
    expect(noted.activities.at(-1)!.createdDate).toBeInstanceOf(Date);

    const canceled = await merchant.orders.cancelOrder(order.id);
    expect(canceled.status).toBe('CANCELED');
    const again = await errorOf(merchant.orders.cancelOrder(order.id));
    expect(isApplicationError(again) && again.code).toBe('ORDER_ALREADY_CANCELED');
    const { orders: found } = await merchant.orders.searchOrders({ filter: { status: 'CANCELED', id: order.id } });
    expect(found.map((o) => o.id)).toEqual([order.id]);
    expect((await shopper.orders.getOrder(order.id)).status).toBe('CANCELED');
  });
});

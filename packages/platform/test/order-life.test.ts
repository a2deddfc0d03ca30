import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../src/db/database';
import type { OrderNotice } from '../src/domains/ecom/orders/order-notices';
import type { OrderRow } from '../src/domains/ecom/orders/orders.repository';
import { createTestPaymentProvider, ProviderError } from '../src/domains/ecom/orders/payment-provider';
import { startTestPlatform, type TestPlatform } from '../src/testing';
import { ecomKit } from './ecom-helpers';
import { ownerToken } from './helpers';

/** Notices as the mail domain would get them, and a provider that fails or stalls when a test says so. */
const notices: Array<{ orderId: string; notice: OrderNotice }> = [];
const faults = {
  provider: undefined as string | undefined,
  /** The next ask fails without an answer (the provider unreachable). */
  unreachable: false,
  /** The next ask waits for this before it goes on (its process stopped, as far as the platform can tell). */
  stall: undefined as Promise<void> | undefined,
  notifier: false,
  notifierRefuses: new Set<string>(),
  /** Whether the provider says it keeps refunds by reference (only then is a refund in doubt asked about again). */
  byReference: true,
  /** The reads that build a refund's answer after its hold committed fail, as a failing database would. */
  answerReads: false,
  /** The next read of a refund's answer first waits until the sweep has completed the refund (by then the order's notices go out again). */
  sweepBeforeAnswer: undefined as { orderId: string } | undefined,
  /** The next refund hold's answer is lost, as a connection dropped at its COMMIT would lose it: after it committed, or before. */
  holdAnswerLost: undefined as 'after-commit' | 'before-commit' | undefined,
};
/** The references the provider was asked about, in order. */
const asked: string[] = [];
const provider = createTestPaymentProvider();

/** Holds the provider's next ask until the answered function is called. */
function stallNextAsk(): () => void {
  let release!: () => void;
  faults.stall = new Promise<void>((resolve) => (release = resolve));
  return release;
}

let platform: TestPlatform;
let kit: ReturnType<typeof ecomKit>;
let lamp: { id: string; variants?: Array<{ id: string }> };
let mug: { id: string; variants?: Array<{ id: string }> };
beforeAll(async () => {
  platform = await startTestPlatform({
    orders: {
      notifier: {
        async notify(_tx: Queryable, _siteId: string, order: OrderRow, notice: OrderNotice) {
          if (faults.notifier || faults.notifierRefuses.has(order.id)) throw new Error('mail outbox unavailable');
          notices.push({ orderId: order.id, notice });
        },
      },
      paymentProvider: {
        get refundsByReference() {
          return faults.byReference;
        },
        async refund(payment, amount, reference) {
          asked.push(reference);
          const stall = faults.stall;
          faults.stall = undefined;
          if (stall) await stall;
          if (faults.unreachable) {
            faults.unreachable = false;
            throw new Error('connect ECONNREFUSED');
          }
          if (faults.provider) throw new ProviderError('TEST', faults.provider);
          return provider.refund(payment, amount, reference);
        },
      },
      // Passes often enough that a test can wait for one, and asks again about an unanswered refund soon.
      refundSweepIntervalMs: 100,
      refundInDoubtAfterMs: 300,
      async readRefundAnswer(read) {
        if (faults.answerReads) throw new Error('Connection terminated unexpectedly');
        const waitFor = faults.sweepBeforeAnswer;
        faults.sweepBeforeAnswer = undefined;
        if (waitFor) {
          faults.notifierRefuses.delete(waitFor.orderId);
          const statuses = () => platform.app.db.query<{ status: string }>("SELECT status FROM order_transactions WHERE order_id = $1 AND kind = 'REFUND'", [waitFor.orderId]);
          await expect.poll(async () => (await statuses()).map((t) => t.status), { timeout: 20_000 }).toEqual(['COMPLETED']);
        }
        return read();
      },
      async commitRefundHold(commit) {
        const lost = faults.holdAnswerLost;
        faults.holdAnswerLost = undefined;
        if (lost === 'after-commit') await commit();
        if (lost) throw new Error('Connection terminated unexpectedly');
        return commit();
      },
    },
  });
  kit = ecomKit(platform);
  lamp = await kit.product({ name: 'Lamp', price: 40, quantity: 1000 });
  mug = await kit.product({ name: 'Mug', price: 5, quantity: 1000 });
  await kit.settings({
    shipping: {
      regions: [{ name: 'United States', countries: ['US'], options: [{ code: 'standard', title: 'Standard', cost: '5.00' }] }],
      pickupPoints: [{ code: 'shop', title: 'Pick up in store', method: 'STORE_PICKUP', cost: '0', address: { country: 'US', subdivision: 'US-NY', city: 'New York', addressLine: '1 Main St' } }],
    },
  });
});
afterAll(() => platform.close());

const ny = { country: 'US', subdivision: 'US-NY', city: 'New York', postalCode: '10001', addressLine: '5 Park Ave' };
const variantOf = (product: { variants?: Array<{ id: string }> }) => product.variants![0]!.id;

/** Places an order as `shopper` (a new visitor by default) and answers it as its buyer reads it. */
async function placeOrder(lines = [kit.line(lamp.id, 3), kit.line(mug.id, 1)], options: { shopper?: Record<string, string>; shipping?: string } = {}) {
  const shopper = options.shopper ?? (await kit.visitor());
  const checkout = (await kit.http.post('/ecom/v1/checkouts', { lineItems: lines, channelType: 'WEB' }, shopper)).body.checkout;
  const updated = await kit.http.patch(
    `/ecom/v1/checkouts/${checkout.id}`,
    { checkout: { buyerInfo: { email: 'buyer@vitrine.test' }, shippingInfo: { shippingDestination: { address: ny }, selectedCarrierServiceOption: { code: options.shipping ?? 'standard' } } } },
    shopper,
  );
  expect(updated.status).toBe(200);
  const placed = await kit.http.post(`/ecom/v1/checkouts/${checkout.id}/create-order`, {}, shopper);
  expect(placed.status).toBe(200);
  const order = (await kit.http.get(`/ecom/v1/orders/${placed.body.orderId}`, shopper)).body.order;
  return { order, shopper };
}

const orderOf = async (id: string) => (await kit.http.get(`/ecom/v1/orders/${id}`, kit.staff)).body.order;
const noticesOf = (orderId: string) => notices.filter((n) => n.orderId === orderId).map((n) => n.notice);
const refund = (orderId: string, body: Record<string, unknown> = {}) => kit.http.post('/ecom/v1/order-billing/refund-payments', { orderId, ...body }, kit.staff);

describe('an order as placed', () => {
  it('starts approved, paid, not fulfilled, at revision 0, with its placement on the timeline and an order.created event', async () => {
    const { order } = await placeOrder();
    expect(order).toMatchObject({ status: 'APPROVED', paymentStatus: 'PAID', fulfillmentStatus: 'NOT_FULFILLED', revision: 0, fulfillments: [], refunds: [] });
    expect(order.activities.map((a: { type: string }) => a.type)).toEqual(['ORDER_PLACED', 'ORDER_PAID']);
    expect(order.lineItems.map((l: { fulfilledQuantity: number; refundedQuantity: number }) => [l.fulfilledQuantity, l.refundedQuantity])).toEqual([[0, 0], [0, 0]]);
    expect(await kit.events(order.id)).toEqual(['order.created']);
  });
});

describe('fulfilments', () => {
  it('fulfil part of an order, then the rest; quantities never exceed what is left; the status follows edits and deletes', async () => {
    const { order, shopper } = await placeOrder();
    const [lampLine, mugLine] = order.lineItems;
    const path = `/ecom/v1/fulfillments/orders/${order.id}/create-fulfillment`;
    const tracking = { trackingNumber: '1Z999', shippingProvider: 'UPS', trackingLink: 'https://ups.example/1Z999' };

    const first = await kit.http.post(path, { fulfillment: { lineItems: [{ id: lampLine.id, quantity: 2 }], trackingInfo: tracking } }, kit.staff);
    expect(first.status).toBe(200);
    expect(first.body.order).toMatchObject({ fulfillmentStatus: 'PARTIALLY_FULFILLED', revision: 1 });
    expect(first.body.order.lineItems[0].fulfilledQuantity).toBe(2);
    expect(first.body.orderWithFulfillments.fulfillments).toEqual([expect.objectContaining({ id: first.body.fulfillmentId, lineItems: [{ id: lampLine.id, quantity: 2 }], trackingInfo: tracking })]);

    const tooMany = await kit.http.post(path, { fulfillment: { lineItems: [{ id: lampLine.id, quantity: 2 }] } }, kit.staff);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.details.validationError.fieldViolations[0]).toMatchObject({ field: 'fulfillment.lineItems', violatedRule: 'MAX', data: { available: 1 } });
    const unknownLine = await kit.http.post(path, { fulfillment: { lineItems: [{ id: 'no-such-line', quantity: 1 }] } }, kit.staff);
    expect(unknownLine.status).toBe(400);

    // No line items: every unit left.
    const rest = await kit.http.post(path, { fulfillment: {} }, kit.staff);
    expect(rest.body.order.fulfillmentStatus).toBe('FULFILLED');
    expect(rest.body.order.lineItems.map((l: { fulfilledQuantity: number }) => l.fulfilledQuantity)).toEqual([3, 1]);
    expect(rest.body.fulfillmentId).not.toBe(first.body.fulfillmentId);
    const nothingLeft = await kit.http.post(path, { fulfillment: {} }, kit.staff);
    expect(nothingLeft.status).toBe(409);
    expect(nothingLeft.body.details.applicationError.code).toBe('ORDER_ALREADY_FULFILLED');

    // The buyer follows the tracking; another shopper cannot see it.
    const listed = await kit.http.get(`/ecom/v1/fulfillments/orders/${order.id}`, shopper);
    expect(listed.status).toBe(200);
    expect(listed.body.orderWithFulfillments).toMatchObject({ orderId: order.id, fulfillments: [{ trackingInfo: tracking }, { lineItems: [{ id: lampLine.id, quantity: 1 }, { id: mugLine.id, quantity: 1 }] }] });
    expect((await kit.http.get(`/ecom/v1/fulfillments/orders/${order.id}`, await kit.visitor())).status).toBe(404);

    const edited = await kit.http.patch(`/ecom/v1/fulfillments/${first.body.fulfillmentId}/orders/${order.id}`, { fulfillment: { trackingInfo: { ...tracking, trackingNumber: '1Z000' } } }, kit.staff);
    expect(edited.status).toBe(200);
    expect(edited.body.order.fulfillments[0].trackingInfo.trackingNumber).toBe('1Z000');
    const deleted = await kit.http.delete(`/ecom/v1/fulfillments/${rest.body.fulfillmentId}/orders/${order.id}`, kit.staff);
    expect(deleted.status).toBe(200);
    expect(deleted.body.order).toMatchObject({ fulfillmentStatus: 'PARTIALLY_FULFILLED', revision: 4 });
    expect((await kit.http.delete(`/ecom/v1/fulfillments/${rest.body.fulfillmentId}/orders/${order.id}`, kit.staff)).status).toBe(404);

    expect(noticesOf(order.id)).toEqual([
      { kind: 'ORDER_SHIPPED', fulfillmentId: first.body.fulfillmentId },
      { kind: 'ORDER_SHIPPED', fulfillmentId: rest.body.fulfillmentId },
    ]);
    expect(await kit.events(order.id)).toEqual(['order.created', 'order.updated', 'order.updated', 'order.updated', 'order.updated']);
    expect(await kit.events(first.body.fulfillmentId)).toEqual(['fulfillment.created', 'fulfillment.updated']);
    expect(await kit.events(rest.body.fulfillmentId)).toEqual(['fulfillment.created', 'fulfillment.deleted']);
    const timeline = (await orderOf(order.id)).activities;
    expect(timeline.find((a: { type: string }) => a.type === 'ORDER_FULFILLED')).toMatchObject({ author: { type: 'APP' }, data: { fulfillmentId: first.body.fulfillmentId } });
    expect(timeline.map((a: { type: string }) => a.type)).toContain('SHIPPING_CONFIRMATION_EMAIL_SENT');

    // Something shipped: the order can no longer be canceled.
    const cancel = await kit.http.post(`/ecom/v1/orders/${order.id}/cancel`, {}, kit.staff);
    expect(cancel.status).toBe(409);
    expect(cancel.body.details.applicationError.code).toBe('ORDER_HAS_FULFILLMENTS');
  });

  it('a pickup order is marked ready, then picked up, without a shipping notice', async () => {
    const { order } = await placeOrder([kit.line(mug.id, 2)], { shipping: 'shop' });
    const ready = await kit.http.post(`/ecom/v1/orders/${order.id}/mark-ready-for-pickup`, {}, kit.staff);
    expect(ready.status).toBe(200);
    expect(ready.body.order.shippingInfo.logistics.pickupDetails.readyForPickupDate).toEqual(expect.any(String));
    const picked = await kit.http.post(`/ecom/v1/orders/${order.id}/mark-picked-up`, {}, kit.staff);
    expect(picked.body.order).toMatchObject({ fulfillmentStatus: 'FULFILLED', fulfillments: [{ pickedUp: true, lineItems: [{ quantity: 2 }] }] });
    expect(noticesOf(order.id)).toEqual([]);
    const shipped = await placeOrder([kit.line(mug.id, 1)]);
    expect((await kit.http.post(`/ecom/v1/orders/${shipped.order.id}/mark-ready-for-pickup`, {}, kit.staff)).body.details.applicationError.code).toBe('ORDER_NOT_PICKUP');
    expect((await kit.http.post(`/ecom/v1/orders/${shipped.order.id}/mark-picked-up`, {}, kit.staff)).body.details.applicationError.code).toBe('ORDER_NOT_PICKUP');
  });
});

describe('cancel', () => {
  it('of 10 racing cancels one applies: stock goes back exactly once, one notice, one order.canceled event', async () => {
    const before = await kit.stockOf(variantOf(lamp));
    const { order } = await placeOrder([kit.line(lamp.id, 4)]);
    expect(await kit.stockOf(variantOf(lamp))).toBe(before! - 4);
    const answers = await Promise.all(Array.from({ length: 10 }, () => kit.http.post(`/ecom/v1/orders/${order.id}/cancel`, {}, kit.staff)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused.map((a) => [a.status, a.body.details.applicationError.code])).toEqual(Array(9).fill([409, 'ORDER_ALREADY_CANCELED']));
    expect(await kit.stockOf(variantOf(lamp))).toBe(before);
    expect(noticesOf(order.id)).toEqual([{ kind: 'ORDER_CANCELED' }]);
    expect((await kit.events(order.id)).filter((type) => type === 'order.canceled')).toHaveLength(1);
    const canceled = await orderOf(order.id);
    expect(canceled).toMatchObject({ status: 'CANCELED', revision: 1 });
    expect(canceled.activities.at(-2)).toMatchObject({ type: 'ORDER_CANCELED', author: { type: 'APP' } });

    const fulfil = await kit.http.post(`/ecom/v1/fulfillments/orders/${order.id}/create-fulfillment`, { fulfillment: {} }, kit.staff);
    expect(fulfil.status).toBe(409);
    // A refund after the cancel may restock: nothing goes back twice.
    const refunded = await refund(order.id, { details: { items: [{ lineItemId: order.lineItems[0].id, quantity: 4 }] }, sideEffects: { restockInfo: { type: 'ALL_ITEMS' } } });
    expect(refunded.status).toBe(200);
    expect(await kit.stockOf(variantOf(lamp))).toBe(before);
  });

  it('racing a fulfilment: never both; the one that came second is refused', async () => {
    for (let round = 0; round < 3; round++) {
      const { order } = await placeOrder([kit.line(mug.id, 1)]);
      const [cancel, fulfil] = await Promise.all([
        kit.http.post(`/ecom/v1/orders/${order.id}/cancel`, {}, kit.staff),
        kit.http.post(`/ecom/v1/fulfillments/orders/${order.id}/create-fulfillment`, { fulfillment: {} }, kit.staff),
      ]);
      expect([cancel.status, fulfil.status].sort()).toEqual([200, 409]);
      const after = await orderOf(order.id);
      if (cancel.status === 200) expect(after).toMatchObject({ status: 'CANCELED', fulfillments: [] });
      else expect(after).toMatchObject({ status: 'APPROVED', fulfillmentStatus: 'FULFILLED' });
    }
  });

  it('can keep the stock out and skip the e-mail', async () => {
    const before = await kit.stockOf(variantOf(mug));
    const { order } = await placeOrder([kit.line(mug.id, 2)]);
    const canceled = await kit.http.post(`/ecom/v1/orders/${order.id}/cancel`, { restockAllItems: false, sendOrderCanceledEmail: false }, kit.staff);
    expect(canceled.body.order.status).toBe('CANCELED');
    expect(await kit.stockOf(variantOf(mug))).toBe(before! - 2);
    expect(noticesOf(order.id)).toEqual([]);
  });
});

describe('refunds', () => {
  it('10 concurrent partial refunds never exceed what was paid', async () => {
    // 3 × 40.00 + 5.00 + 5.00 shipping = 130.00
    const { order } = await placeOrder();
    expect(order.payment.amount.amount).toBe('130.00');
    const answers = await Promise.all(Array.from({ length: 10 }, () => refund(order.id, { paymentRefunds: [{ amount: '30.00' }] })));
    const ok = answers.filter((a) => a.status === 200);
    expect(ok).toHaveLength(4);
    expect(answers.filter((a) => a.status === 409).every((a) => a.body.details.applicationError.code === 'REFUND_EXCEEDS_PAID')).toBe(true);
    const after = await orderOf(order.id);
    expect(after).toMatchObject({ paymentStatus: 'PARTIALLY_REFUNDED', balanceSummary: { refunded: { amount: '120.00' } } });
    expect(new Set(ok.map((a) => a.body.refundId)).size).toBe(4);
    expect(noticesOf(order.id)).toHaveLength(4);

    const last = await refund(order.id, { paymentRefunds: [{ amount: '10.00' }] });
    expect(last.body.order.paymentStatus).toBe('FULLY_REFUNDED');
    const transactions = (await kit.http.get(`/ecom/v1/payments/orders/${order.id}`, kit.staff)).body.orderTransactions;
    expect(transactions.payments).toEqual([expect.objectContaining({ status: 'APPROVED', amount: expect.objectContaining({ amount: '130.00' }), refundedAmount: expect.objectContaining({ amount: '130.00' }) })]);
    expect(transactions.refunds).toHaveLength(5);
    expect((await refund(order.id, { paymentRefunds: [{ amount: '0.01' }] })).status).toBe(409);
  });

  it('by line items and shipping, with restock of some items', async () => {
    const before = await kit.stockOf(variantOf(lamp));
    const { order } = await placeOrder();
    const lampLine = order.lineItems[0];
    const response = await refund(order.id, {
      details: { items: [{ lineItemId: lampLine.id, quantity: 2 }], shippingIncluded: true, reason: 'Broken in transit' },
      sideEffects: { restockInfo: { type: 'SOME_ITEMS', items: [{ lineItemId: lampLine.id, quantity: 1 }] } },
    });
    expect(response.status).toBe(200);
    expect(response.body.order.refunds).toEqual([
      expect.objectContaining({ id: response.body.refundId, status: 'COMPLETED', amount: expect.objectContaining({ amount: '85.00' }), shippingAmount: expect.objectContaining({ amount: '5.00' }), reason: 'Broken in transit' }),
    ]);
    expect(response.body.order.lineItems[0].refundedQuantity).toBe(2);
    expect(await kit.stockOf(variantOf(lamp))).toBe(before! - 3 + 1);
    expect(await kit.events(response.body.refundId)).toEqual(['refund.created']);
    expect(await kit.events(order.id)).toEqual(['order.created', 'order.updated', 'order.payment_status_updated']);
    const again = await refund(order.id, { details: { items: [{ lineItemId: lampLine.id, quantity: 2 }] } });
    expect(again.status).toBe(400);
    expect(again.body.details.validationError.fieldViolations[0]).toMatchObject({ field: 'details.items', violatedRule: 'MAX' });
    expect((await refund(order.id, { details: { shippingIncluded: true } })).status).toBe(400);
  });

  it('a provider failure says why and leaves the order as it was', async () => {
    const { order } = await placeOrder();
    faults.provider = 'Card issuer declined the refund';
    try {
      const failed = await refund(order.id, { paymentRefunds: [{ amount: '20.00' }], details: { items: [{ lineItemId: order.lineItems[1].id, quantity: 1 }] } });
      expect(failed.status).toBe(409);
      expect(failed.body.details.applicationError).toMatchObject({ code: 'REFUND_FAILED', data: { provider: 'TEST', reason: 'Card issuer declined the refund', amount: '20.00' } });
    } finally {
      faults.provider = undefined;
    }
    expect(await orderOf(order.id)).toEqual(await orderOf(order.id));
    const after = await orderOf(order.id);
    expect(after).toMatchObject({ paymentStatus: 'PAID', revision: 0, refunds: [], updatedDate: order.updatedDate });
    expect(after.lineItems[1].refundedQuantity).toBe(0);
    expect((await kit.http.get(`/ecom/v1/payments/orders/${order.id}`, kit.staff)).body.orderTransactions.refunds).toEqual([]);
    expect(await kit.events(order.id)).toEqual(['order.created']);
    expect(noticesOf(order.id)).toEqual([]);
    // The held amount was let go: the whole payment can still be refunded.
    expect((await refund(order.id, { paymentRefunds: [{ amount: '130.00' }] })).body.order.paymentStatus).toBe('FULLY_REFUNDED');
  });
});

describe('a refund the provider paid but whose completion failed', () => {
  it('is completed by the sweep: once, by its asker, with its restock, event and notice', async () => {
    const stockBefore = await kit.stockOf(variantOf(mug));
    const { order } = await placeOrder();
    const mugLine = order.lineItems[1];
    const refundedBody = { paymentRefunds: [{ amount: '5.00' }], details: { items: [{ lineItemId: mugLine.id, quantity: 1 }] }, sideEffects: { restockInfo: { type: 'ALL_ITEMS' } } };
    faults.notifier = true;
    try {
      const accepted = await refund(order.id, refundedBody);
      // Accepted, its outcome to come: the caller is not asked to try again (that would be a second refund).
      expect(accepted.status).toBe(202);
      expect(accepted.body.orderTransactions.refunds).toEqual([expect.objectContaining({ id: accepted.body.refundId, status: 'PENDING' })]);
      // The provider paid: the refund stays held until a completion succeeds, and its amount is
      // counted, so the rest of the payment is all that can still be refunded.
      const [held] = await platform.app.db.query<{ status: string }>("SELECT status FROM order_transactions WHERE order_id = $1 AND kind = 'REFUND'", [order.id]);
      expect(held).toMatchObject({ status: 'PENDING' });
      expect((await refund(order.id, { paymentRefunds: [{ amount: '126.00' }] })).body.details.applicationError.code).toBe('REFUND_EXCEEDS_PAID');
    } finally {
      faults.notifier = false;
    }
    await expect.poll(async () => (await orderOf(order.id)).paymentStatus, { timeout: 20_000 }).toBe('PARTIALLY_REFUNDED');
    const finished = await orderOf(order.id);
    const refundId = (await platform.app.db.query<{ id: string }>("SELECT id FROM order_transactions WHERE order_id = $1 AND kind = 'REFUND'", [order.id]))[0]!.id;
    expect(finished.refunds).toEqual([expect.objectContaining({ id: refundId, status: 'COMPLETED', amount: expect.objectContaining({ amount: '5.00' }) })]);
    expect(finished.lineItems[1].refundedQuantity).toBe(1);
    expect(finished.activities.filter((a: { type: string }) => a.type === 'ORDER_REFUNDED')).toEqual([expect.objectContaining({ author: { type: 'APP', id: expect.any(String) } })]);
    expect(await kit.events(refundId)).toEqual(['refund.created']);
    // The buyer is told of the refund, and the store, whose request was answered 202 (sent, not confirmed), that it now is.
    expect(noticesOf(order.id)).toEqual([
      { kind: 'ORDER_REFUNDED', refundId },
      { kind: 'REFUND_CONFIRMED', refundId },
    ]);
    expect(await kit.stockOf(variantOf(mug))).toBe(stockBefore);
    // Nothing is owed any more, and the rest of the payment refunds as usual.
    expect(await platform.app.db.query("SELECT id FROM order_transactions WHERE status = 'PENDING' AND provider_answered_at IS NOT NULL")).toEqual([]);
    expect((await refund(order.id, { paymentRefunds: [{ amount: '125.00' }] })).body.order.paymentStatus).toBe('FULLY_REFUNDED');
  });
});

describe('owed refunds whose completion keeps failing', () => {
  it('are put off, and do not hold up the others', async () => {
    const [stuck, healthy] = [(await placeOrder([kit.line(mug.id, 1)])).order, (await placeOrder([kit.line(mug.id, 1)])).order];
    faults.notifier = true;
    faults.notifierRefuses.add(stuck.id);
    try {
      expect((await refund(stuck.id, { paymentRefunds: [{ amount: '1.00' }] })).status).toBe(202);
      expect((await refund(healthy.id, { paymentRefunds: [{ amount: '1.00' }] })).status).toBe(202);
      // From here only the older one's completion fails: the sweep still completes the other.
      faults.notifier = false;
      await expect.poll(async () => (await orderOf(healthy.id)).paymentStatus, { timeout: 20_000 }).toBe('PARTIALLY_REFUNDED');
      // The stuck one is still owed, and was put off after each failed try.
      const waiting = await platform.app.db.query<{ sweep_attempts: number; put_off: boolean }>(
        "SELECT sweep_attempts, next_sweep_at IS NOT NULL AS put_off FROM order_transactions WHERE order_id = $1 AND status = 'PENDING'",
        [stuck.id],
      );
      expect(waiting).toEqual([expect.objectContaining({ put_off: true })]);
      expect(waiting[0]!.sweep_attempts).toBeGreaterThanOrEqual(1);
    } finally {
      faults.notifier = false;
      faults.notifierRefuses.delete(stuck.id);
    }
    // Once it can, the put-off refund completes too (its next try is at most a few seconds away).
    await expect.poll(async () => (await orderOf(stuck.id)).paymentStatus, { timeout: 30_000 }).toBe('PARTIALLY_REFUNDED');
  });
});

describe('a refund whose provider answer was never recorded', () => {
  const heldRefunds = (orderId: string) =>
    platform.app.db.query<{ id: string; answered: boolean }>("SELECT id, provider_answered_at IS NOT NULL AS answered FROM order_transactions WHERE order_id = $1 AND status = 'PENDING'", [orderId]);

  it('is asked about again with the same reference and completed once, and its stalled request then answers the order', async () => {
    const { order } = await placeOrder([kit.line(mug.id, 2)]);
    const release = stallNextAsk();
    const pending = refund(order.id, { paymentRefunds: [{ amount: '5.00' }], details: { items: [{ lineItemId: order.lineItems[0].id, quantity: 1 }] } });
    try {
      // The first ask never comes back; the sweep asks again and completes the refund on its own.
      await expect.poll(async () => (await orderOf(order.id)).paymentStatus, { timeout: 20_000 }).toBe('PARTIALLY_REFUNDED');
    } finally {
      release();
    }
    const answered = await pending;
    expect(answered.status).toBe(200);
    expect(answered.body.order.paymentStatus).toBe('PARTIALLY_REFUNDED');
    const { refundId } = answered.body;
    expect(asked.filter((reference) => reference === refundId).length).toBeGreaterThanOrEqual(2);
    const finished = await orderOf(order.id);
    expect(finished.refunds).toEqual([expect.objectContaining({ id: refundId, status: 'COMPLETED', amount: expect.objectContaining({ amount: '5.00' }) })]);
    expect(finished.activities.filter((a: { type: string }) => a.type === 'ORDER_REFUNDED')).toEqual([expect.objectContaining({ author: { type: 'APP', id: expect.any(String) } })]);
    expect(await kit.events(refundId)).toEqual(['refund.created']);
    // The buyer is told of the refund; its request, still waiting, answers it made (200), so the store needs no confirmation.
    expect(noticesOf(order.id)).toEqual([{ kind: 'ORDER_REFUNDED', refundId }]);
    expect(await heldRefunds(order.id)).toEqual([]);
    // The transaction id is the provider's answer to that reference, the one both asks got.
    const [recorded] = await platform.app.db.query<{ provider_transaction_id: string }>('SELECT provider_transaction_id FROM order_transactions WHERE id = $1', [refundId]);
    expect(recorded!.provider_transaction_id).toBe((await provider.refund({ id: 'any', amount: 1, currency: 'USD' }, 1, refundId)).transactionId);
  });

  it('keeps a yes already recorded when a later ask of it is refused', async () => {
    const { order } = await placeOrder([kit.line(mug.id, 2)]);
    const release = stallNextAsk();
    // Its completion fails for now, so the sweep's recorded yes stays on a held refund.
    faults.notifierRefuses.add(order.id);
    const pending = refund(order.id, { paymentRefunds: [{ amount: '5.00' }] });
    try {
      await expect.poll(async () => (await heldRefunds(order.id)).map((held) => held.answered), { timeout: 20_000 }).toEqual([true]);
      // The stalled ask now comes back refused: the money went back all the same.
      faults.provider = 'Duplicate request';
      faults.notifierRefuses.delete(order.id);
      release();
      const answered = await pending;
      expect(answered.status).toBe(200);
      expect(answered.body.order.paymentStatus).toBe('PARTIALLY_REFUNDED');
    } finally {
      faults.provider = undefined;
      faults.notifierRefuses.delete(order.id);
      release();
    }
    expect((await orderOf(order.id)).refunds).toEqual([expect.objectContaining({ status: 'COMPLETED', amount: expect.objectContaining({ amount: '5.00' }) })]);
  });

  it('is let go when the provider, asked again, refuses it', async () => {
    const { order } = await placeOrder([kit.line(mug.id, 2)]);
    const release = stallNextAsk();
    const askedBefore = asked.length;
    const pending = refund(order.id, { paymentRefunds: [{ amount: '5.00' }] });
    faults.provider = 'Card account closed';
    try {
      // Its own ask stalls; the sweep asks again, is refused, and lets go of the held amount.
      await expect.poll(() => asked.length - askedBefore, { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
      await expect.poll(() => heldRefunds(order.id), { timeout: 20_000 }).toEqual([]);
      release();
      const answered = await pending;
      expect(answered.status).toBe(409);
      expect(answered.body.details.applicationError).toMatchObject({ code: 'REFUND_FAILED', data: { reason: 'Card account closed' } });
    } finally {
      faults.provider = undefined;
      release();
    }
    // Let go by the sweep, it is on the order (its request, still waiting, heard 409 itself): one
    // activity, one order.updated, one store notice, and the payment untouched.
    const after = await orderOf(order.id);
    expect(after).toMatchObject({ paymentStatus: 'PAID', refunds: [], revision: 1 });
    expect(after.activities.filter((a: { type: string }) => a.type === 'REFUND_FAILED')).toEqual([
      expect.objectContaining({ author: { type: 'SYSTEM' }, data: expect.objectContaining({ amount: '5.00', reason: 'Card account closed' }) }),
    ]);
    expect(await kit.events(order.id)).toEqual(['order.created', 'order.updated']);
    const [failed] = after.activities.filter((a: { type: string }) => a.type === 'REFUND_FAILED');
    expect(noticesOf(order.id)).toEqual([{ kind: 'REFUND_FAILED', refundId: failed.data.refundId }]);
    // Nothing stays held: the whole payment can still be refunded.
    expect((await refund(order.id, { paymentRefunds: [{ amount: after.priceSummary.total.amount }] })).body.order.paymentStatus).toBe('FULLY_REFUNDED');
  });

  it('stays held when the provider could not be reached, is answered so to a retry, and is completed once the provider answers', async () => {
    const { order } = await placeOrder([kit.line(mug.id, 2)]);
    faults.unreachable = true;
    const retried = { ...kit.staff, 'idempotency-key': `refund-${order.id}` };
    const body = { orderId: order.id, paymentRefunds: [{ amount: '5.00' }] };
    const accepted = await kit.http.post('/ecom/v1/order-billing/refund-payments', body, retried);
    expect(accepted.status).toBe(202);
    expect(accepted.body.orderTransactions.refunds).toEqual([expect.objectContaining({ id: accepted.body.refundId, status: 'PENDING' })]);
    // A client that retries the same request (as the SDK does after a 5xx) gets the same answer, and no second refund.
    const again = await kit.http.post('/ecom/v1/order-billing/refund-payments', body, retried);
    expect(again.status).toBe(202);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body.refundId).toBe(accepted.body.refundId);
    const held = await platform.app.db.query("SELECT id FROM order_transactions WHERE order_id = $1 AND kind = 'REFUND'", [order.id]);
    expect(held).toHaveLength(1);
    // Whether the money went back is not known, so its amount stays held until the provider says.
    await expect.poll(async () => (await orderOf(order.id)).paymentStatus, { timeout: 20_000 }).toBe('PARTIALLY_REFUNDED');
    expect((await orderOf(order.id)).refunds).toEqual([expect.objectContaining({ status: 'COMPLETED', amount: expect.objectContaining({ amount: '5.00' }) })]);
  });
});

describe('a refund whose answer fails after its hold committed', () => {
  it('is kept under its idempotency key as outcome unknown: a retry with the key refunds nothing more', async () => {
    const { order } = await placeOrder([kit.line(mug.id, 2)]);
    const keyed = { ...kit.staff, 'idempotency-key': `answer-fails-${order.id}` };
    const body = { orderId: order.id, paymentRefunds: [{ amount: '3.00' }] };
    faults.answerReads = true;
    let failed: Awaited<ReturnType<typeof refund>>;
    try {
      failed = await kit.http.post('/ecom/v1/order-billing/refund-payments', body, keyed);
    } finally {
      faults.answerReads = false;
    }
    expect(failed.status).toBe(500);
    const refundsOf = () => platform.app.db.query<{ id: string; status: string }>("SELECT id, status FROM order_transactions WHERE order_id = $1 AND kind = 'REFUND'", [order.id]);
    const [made] = await refundsOf();
    expect(made).toMatchObject({ status: 'COMPLETED' });
    // The failed answer itself says the refund was held, so a caller without a key knows to look before refunding again.
    expect(failed.body.details.applicationError).toMatchObject({ code: 'OUTCOME_UNKNOWN', data: { orderId: order.id, refundId: made!.id } });

    // The retry a client (the SDK's transport) sends after the 5xx, with the same key: told to look, refunding nothing.
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const retried = await kit.http.post('/ecom/v1/order-billing/refund-payments', body, keyed);
      expect(retried.status).toBe(409);
      expect(retried.headers.get('idempotent-replayed')).toBe('true');
      expect(retried.body.details.applicationError).toMatchObject({ code: 'OUTCOME_UNKNOWN', data: { orderId: order.id, refundId: made!.id } });
    }
    expect(await refundsOf()).toEqual([made]);
    expect((await orderOf(order.id)).balanceSummary.refunded.amount).toBe('3.00');
    // The provider’s refusal lets go of the hold and of the key: the same key may ask again.
    const refusedKey = { ...kit.staff, 'idempotency-key': `refused-${order.id}` };
    faults.provider = 'Card account closed';
    try {
      expect((await kit.http.post('/ecom/v1/order-billing/refund-payments', body, refusedKey)).status).toBe(409);
    } finally {
      faults.provider = undefined;
    }
    expect((await kit.http.post('/ecom/v1/order-billing/refund-payments', body, refusedKey)).status).toBe(200);
  });
});

describe('a refund the sweep completes while its request is still answering', () => {
  it('is answered 200 as done, not 202 as still to come', async () => {
    const { order } = await placeOrder([kit.line(mug.id, 2)]);
    // The request's own completion fails (the mail outbox), so it would answer 202; the sweep then completes it first.
    faults.notifierRefuses.add(order.id);
    faults.sweepBeforeAnswer = { orderId: order.id };
    const answered = await refund(order.id, { paymentRefunds: [{ amount: '3.00' }] });
    expect(answered.status).toBe(200);
    expect(answered.body.order.refunds).toEqual([expect.objectContaining({ id: answered.body.refundId, status: 'COMPLETED' })]);
    expect(answered.body.orderTransactions.refunds).toEqual([expect.objectContaining({ id: answered.body.refundId })]);
  });
});

describe('a refund whose hold lost its answer at COMMIT', () => {
  const body = (orderId: string) => ({ orderId, paymentRefunds: [{ amount: '3.00' }] });
  const refundsOf = (orderId: string) => platform.app.db.query<{ id: string; status: string }>("SELECT id, status FROM order_transactions WHERE order_id = $1 AND kind = 'REFUND'", [orderId]);

  it('committed: the caller is told to look, a retry with the key holds nothing more, and the sweep settles the one held', async () => {
    const { order } = await placeOrder([kit.line(mug.id, 2)]);
    const keyed = { ...kit.staff, 'idempotency-key': `hold-lost-${order.id}` };
    faults.holdAnswerLost = 'after-commit';
    const failed = await kit.http.post('/ecom/v1/order-billing/refund-payments', body(order.id), keyed);
    expect(failed.status).toBe(500);
    const [held] = await refundsOf(order.id);
    expect(held).toMatchObject({ status: 'PENDING' });
    expect(failed.body.details.applicationError).toMatchObject({ code: 'OUTCOME_UNKNOWN', data: { orderId: order.id, refundId: held!.id } });
    const retried = await kit.http.post('/ecom/v1/order-billing/refund-payments', body(order.id), keyed);
    expect(retried.status).toBe(409);
    expect(retried.body.details.applicationError).toMatchObject({ code: 'OUTCOME_UNKNOWN', data: { refundId: held!.id } });
    // Nobody asked the provider: the sweep does, with the refund's id as its reference, and completes it once.
    await expect.poll(async () => (await refundsOf(order.id)).map((r) => r.status), { timeout: 20_000 }).toEqual(['COMPLETED']);
    expect((await orderOf(order.id)).balanceSummary.refunded.amount).toBe('3.00');
  });

  it('not committed: the failure is an error like any other, and the retry with the key refunds once', async () => {
    const { order } = await placeOrder([kit.line(mug.id, 2)]);
    const keyed = { ...kit.staff, 'idempotency-key': `hold-never-${order.id}` };
    faults.holdAnswerLost = 'before-commit';
    const failed = await kit.http.post('/ecom/v1/order-billing/refund-payments', body(order.id), keyed);
    expect(failed.status).toBe(500);
    expect(failed.body.details.applicationError?.code).not.toBe('OUTCOME_UNKNOWN');
    expect(await refundsOf(order.id)).toEqual([]);
    const retried = await kit.http.post('/ecom/v1/order-billing/refund-payments', body(order.id), keyed);
    expect(retried.status).toBe(200);
    expect(await refundsOf(order.id)).toEqual([expect.objectContaining({ status: 'COMPLETED' })]);
  });

  it('when no read can tell whether it committed, the caller is told it may have been held', async () => {
    const { order } = await placeOrder([kit.line(mug.id, 2)]);
    faults.holdAnswerLost = 'before-commit';
    faults.answerReads = true;
    let failed: Awaited<ReturnType<typeof refund>>;
    try {
      failed = await refund(order.id, { paymentRefunds: [{ amount: '3.00' }] });
    } finally {
      faults.answerReads = false;
    }
    expect(failed.status).toBe(500);
    expect(failed.body.details.applicationError).toMatchObject({ code: 'OUTCOME_UNKNOWN', data: { orderId: order.id } });
    expect(failed.body.details.applicationError.description).toContain('may have been held');
  });
});

describe('a refund whose request outlives its idempotency key’s lease', () => {
  it('is not made again by a retry that finds the first request gone or still waiting on the provider: the retry is told to look', async () => {
    const { order } = await placeOrder([kit.line(mug.id, 2)]);
    const key = `lease-${order.id}`;
    const keyed = { ...kit.staff, 'idempotency-key': key };
    const body = { orderId: order.id, paymentRefunds: [{ amount: '3.00' }] };
    const refundsOf = () => platform.app.db.query<{ id: string }>("SELECT id FROM order_transactions WHERE order_id = $1 AND kind = 'REFUND'", [order.id]);
    const release = stallNextAsk();
    const first = kit.http.post('/ecom/v1/order-billing/refund-payments', body, keyed);
    try {
      // Held, its provider's answer still to come.
      await expect.poll(async () => (await refundsOf()).length, { timeout: 10_000 }).toBe(1);
      // Two minutes on (the lease a request holds its key for), as when the first request's process stopped.
      await platform.app.db.query("UPDATE idempotency_keys SET locked_until = now() - interval '1 second' WHERE key = $1", [key]);
      const retried = await kit.http.post('/ecom/v1/order-billing/refund-payments', body, keyed);
      expect(retried.status).toBe(409);
      expect(retried.body.details.applicationError).toMatchObject({ code: 'OUTCOME_UNKNOWN', data: { orderId: order.id } });
      expect(await refundsOf()).toHaveLength(1);
    } finally {
      release();
    }
    // The first request's own answer, once it comes, is the key's.
    expect((await first).status).toBe(200);
    const replayed = await kit.http.post('/ecom/v1/order-billing/refund-payments', body, keyed);
    expect([replayed.status, replayed.headers.get('idempotent-replayed')]).toEqual([200, 'true']);
    expect(await refundsOf()).toHaveLength(1);
    expect((await orderOf(order.id)).balanceSummary.refunded.amount).toBe('3.00');
  });
});

describe('refunds in doubt that must not be asked about again', () => {
  it('stay held: one held before references were kept, an offline one, and any while the provider does not keep refunds by reference', async () => {
    const { order } = await placeOrder([kit.line(mug.id, 3)]);
    const paymentId = (await kit.http.get(`/ecom/v1/payments/orders/${order.id}`, kit.staff)).body.orderTransactions.payments[0].id;
    const hold = async (provider: string, nextSweep: string | null) => {
      const [row] = await platform.app.db.query<{ id: string }>(
        `INSERT INTO order_transactions (id, site_id, order_id, kind, status, amount, provider, details, created_date, next_sweep_at)
         SELECT gen_random_uuid(), site_id, id, 'REFUND', 'PENDING', 100, $2, jsonb_build_object('paymentId', $3::text), now() - interval '1 hour', $4::timestamptz FROM orders WHERE id = $1 RETURNING id`,
        [order.id, provider, paymentId, nextSweep],
      );
      return row!.id;
    };
    const askedBefore = asked.length;
    // As migration 162 leaves a refund held before it, and an offline one (answered when held, normally).
    const older = await hold('TEST', 'infinity');
    const offline = await hold('OFFLINE', null);
    faults.byReference = false;
    let unasked: string;
    try {
      unasked = await hold('TEST', null);
      // The sweep goes on with other work meanwhile: an owed refund of another order completes.
      const other = (await placeOrder([kit.line(mug.id, 1)])).order;
      faults.notifier = true;
      expect((await refund(other.id, { paymentRefunds: [{ amount: '1.00' }] })).status).toBe(202);
      faults.notifier = false;
      await expect.poll(async () => (await orderOf(other.id)).paymentStatus, { timeout: 20_000 }).toBe('PARTIALLY_REFUNDED');
      const stillHeld = await platform.app.db.query<{ id: string }>("SELECT id FROM order_transactions WHERE order_id = $1 AND status = 'PENDING' ORDER BY id", [order.id]);
      expect(stillHeld.map((row) => row.id).sort()).toEqual([older, offline, unasked].sort());
      expect(asked.slice(askedBefore).filter((reference) => [older, offline, unasked].includes(reference))).toEqual([]);
    } finally {
      faults.byReference = true;
      faults.notifier = false;
    }
    // Once the provider keeps refunds by reference, the one held since then is asked about and completed; the others stay.
    await expect.poll(() => asked.includes(unasked), { timeout: 20_000 }).toBe(true);
    await expect.poll(async () => (await platform.app.db.query<{ id: string }>("SELECT id FROM order_transactions WHERE order_id = $1 AND status = 'PENDING'", [order.id])).map((row) => row.id).sort(), { timeout: 20_000 }).toEqual([older, offline].sort());
    await platform.app.db.query("DELETE FROM order_transactions WHERE id = ANY($1::uuid[])", [[older, offline]]);
  });
});

describe('the built-in test provider', () => {
  it('answers a reference asked again with the refund it already made, and a new reference with a new one', async () => {
    const testProvider = createTestPaymentProvider();
    const payment = { id: 'pay_1', amount: 1000, currency: 'USD' };
    const first = await testProvider.refund(payment, 500, 'refund-a');
    expect(await testProvider.refund(payment, 500, 'refund-a')).toEqual(first);
    expect((await testProvider.refund(payment, 500, 'refund-b')).transactionId).not.toBe(first.transactionId);
  });
});

describe('offline payments', () => {
  it('are marked paid once', async () => {
    const offline = { quantity: 1, price: '3.00', productName: { original: 'Pay at the door' }, itemType: { preset: 'SERVICE' }, paymentOption: 'FULL_PAYMENT_OFFLINE' };
    const created = await kit.http.post('/ecom/v1/checkouts', { customLineItems: [offline], checkoutInfo: { buyerInfo: { email: 'door@vitrine.test' } } }, kit.staff);
    const orderId = (await kit.http.post(`/ecom/v1/checkouts/${created.body.checkout.id}/create-order`, {}, kit.staff)).body.orderId;
    expect((await orderOf(orderId)).paymentStatus).toBe('NOT_PAID');
    const paid = await kit.http.post(`/ecom/v1/orders/${orderId}/mark-as-paid`, {}, kit.staff);
    expect(paid.body.order).toMatchObject({ paymentStatus: 'PAID', balanceSummary: { balance: { amount: '0.00' }, paid: { amount: '3.00' } } });
    expect(paid.body.order.activities.at(-1)).toMatchObject({ type: 'ORDER_PAID', data: { provider: 'OFFLINE' } });
    expect(await kit.events(orderId)).toEqual(['order.created', 'order.updated', 'order.payment_status_updated']);
    expect((await kit.http.post(`/ecom/v1/orders/${orderId}/mark-as-paid`, {}, kit.staff)).body.details.applicationError.code).toBe('ORDER_ALREADY_PAID');
    // Offline money goes back by hand: no provider is asked.
    faults.provider = 'must not be asked';
    try {
      expect((await refund(orderId, { paymentRefunds: [{ amount: '3.00' }] })).body.order.paymentStatus).toBe('FULLY_REFUNDED');
    } finally {
      faults.provider = undefined;
    }
  });
});

describe('edits, notes and revisions', () => {
  it('update what a merchant may change, refusing a stale revision', async () => {
    const { order, shopper } = await placeOrder();
    const moved = { ...ny, addressLine: '7 Elm St' };
    const updated = await kit.http.patch(`/ecom/v1/orders/${order.id}`, { order: { buyerNote: 'Leave at the door', shippingInfo: { shippingDestination: { address: moved } } }, expectedRevision: 0 }, kit.staff);
    expect(updated.status).toBe(200);
    expect(updated.body.order).toMatchObject({ buyerNote: 'Leave at the door', revision: 1, shippingInfo: { shippingDestination: { address: { addressLine: '7 Elm St' } } } });
    const stale = await kit.http.patch(`/ecom/v1/orders/${order.id}`, { order: { buyerNote: 'Mine' }, expectedRevision: 0 }, kit.staff);
    expect(stale.status).toBe(409);
    expect(stale.body.details.applicationError).toMatchObject({ code: 'REVISION_MISMATCH', data: { revision: 1 } });
    // Prices are not the merchant's to edit: the field is dropped, the total stays.
    const priced = await kit.http.patch(`/ecom/v1/orders/${order.id}`, { order: { priceSummary: { total: { amount: '0.00' } } } }, kit.staff);
    expect(priced.body.order.priceSummary.total.amount).toBe(order.priceSummary.total.amount);

    const note = await kit.http.post(`/ecom/v1/orders/${order.id}/activities`, { activity: { merchantComment: { message: 'Called the buyer' } } }, { authorization: await ownerToken(platform) });
    expect(note.status).toBe(200);
    expect(note.body.order.revision).toBe(3);
    expect(note.body.order.activities.at(-1)).toMatchObject({ id: note.body.activityId, type: 'MERCHANT_COMMENT', note: 'Called the buyer', author: { type: 'WIX_USER', id: platform.site.ownerId } });

    // An app's own activity, with its data; a body naming both kinds is refused, not half-read.
    const custom = await kit.http.post(`/ecom/v1/orders/${order.id}/activities`, { activity: { customActivity: { type: 'crm.call', additionalData: { outcome: 'reached' } } } }, kit.staff);
    expect(custom.status, JSON.stringify(custom.body)).toBe(200);
    expect(custom.body.order.activities.at(-1)).toMatchObject({ id: custom.body.activityId, type: 'CUSTOM_ACTIVITY', data: { type: 'crm.call', additionalData: { outcome: 'reached' } } });
    const both = await kit.http.post(`/ecom/v1/orders/${order.id}/activities`, { activity: { merchantComment: { message: 'x' }, customActivity: { type: 'y' } } }, kit.staff);
    expect(both.status).toBe(400);

    // The buyer reads what happened to their order, not the staff's notes nor which staff member or key acted.
    const asBuyer = (await kit.http.get(`/ecom/v1/orders/${order.id}`, shopper)).body.order;
    const asStaff = await orderOf(order.id);
    expect(asStaff.activities.map((a: { type: string }) => a.type)).toEqual(expect.arrayContaining(['MERCHANT_COMMENT', 'CUSTOM_ACTIVITY', 'ORDER_UPDATED']));
    expect(asBuyer.activities.map((a: { type: string }) => a.type)).toEqual(asStaff.activities.map((a: { type: string }) => a.type).filter((type: string) => type !== 'MERCHANT_COMMENT' && type !== 'CUSTOM_ACTIVITY'));
    expect(JSON.stringify(asBuyer)).not.toContain('Called the buyer');
    const staffEntries = asBuyer.activities.filter((a: { author: { type: string } }) => a.author.type === 'APP' || a.author.type === 'WIX_USER');
    expect(staffEntries.length).toBeGreaterThan(0);
    expect(staffEntries.every((a: { author: { id?: string } }) => a.author.id === undefined)).toBe(true);

    await kit.http.post(`/ecom/v1/fulfillments/orders/${order.id}/create-fulfillment`, { fulfillment: { lineItems: [{ id: order.lineItems[1].id, quantity: 1 }] } }, kit.staff);
    const late = await kit.http.patch(`/ecom/v1/orders/${order.id}`, { order: { shippingInfo: { shippingDestination: { address: ny } } } }, kit.staff);
    expect(late.status).toBe(409);
  });

  it('search filters on status, payment status and fulfilment status', async () => {
    const { order } = await placeOrder();
    await kit.http.post(`/ecom/v1/fulfillments/orders/${order.id}/create-fulfillment`, { fulfillment: { lineItems: [{ id: order.lineItems[0].id, quantity: 1 }] } }, kit.staff);
    const found = await kit.http.post('/ecom/v1/orders/search', { search: { filter: { fulfillmentStatus: 'PARTIALLY_FULFILLED', paymentStatus: 'PAID', status: 'APPROVED' } } }, kit.staff);
    expect(found.status).toBe(200);
    expect(found.body.orders.map((o: { id: string }) => o.id)).toContain(order.id);
    expect(found.body.orders.every((o: { fulfillmentStatus: string }) => o.fulfillmentStatus === 'PARTIALLY_FULFILLED')).toBe(true);
  });

  it('search reads the catalogue’s filter language: $or, $not, $in and $startsWith', async () => {
    const first = (await placeOrder()).order;
    const second = (await placeOrder()).order;
    const third = (await placeOrder()).order;
    const ids = async (filter: unknown) => {
      const answer = await kit.http.post('/ecom/v1/orders/search', { search: { filter, sort: [{ fieldName: 'number', order: 'ASC' }], paging: { limit: 100 } } }, kit.staff);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return answer.body.orders.map((o: { id: string }) => o.id).filter((id: string) => [first.id, second.id, third.id].includes(id));
    };
    expect(await ids({ $or: [{ id: first.id }, { number: Number(third.number) }] })).toEqual([first.id, third.id]);
    expect(await ids({ $and: [{ id: { $in: [first.id, second.id, third.id] } }, { $not: { id: second.id } }] })).toEqual([first.id, third.id]);
    expect(await ids({ id: { $in: [second.id] }, 'buyerInfo.email': { $startsWith: second.buyerInfo.email.slice(0, 3).toUpperCase() } })).toEqual([second.id]);
    const unknown = await kit.http.post('/ecom/v1/orders/search', { search: { filter: { $or: [{ secret: 1 }] } } }, kit.staff);
    expect(unknown.status).toBe(400);
    expect(unknown.body.details.validationError.fieldViolations).toEqual([expect.objectContaining({ field: 'search.filter.$or.0.secret', violatedRule: 'FIELD_NOT_ALLOWED' })]);
  });
});

describe('permissions', () => {
  it('staff and ecom:write keys change orders; a read-only key, the buyer and others do not', async () => {
    const member = await kit.member();
    const { order } = await placeOrder([kit.line(mug.id, 1)], { shopper: member.headers });
    const owner = { authorization: await ownerToken(platform) };
    const created = await kit.http.post('/_api/vitrine/v1/api-keys', { name: 'Orders reader', permissions: ['ecom:read'] }, owner);
    const reader = { authorization: created.body.key, 'wix-site-id': platform.site.siteId };
    const other = await kit.member();
    const cancel = (headers: Record<string, string>) => kit.http.post(`/ecom/v1/orders/${order.id}/cancel`, {}, headers);

    expect((await kit.http.get(`/ecom/v1/orders/${order.id}`, member.headers)).status).toBe(200);
    expect((await kit.http.get(`/ecom/v1/fulfillments/orders/${order.id}`, member.headers)).status).toBe(200);
    expect((await kit.http.get(`/ecom/v1/orders/${order.id}`, other.headers)).status).toBe(404);
    expect((await kit.http.get(`/ecom/v1/orders/${order.id}`, reader)).status).toBe(200);
    expect((await kit.http.get(`/ecom/v1/payments/orders/${order.id}`, reader)).status).toBe(200);

    expect((await cancel(member.headers)).body.details.applicationError.code).toBe('PERMISSION_DENIED');
    expect((await cancel(reader)).status).toBe(403);
    expect((await cancel(other.headers)).status).toBe(404);
    expect((await cancel(await kit.visitor())).status).toBe(404);
    expect((await kit.http.post(`/ecom/v1/orders/${order.id}/cancel`, {})).status).toBe(401);
    expect((await refund(order.id, {})).status).toBe(400);
    expect((await kit.http.post('/ecom/v1/order-billing/refund-payments', { orderId: order.id, paymentRefunds: [{ amount: '1.00' }] }, reader)).status).toBe(403);
    expect((await kit.http.post(`/ecom/v1/fulfillments/orders/${order.id}/create-fulfillment`, { fulfillment: {} }, member.headers)).status).toBe(403);
    // Another site's staff: the order does not exist for them.
    const elsewhere = await platform.createSite();
    expect((await kit.http.post(`/ecom/v1/orders/${order.id}/cancel`, {}, { authorization: elsewhere.apiKey, 'wix-site-id': elsewhere.siteId })).status).toBe(404);

    expect(await orderOf(order.id)).toMatchObject({ status: 'APPROVED', revision: 0 });
    expect((await cancel(owner)).status).toBe(200);
  });
});

describe('atomic changes', () => {
  it('events, activity and notices are written in the change’s transaction: a failing notifier leaves no fulfilment and no event', async () => {
    const { order } = await placeOrder([kit.line(mug.id, 1)]);
    faults.notifier = true;
    try {
      const failed = await kit.http.post(`/ecom/v1/fulfillments/orders/${order.id}/create-fulfillment`, { fulfillment: { trackingInfo: { trackingNumber: 'X1' } } }, kit.staff);
      expect(failed.status).toBe(500);
    } finally {
      faults.notifier = false;
    }
    expect(await orderOf(order.id)).toMatchObject({ fulfillmentStatus: 'NOT_FULFILLED', revision: 0, fulfillments: [] });
    expect(await kit.events(order.id)).toEqual(['order.created']);
    const rows = await platform.app.db.query('SELECT id FROM order_fulfillments WHERE order_id = $1', [order.id]);
    expect(rows).toEqual([]);
  });
});

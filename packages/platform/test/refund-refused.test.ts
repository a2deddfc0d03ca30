import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScriptedPaymentProvider, startTestPlatform, type TestPlatform } from '../src/testing';
import { ecomKit } from './ecom-helpers';
import { ownerToken } from './helpers';

/*
 * A refund the provider does not answer is held and answered 202 ("sent, not yet confirmed"); the
 * sweep asks again. Here, with the platform's own mail notifier, what the merchant then learns.
 */

/** What the provider does with each ask, in turn (`answers`): no answer (unreachable), a refusal, or a yes. */
const { provider, answers } = createScriptedPaymentProvider();
const storeAddress = 'orders@shop.test';

let platform: TestPlatform;
let kit: ReturnType<typeof ecomKit>;
let owner: { authorization: string };
let mug: { id: string };
beforeAll(async () => {
  platform = await startTestPlatform({
    orders: {
      paymentProvider: provider,
      // Passes often, and a refund without an answer is asked about again soon.
      refundSweepIntervalMs: 100,
      refundInDoubtAfterMs: 300,
    },
  });
  kit = ecomKit(platform);
  owner = { authorization: await ownerToken(platform) };
  mug = await kit.product({ name: 'Mug', price: 5, quantity: 100 });
  await kit.settings({ shipping: { regions: [{ name: 'United States', countries: ['US'], options: [{ code: 'standard', title: 'Standard', cost: '5.00' }] }], pickupPoints: [] } });
  expect((await kit.http.patch('/_api/vitrine/v1/mail/brand', { contactEmail: storeAddress }, kit.staff)).status).toBe(200);
}, 180_000);
afterAll(() => platform?.close());

async function placeOrder() {
  const shopper = await kit.visitor();
  const checkout = await kit.http.post(
    '/ecom/v1/checkouts',
    {
      lineItems: [kit.line(mug.id, 2)],
      channelType: 'WEB',
      checkoutInfo: {
        buyerInfo: { email: 'ada@buyer.test' },
        shippingInfo: { shippingDestination: { address: { country: 'US', subdivision: 'US-NY', city: 'New York', postalCode: '10001', addressLine: '5 Park Ave' } }, selectedCarrierServiceOption: { code: 'standard' } },
      },
    },
    shopper,
  );
  expect(checkout.status).toBe(200);
  const placed = await kit.http.post(`/ecom/v1/checkouts/${checkout.body.checkout.id}/create-order`, {}, shopper);
  expect(placed.status).toBe(200);
  return { shopper, order: (await kit.http.get(`/ecom/v1/orders/${placed.body.orderId}`, kit.staff)).body.order };
}

const orderOf = async (id: string, who: Record<string, string> = kit.staff) => (await kit.http.get(`/ecom/v1/orders/${id}`, who)).body.order;
const mailOf = async (number: number) =>
  ((await kit.http.get('/_api/vitrine/v1/mail/outbox?limit=100', owner)).body.messages as Array<{ to: string; kind: string; subject: string; text: string; html: string }>).filter((mail) =>
    mail.subject.includes(`#${number}`),
  );
type Activity = { type: string; author: { type: string }; data?: Record<string, unknown> };

describe('a held refund the provider refuses when asked again', { timeout: 60_000 }, () => {
  it('is on the order’s timeline and in its order.updated event, and the store is e-mailed that the money did not go back', async () => {
    const { order, shopper } = await placeOrder();
    answers.push('unreachable', { refuse: 'Card account closed' });
    const sent = await kit.http.post(
      '/ecom/v1/order-billing/refund-payments',
      { orderId: order.id, paymentRefunds: [{ amount: '5.00' }], details: { items: [{ lineItemId: order.lineItems[0].id, quantity: 1 }], reason: 'Chipped' } },
      kit.staff,
    );
    // The merchant was told: sent, not yet confirmed.
    expect(sent.status).toBe(202);
    const { refundId } = sent.body;
    expect(sent.body.orderTransactions.refunds).toEqual([expect.objectContaining({ id: refundId, status: 'PENDING' })]);

    // The sweep asks again, is refused, and lets go of the held amount.
    await expect.poll(async () => (await orderOf(order.id)).refunds, { timeout: 30_000 }).toEqual([]);
    const after = await orderOf(order.id);
    expect(after).toMatchObject({ paymentStatus: 'PAID', revision: 1 });
    const failed = (after.activities as Activity[]).filter((a) => a.type === 'REFUND_FAILED');
    expect(failed).toEqual([
      expect.objectContaining({
        author: { type: 'SYSTEM' },
        data: expect.objectContaining({ refundId, amount: '5.00', provider: 'TEST', reason: 'Card account closed', lineItems: [{ id: order.lineItems[0].id, quantity: 1 }] }),
      }),
    ]);
    expect((after.activities as Activity[]).map((a) => a.type)).toContain('REFUND_FAILED_EMAIL_SENT');
    expect((after.activities as Activity[]).map((a) => a.type)).not.toContain('ORDER_REFUNDED');

    // Webhooks hear of it through the order's own event, which carries the activity.
    expect(await kit.events(order.id)).toEqual(['order.created', 'order.updated']);
    const [event] = await platform.app.db.query<{ payload: { activities: Activity[] } }>("SELECT payload FROM outbox_events WHERE entity_id = $1 AND type = 'order.updated'", [order.id]);
    expect(event!.payload.activities.map((a) => a.type)).toContain('REFUND_FAILED');
    expect(await kit.events(refundId)).toEqual([]);

    // The store's contact address is told, with the amount, the order and the provider's reason; the buyer gets no refund e-mail.
    const mails = await mailOf(order.number);
    const notice = mails.filter((mail) => mail.kind === 'REFUND_FAILED');
    expect(notice).toHaveLength(1);
    expect(notice[0]).toMatchObject({ to: storeAddress, subject: `Refund of $5.00 on order #${order.number} was refused: the money did not go back` });
    expect(notice[0]!.text).toContain('Card account closed');
    expect(notice[0]!.text).toContain('did NOT go back');
    expect(notice[0]!.text).toContain('ada@buyer.test');
    expect(notice[0]!.html).toContain('Card account closed');
    expect(mails.filter((mail) => mail.kind === 'ORDER_REFUNDED')).toEqual([]);

    // The buyer's own view shows neither the refusal nor the store's e-mail about it: the merchant decides what to tell them.
    const buyers = (await orderOf(order.id, shopper)).activities as Activity[];
    expect(buyers.map((a) => a.type)).not.toContain('REFUND_FAILED');
    expect(buyers.map((a) => a.type)).not.toContain('REFUND_FAILED_EMAIL_SENT');

    // Staff can send it again from the order (the timeline keeps what it tells).
    const resent = await kit.http.post(`/_api/vitrine/v1/mail/orders/${order.id}/resend`, { kind: 'REFUND_FAILED', refundId }, kit.staff);
    expect(resent.status).toBe(200);
    expect((await mailOf(order.number)).filter((mail) => mail.kind === 'REFUND_FAILED')).toHaveLength(2);

    // Nothing stays held: the whole payment can be refunded again.
    const again = await kit.http.post('/ecom/v1/order-billing/refund-payments', { orderId: order.id, paymentRefunds: [{ amount: after.priceSummary.total.amount }] }, kit.staff);
    expect(again.status).toBe(200);
    expect(again.body.order.paymentStatus).toBe('FULLY_REFUNDED');
  });

  it('refused without a reason, tells the store so in plain words, with no empty quotes', async () => {
    const { order } = await placeOrder();
    answers.push('unreachable', { refuse: '' });
    const sent = await kit.http.post('/ecom/v1/order-billing/refund-payments', { orderId: order.id, paymentRefunds: [{ amount: '5.00' }] }, kit.staff);
    expect(sent.status).toBe(202);
    await expect.poll(async () => (await mailOf(order.number)).filter((mail) => mail.kind === 'REFUND_FAILED').length, { timeout: 30_000 }).toBe(1);
    const [notice] = (await mailOf(order.number)).filter((mail) => mail.kind === 'REFUND_FAILED');
    expect(notice!.text).toMatch(new RegExp(`The payment provider \\(TEST\\) refused the refund of \\$5\\.00 on order #${order.number} asked for on \\d{4}-\\d{2}-\\d{2}, without giving a reason\\.`));
    expect(notice!.text).not.toContain('“”');
    expect(notice!.html).not.toContain('“”');
  });

  it('refused at once, answers 409 and leaves the order as it was: no activity, no event, no e-mail', async () => {
    const { order } = await placeOrder();
    answers.push({ refuse: 'Card issuer declined the refund' });
    const refused = await kit.http.post('/ecom/v1/order-billing/refund-payments', { orderId: order.id, paymentRefunds: [{ amount: '5.00' }] }, kit.staff);
    expect(refused.status).toBe(409);
    expect(await orderOf(order.id)).toMatchObject({ revision: 0, refunds: [] });
    expect(((await orderOf(order.id)).activities as Activity[]).map((a) => a.type)).not.toContain('REFUND_FAILED');
    expect(await kit.events(order.id)).toEqual(['order.created']);
    expect((await mailOf(order.number)).map((mail) => mail.kind).sort()).toEqual(['NEW_ORDER', 'ORDER_CONFIRMATION']);
  });

  it('paid when asked again instead, completes: the buyer gets the refund e-mail and the store is told the money went back', async () => {
    const { order, shopper } = await placeOrder();
    answers.push('unreachable', 'pay');
    const sent = await kit.http.post('/ecom/v1/order-billing/refund-payments', { orderId: order.id, paymentRefunds: [{ amount: '5.00' }] }, kit.staff);
    expect(sent.status).toBe(202);
    await expect.poll(async () => (await orderOf(order.id)).paymentStatus, { timeout: 30_000 }).toBe('PARTIALLY_REFUNDED');
    const mails = await mailOf(order.number);
    expect(mails.filter((mail) => mail.kind === 'ORDER_REFUNDED').map((mail) => mail.to)).toEqual(['ada@buyer.test']);
    const confirmed = mails.filter((mail) => mail.kind === 'REFUND_CONFIRMED');
    expect(confirmed).toEqual([expect.objectContaining({ to: storeAddress, subject: `Refund of $5.00 on order #${order.number} is confirmed: the money went back` })]);
    expect(mails.filter((mail) => mail.kind === 'REFUND_FAILED')).toEqual([]);
    const types = ((await orderOf(order.id)).activities as Activity[]).map((a) => a.type);
    expect(types).toEqual(expect.arrayContaining(['ORDER_REFUNDED', 'ORDER_REFUNDED_EMAIL_SENT', 'REFUND_CONFIRMED_EMAIL_SENT']));
    expect(((await orderOf(order.id, shopper)).activities as Activity[]).map((a) => a.type)).not.toContain('REFUND_CONFIRMED_EMAIL_SENT');
    // A refund the provider answers at once tells the store nothing more.
    const atOnce = await kit.http.post('/ecom/v1/order-billing/refund-payments', { orderId: order.id, paymentRefunds: [{ amount: '1.00' }] }, kit.staff);
    expect(atOnce.status).toBe(200);
    expect((await mailOf(order.number)).filter((mail) => mail.kind === 'REFUND_CONFIRMED')).toHaveLength(1);
  });

  it('previews the store’s notices with a sample refund', async () => {
    const preview = await kit.http.get('/_api/vitrine/v1/mail/templates/REFUND_FAILED/preview', owner);
    expect(preview.status).toBe(200);
    expect(preview.body.subject).toBe('Refund of $19.00 on order #1001 was refused: the money did not go back');
    expect(preview.body.text).toContain('Card account closed');
    const confirmed = await kit.http.get('/_api/vitrine/v1/mail/templates/REFUND_CONFIRMED/preview', owner);
    expect(confirmed.body.subject).toBe('Refund of $19.00 on order #1001 is confirmed: the money went back');
  });
});

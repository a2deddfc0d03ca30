import { ppmToRate, wireMoney } from '../../../lib/money';
import { appliedDiscountsView, taxSummaryView } from '../views';
import type { ActivityRow, FulfillmentRow, OrderRecords, TransactionRow } from './order-records.repository';
import { balanceOf, fulfilledQuantities, paidAmount, paymentsOf, refundedAmount, refundedQuantities, refunds } from './order-state';
import type { OrderRow } from './orders.repository';

const iso = (date: Date) => date.toISOString();

/** A fulfilment on the wire: which units left, and how to follow them. */
export const fulfillmentView = (row: FulfillmentRow) => ({
  id: row.id,
  createdDate: iso(row.created_date),
  updatedDate: iso(row.updated_date),
  lineItems: row.line_items,
  trackingInfo: row.tracking_info ?? undefined,
  pickedUp: row.picked_up || undefined,
});

export const refundView = (row: TransactionRow, currency: string) => ({
  id: row.id,
  createdDate: iso(row.created_date),
  status: row.status,
  amount: wireMoney(row.amount, currency),
  paymentId: row.details.paymentId,
  provider: row.provider,
  providerTransactionId: row.provider_transaction_id ?? undefined,
  lineItems: row.details.lineItems ?? [],
  shippingAmount: wireMoney(row.details.shippingAmount ?? 0, currency),
  restockLineItems: row.details.restockLineItems ?? [],
  reason: row.details.reason,
});

/** The order's payments and refunds (`GET /ecom/v1/payments/orders/{orderId}`). */
export function orderTransactionsView(row: OrderRow, transactions: readonly TransactionRow[]) {
  return {
    orderId: row.id,
    payments: paymentsOf(row, transactions).map((payment) => ({
      id: payment.id,
      createdDate: iso(payment.createdDate),
      status: payment.status,
      provider: payment.provider,
      providerTransactionId: payment.providerTransactionId,
      amount: wireMoney(payment.amount, row.currency),
      refundedAmount: wireMoney(sumRefundsOf(payment.id, transactions), row.currency),
    })),
    refunds: refunds(transactions).map((refund) => refundView(refund, row.currency)),
  };
}

const sumRefundsOf = (paymentId: string, transactions: readonly TransactionRow[]) =>
  refunds(transactions)
    .filter((t) => t.details.paymentId === paymentId)
    .reduce((total, t) => total + t.amount, 0);

/**
 * Who reads an order: the site's staff (owners, apps, the site's own events) see the whole
 * timeline; the buyer (their own order, a guest's e-mailed link, a member's order search) sees
 * what happened to it, without the merchant's notes, apps' own activities, or which staff member
 * or API key acted.
 */
export type OrderAudience = 'staff' | 'buyer';

/**
 * The staff's own entries on the timeline, never shown to the buyer: notes, apps' activities, a
 * refund the provider refused (with the provider's reason: the merchant decides what to tell the
 * buyer, and how the money goes back), and the store's own e-mails about held refunds.
 */
const staffOnlyActivities = new Set(['MERCHANT_COMMENT', 'CUSTOM_ACTIVITY', 'REFUND_FAILED', 'REFUND_FAILED_EMAIL_SENT', 'REFUND_CONFIRMED_EMAIL_SENT']);
const staffAuthors = new Set(['WIX_USER', 'APP']);

/** The timeline: placement (and its payment) from the order itself, then every recorded activity. */
function activitiesView(row: OrderRow, activities: readonly ActivityRow[], audience: OrderAudience) {
  const buyer = row.member_id ? { type: 'MEMBER', id: row.member_id } : row.visitor_id ? { type: 'ANONYMOUS_VISITOR', id: row.visitor_id } : { type: 'SYSTEM' };
  const placed = [{ id: `${row.id}-placed`, type: 'ORDER_PLACED', createdDate: iso(row.created_date), author: buyer }];
  if (row.data.payment.outcome === 'APPROVED') placed.push({ id: `${row.id}-paid`, type: 'ORDER_PAID', createdDate: iso(row.created_date), author: { type: 'SYSTEM' } });
  const shown = audience === 'staff' ? activities : activities.filter((a) => !staffOnlyActivities.has(a.type));
  const authorOf = (author: ActivityRow['author']) => (audience === 'buyer' && staffAuthors.has(author.type) ? { type: author.type } : author);
  return [
    ...placed,
    ...shown.map((a) => ({ id: a.id, type: a.type, createdDate: iso(a.created_date), author: authorOf(a.author), note: a.note ?? undefined, data: a.data ?? undefined })),
  ];
}

/** An order on the wire (`GET /ecom/v1/orders/{id}`, search results, every change's answer), as `audience` may read it. */
export function orderView(row: OrderRow, records: OrderRecords, audience: OrderAudience = 'staff') {
  const { data, currency } = row;
  const fulfilled = fulfilledQuantities(records.fulfillments);
  const refunded = refundedQuantities(records.transactions);
  const money = (minor: number) => wireMoney(minor, currency);
  const translatable = (text: string) => ({ original: text, translated: text });
  return {
    id: row.id,
    number: String(row.number),
    checkoutId: row.checkout_id,
    cartId: data.cartId,
    status: row.status,
    paymentStatus: row.payment_status,
    fulfillmentStatus: row.fulfillment_status,
    revision: row.revision,
    currency,
    channelInfo: { type: data.channelType },
    buyerInfo: { ...data.buyer },
    buyerNote: data.buyerNote,
    lineItems: data.lines.map((line) => ({
      id: line.id,
      quantity: line.quantity,
      catalogReference: line.catalogReference,
      productName: translatable(line.name),
      itemType: { preset: line.itemType },
      descriptionLines: line.descriptionLines,
      physicalProperties: line.itemType === 'PHYSICAL' ? { sku: line.sku, weight: line.weight, shippable: true } : undefined,
      image: line.image,
      url: line.url,
      price: money(line.unitPrice),
      fullPrice: money(line.fullUnitPrice),
      priceBeforeDiscounts: money(line.unitPrice),
      totalDiscount: money(line.discount),
      totalPriceBeforeTax: money(line.total - line.tax),
      totalPriceAfterTax: money(line.total),
      taxDetails: { taxRate: ppmToRate(line.taxRate), totalTax: money(line.tax) },
      paymentOption: line.paymentOption,
      fulfilledQuantity: fulfilled.get(line.id) ?? 0,
      refundedQuantity: refunded.get(line.id) ?? 0,
    })),
    priceSummary: {
      subtotal: money(data.totals.subtotal),
      shipping: money(data.totals.shipping),
      tax: money(data.totals.tax),
      discount: money(data.totals.discount),
      total: money(data.totals.total),
      totalPrice: money(data.totals.total),
    },
    payNow: money(data.totals.payNow),
    payLater: money(data.totals.payLater),
    balanceSummary: { balance: money(balanceOf(row, records.transactions)), paid: money(paidAmount(row, records.transactions)), refunded: money(refundedAmount(records.transactions)) },
    giftCard: data.totals.giftCard && { id: data.totals.giftCard.id, obfuscatedCode: data.totals.giftCard.obfuscatedCode, amount: money(data.totals.giftCard.applied) },
    appliedDiscounts: appliedDiscountsView(data.appliedDiscounts, currency),
    taxSummary: taxSummaryView(data.taxSummary, currency),
    taxIncludedInPrices: data.taxIncludedInPrice,
    billingInfo: data.billingInfo,
    shippingInfo: data.shipping && {
      shippingDestination: data.shipping.destination,
      code: data.shipping.option?.code,
      title: data.shipping.option?.title,
      cost: data.shipping.option && { price: money(data.shipping.option.cost), totalDiscount: money(data.totals.shippingDiscount) },
      logistics: data.shipping.option && {
        pickupDetails: data.shipping.option.pickup && {
          address: data.shipping.option.pickup.address,
          pickupMethod: data.shipping.option.pickup.method,
          readyForPickupDate: row.ready_for_pickup_date ? iso(row.ready_for_pickup_date) : undefined,
        },
        deliveryTimeSlot: data.shipping.option.deliveryTimeSlot,
      },
    },
    payment: {
      provider: data.payment.provider,
      outcome: data.payment.outcome,
      transactionId: data.payment.transactionId,
      amount: money(data.payment.amount),
    },
    fulfillments: records.fulfillments.map(fulfillmentView),
    refunds: refunds(records.transactions).map((refund) => refundView(refund, currency)),
    activities: activitiesView(row, records.activities, audience),
    createdDate: iso(row.created_date),
    updatedDate: iso(row.updated_date),
  };
}

import { ppmToRate, wireMoney } from '../../../lib/money';
import { appliedDiscountsView, taxSummaryView } from '../views';
import type { OrderRow } from './orders.repository';

/** An order on the wire (`GET /ecom/v1/orders/{id}`, search results). */
export function orderView(row: OrderRow) {
  const { data, currency } = row;
  const money = (minor: number) => wireMoney(minor, currency);
  const translatable = (text: string) => ({ original: text, translated: text });
  return JSON.parse(
    JSON.stringify({
      id: row.id,
      number: String(row.number),
      checkoutId: row.checkout_id,
      cartId: data.cartId,
      status: row.status,
      paymentStatus: row.payment_status,
      fulfillmentStatus: 'NOT_FULFILLED',
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
      balanceSummary: { balance: money(row.payment_status === 'PAID' ? 0 : data.totals.payNow + data.totals.payLater) },
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
          pickupDetails: data.shipping.option.pickup && { address: data.shipping.option.pickup.address, pickupMethod: data.shipping.option.pickup.method },
          deliveryTimeSlot: data.shipping.option.deliveryTimeSlot,
        },
      },
      payment: {
        provider: data.payment.provider,
        outcome: data.payment.outcome,
        transactionId: data.payment.transactionId,
        amount: money(data.payment.amount),
      },
      createdDate: row.created_date.toISOString(),
      updatedDate: row.updated_date.toISOString(),
    }),
  );
}

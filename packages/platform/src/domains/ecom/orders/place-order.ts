import type { Queryable } from '../../../db/database';
import { AppError, rejected } from '../../../lib/app-error';
import { recordEvents, type DomainEvent } from '../../../lib/events';
import { newId } from '../../../lib/ids';
import type { CatalogItems } from '../../catalog/catalog-items';
import { findMemberEmail } from '../../identity/identity.repository';
import type { CheckoutData } from '../checkouts/checkout-data';
import { completedCheckoutView } from '../checkouts/checkout-view';
import type { CheckoutRow } from '../checkouts/checkouts.repository';
import type { PricedDocument } from '../price-document';
import { useCredits } from '../settings/membership-credits.repository';
import * as settingsRepo from '../settings/settings.repository';
import { linesView, obfuscateCode } from '../views';
import type { OrderData } from './order-data';
import type { OrderNotifier } from './order-notices';
import { orderView } from './order-view';
import * as repo from './orders.repository';

const refuse = (code: string, description: string, data?: Record<string, unknown>) => rejected(code, description, data);

/**
 * Turns a locked, priced checkout into order `placing.orderId` inside the caller's transaction.
 * Everything that can run out is taken with a conditional update in this same transaction: stock,
 * coupon uses, gift card balance. If any is short, the transaction rolls back and nothing was taken.
 * The order, the checkout completed (its data becoming `placing.completedCheckout`) and the bought
 * cart's deletion are one statement; the buyer's confirmation and the store's notice, and every
 * event of the order (the products' stock, the order, the checkout, the cart) are written in the
 * same transaction, so they exist exactly when the order does.
 */
export async function placeOrder(
  tx: Queryable,
  deps: { catalog: CatalogItems; publicUrl: string; notifier: OrderNotifier },
  siteId: string,
  checkout: CheckoutRow,
  priced: PricedDocument,
  placing: { orderId: string; completedCheckout: CheckoutData },
): Promise<void> {
  const { result, currency } = priced;
  const data = checkout.data;

  let email = data.buyerEmail;
  if (!email && checkout.owner_type === 'MEMBER') {
    email = await findMemberEmail(tx, siteId, checkout.owner_id);
  }
  if (!email) throw refuse('BUYER_EMAIL_REQUIRED', 'The checkout needs the buyer’s e-mail (buyerInfo.email)');
  if (data.lineItems.length === 0) throw refuse('CHECKOUT_IS_EMPTY', 'The checkout has no line items');
  const errors = result.violations.filter((v) => v.severity === 'ERROR');
  const blockedPayment = errors.filter((v) => v.code === 'PAYMENT_OPTION_BLOCKED');
  if (blockedPayment.length) {
    throw refuse('PAYMENT_OPTION_BLOCKED', blockedPayment.map((v) => v.description).join('; '), { lineItemIds: blockedPayment.flatMap((v) => (v.lineItemId ? [v.lineItemId] : [])) });
  }
  if (errors.length) {
    throw refuse('CHECKOUT_HAS_VIOLATIONS', errors.map((v) => v.description).join('; '), { lineItemIds: errors.flatMap((v) => (v.lineItemId ? [v.lineItemId] : [])) });
  }
  const blocking = result.calculationErrors.find((e) => e.kind === 'COUPON' || e.kind === 'GIFT_CARD' || e.kind === 'MEMBERSHIP');
  if (blocking) throw refuse(blocking.code, blocking.message);
  if (result.shipping.needed) {
    const selected = result.shipping.selected;
    if (!selected) {
      throw refuse(
        data.shippingDestination?.address?.country ? 'SHIPPING_OPTION_REQUIRED' : 'SHIPPING_ADDRESS_REQUIRED',
        'Physical items need a shipping address and a shipping option, or a pickup option',
      );
    }
    if (!selected.pickup && !data.shippingDestination?.address?.country) {
      throw refuse('SHIPPING_ADDRESS_REQUIRED', 'Physical items need a shipping address (shippingInfo.shippingDestination.address)');
    }
  }

  const stockLines = data.lineItems.flatMap((line, index) => {
    const item = priced.items[index];
    return item && !line.custom ? [{ variantId: item.variantId, quantity: line.quantity }] : [];
  });
  const events: DomainEvent[] = [];
  if (stockLines.length) {
    const reservation = await deps.catalog.reserve(tx, siteId, stockLines);
    if (!reservation.ok) {
      throw new AppError('conflict', 'Not enough stock', {
        applicationError: { code: 'INSUFFICIENT_STOCK', description: 'Some items sold out while checking out', data: { shortages: reservation.shortages } },
      });
    }
    events.push(...reservation.events);
  }
  const couponId = result.couponApplied ? priced.couponId : undefined;
  if (couponId && !(await settingsRepo.redeemCoupon(tx, siteId, couponId))) {
    throw refuse('COUPON_USAGE_EXCEEDED', 'The coupon has reached its usage limit');
  }
  if (result.giftCard && result.giftCard.applied > 0 && !(await settingsRepo.spendGiftCard(tx, siteId, result.giftCard.id, result.giftCard.applied))) {
    throw refuse('GIFT_CARD_BALANCE_CHANGED', 'The gift card balance no longer covers this amount');
  }
  // A membership with credits pays only while they last: another order may have used them since this one was priced.
  const creditsUsed = result.memberships.selected.flatMap(({ id, units }) => {
    const total = priced.settings.memberships.find((membership) => membership.id === id)?.credits;
    return units === undefined || total === undefined ? [] : [{ membershipId: id, units, total }];
  });
  for (const { membershipId, units, total } of creditsUsed) {
    if (!(await useCredits(tx, siteId, checkout.owner_id, membershipId, units, total))) {
      throw refuse('MEMBERSHIP_CREDITS_USED_UP', 'The membership has not enough credits left for these items', { membershipId });
    }
  }

  // Payments are test payments: the settings say whether the test provider approves at once.
  const outcome = result.payNow > 0 ? priced.settings.payment.testOutcome : 'NONE';
  const paymentStatus =
    result.payNow > 0 && outcome === 'PENDING' ? 'PENDING' : result.payLater > 0 ? (result.payNow > 0 ? 'PARTIALLY_PAID' : 'NOT_PAID') : 'PAID';
  const views = linesView(data.lineItems, priced, { currency, publicUrl: deps.publicUrl }, 'checkout') as Array<{
    productName: { original: string };
    descriptionLines?: unknown[];
    physicalProperties?: { sku?: string; weight?: number };
    media?: OrderData['lines'][number]['image'];
    url?: OrderData['lines'][number]['url'];
  }>;
  const selected = result.shipping.selected;
  const orderData: OrderData = {
    cartId: checkout.cart_id ?? undefined,
    channelType: data.channelType,
    buyer: {
      email,
      memberId: checkout.owner_type === 'MEMBER' ? checkout.owner_id : undefined,
      visitorId: checkout.owner_type === 'ANONYMOUS_VISITOR' ? checkout.owner_id : undefined,
      userId: checkout.owner_type === 'WIX_USER' ? checkout.owner_id : undefined,
    },
    buyerNote: data.buyerNote,
    lines: data.lineItems.map((line, index) => {
      const input = priced.inputs[index]!;
      const line_ = result.lines[index]!;
      const view = views[index]!;
      return {
        id: line.id,
        quantity: line.quantity,
        catalogReference: line.catalogReference,
        variantId: line.custom ? undefined : priced.items[index]?.variantId,
        name: view.productName.original,
        itemType: input.itemType,
        descriptionLines: view.descriptionLines ?? [],
        sku: view.physicalProperties?.sku,
        weight: view.physicalProperties?.weight,
        image: view.media,
        url: view.url,
        unitPrice: input.unitPrice,
        fullUnitPrice: input.fullUnitPrice,
        subtotal: line_.subtotal,
        discount: line_.discount,
        tax: line_.tax,
        taxRate: line_.taxRate,
        total: line_.total,
        paymentOption: line_.paymentOption,
      };
    }),
    totals: {
      subtotal: result.subtotal,
      itemDiscount: result.itemDiscount,
      discount: result.discount,
      shipping: result.shipping.cost,
      shippingDiscount: result.shipping.discount,
      tax: result.tax.totalTax,
      total: result.total,
      payNow: result.payNow,
      payLater: result.payLater,
      giftCard: result.giftCard && {
        id: result.giftCard.id,
        obfuscatedCode: obfuscateCode(result.giftCard.code),
        applied: result.giftCard.applied,
      },
    },
    appliedDiscounts: result.appliedDiscounts,
    taxSummary: result.tax,
    taxIncludedInPrice: result.taxIncludedInPrice,
    billingInfo: data.billingInfo,
    shipping: result.shipping.needed
      ? {
          destination: selected?.pickup ? undefined : data.shippingDestination,
          option: selected && {
            code: selected.code,
            title: selected.title,
            cost: result.shipping.cost,
            pickup: selected.pickup && { method: selected.pickup.method, address: selected.pickup.address },
            deliveryTimeSlot: selected.deliveryTimeSlot,
          },
        }
      : undefined,
    membershipCredits: creditsUsed.length ? creditsUsed.map(({ membershipId, units }) => ({ membershipId, units })) : undefined,
    payment: { provider: 'TEST', outcome, transactionId: outcome === 'NONE' ? undefined : `test_${newId()}`, amount: result.payNow },
  };
  const placed = await repo.insertOrderCompletingCheckout(
    tx,
    siteId,
    {
      id: placing.orderId,
      checkoutId: checkout.id,
      memberId: orderData.buyer.memberId,
      visitorId: orderData.buyer.visitorId,
      email,
      status: 'APPROVED',
      paymentStatus,
      currency,
      total: result.total,
      data: orderData,
    },
    // The cart has been bought: it leaves the shopper's hands (a new current cart starts empty).
    { data: placing.completedCheckout, cartId: checkout.cart_id },
  );
  const { order } = placed;
  const completed: CheckoutRow = { ...checkout, completed: true, order_id: order.id, data: placing.completedCheckout, ...placed.checkout };
  events.push(
    { type: 'order.created', siteId, entityId: order.id, entity: orderView(order, { fulfillments: [], transactions: [], activities: [] }) },
    { type: 'checkout.completed', siteId, entityId: checkout.id, entity: completedCheckoutView(completed) },
  );
  if (placed.cartDeleted) events.push({ type: 'cart.deleted', siteId, entityId: checkout.cart_id! });
  await deps.notifier.notify(tx, siteId, order, { kind: 'ORDER_PLACED' });
  await recordEvents(tx, events);
}

import type { Queryable } from '../../../db/database';
import { buyerInfo, ownerOfRow } from '../carts/cart-view';
import { priceDocument, type PricedDocument, type PricingDeps } from '../price-document';
import { linesView, obfuscateCode, shippingInfoView, totalsView } from '../views';
import type { CheckoutRow } from './checkouts.repository';

export function priceCheckout(deps: PricingDeps, db: Queryable, siteId: string, row: CheckoutRow): Promise<PricedDocument> {
  const data = row.data;
  return priceDocument(deps, db, {
    siteId,
    lines: data.lineItems,
    couponCode: data.couponCode,
    giftCardCode: data.giftCardCode,
    merchantDiscounts: data.merchantDiscounts,
    shippingAddress: data.shippingDestination?.address,
    billingAddress: data.billingInfo?.address,
    selectedShippingOptionCode: data.selectedShippingOption?.code,
    selectedMembershipIds: data.selectedMembershipIds,
    memberId: row.owner_type === 'MEMBER' ? row.owner_id : undefined,
  });
}

export function checkoutView(row: CheckoutRow, priced: PricedDocument, publicUrl: string) {
  const { currency, result } = priced;
  const data = row.data;
  return {
    id: row.id,
    cartId: row.cart_id ?? undefined,
    lineItems: linesView(data.lineItems, priced, { currency, publicUrl }, 'checkout'),
    billingInfo: data.billingInfo,
    shippingInfo: { shippingDestination: data.shippingDestination, ...shippingInfoView(result.shipping, currency, data.selectedShippingOption?.code) },
    buyerInfo: { ...buyerInfo(ownerOfRow(row)), email: data.buyerEmail },
    buyerNote: data.buyerNote,
    currency,
    conversionCurrency: currency,
    buyerLanguage: 'en',
    siteLanguage: 'en',
    weightUnit: 'KG',
    taxIncludedInPrice: result.taxIncludedInPrice,
    ...totalsView(result, currency),
    channelType: data.channelType,
    couponCode: data.couponCode,
    // Masked like giftCard.obfuscatedCode: this view goes to events and webhooks too.
    giftCardCode: data.giftCardCode && obfuscateCode(data.giftCardCode),
    overrideCheckoutUrl: data.overrideCheckoutUrl,
    completed: row.completed,
    orderId: row.order_id ?? undefined,
    createdDate: row.created_date.toISOString(),
    updatedDate: row.updated_date.toISOString(),
    revision: String(row.revision),
  };
}

/**
 * A completed checkout as frozen at completion, with the fields that may still change (order id,
 * revision, dates) taken from the row. Undefined for open checkouts and for checkouts completed
 * before views were frozen, which are priced as before.
 */
export function completedCheckoutView(row: CheckoutRow) {
  const frozen = row.completed ? row.data.completedView : undefined;
  if (!frozen) return undefined;
  return { ...frozen, completed: true, orderId: row.order_id ?? undefined, updatedDate: row.updated_date.toISOString(), revision: String(row.revision) };
}

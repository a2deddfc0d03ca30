import type { Queryable } from '../../../db/database';
import type { Owner } from '../actor';
import type { EstimateTotalsBody } from '../ecom.schemas';
import { priceDocument, type PricedDocument, type PricingDeps } from '../price-document';
import { wireMoney } from '../../../lib/money';
import { appliedDiscountsView, cartAndCheckoutLines, linesView, shippingInfoView, totalsView } from '../views';
import type { CartRow } from './carts.repository';

export function buyerInfo(owner: Owner) {
  switch (owner.type) {
    case 'ANONYMOUS_VISITOR':
      return { visitorId: owner.id };
    case 'MEMBER':
      return { memberId: owner.id };
    case 'WIX_USER':
      return { userId: owner.id };
    case 'APP':
      return { appId: owner.id };
  }
}

export const ownerOfRow = (row: { owner_type: Owner['type']; owner_id: string }): Owner => ({ type: row.owner_type, id: row.owner_id });

/** Prices a cart for display (no shipping or tax destination) or for an estimate. */
export function priceCart(deps: PricingDeps, db: Queryable, siteId: string, row: CartRow, estimate?: EstimateTotalsBody): Promise<PricedDocument> {
  const data = row.data;
  return priceDocument(deps, db, {
    siteId,
    lines: data.lineItems,
    couponCode: data.couponCode,
    merchantDiscounts: data.merchantDiscounts,
    shippingAddress: estimate?.shippingAddress ?? data.contactInfo?.address,
    billingAddress: estimate?.billingAddress,
    selectedShippingOptionCode: estimate?.selectedShippingOption?.code ?? data.selectedShippingOption?.code,
    selectedMembershipIds: estimate?.selectedMemberships?.memberships.map((m) => m.id),
    memberId: row.owner_type === 'MEMBER' ? row.owner_id : undefined,
    calculateTax: estimate?.calculateTax,
    calculateShipping: estimate?.calculateShipping,
  });
}

type CartLines = ReturnType<typeof linesView>;

/** The cart as `GET` shows it; `lines` when the caller built its lines' views already. */
export function cartView(row: CartRow, priced: PricedDocument, publicUrl: string, lines?: CartLines) {
  const { currency, result } = priced;
  const data = row.data;
  const view = {
    id: row.id,
    // Set below, from the caller's lines when it built them already.
    lineItems: [] as CartLines,
    buyerInfo: { ...buyerInfo(ownerOfRow(row)), email: data.buyerEmail },
    currency,
    conversionCurrency: currency,
    buyerLanguage: 'en',
    siteLanguage: 'en',
    taxIncludedInPrices: result.taxIncludedInPrice,
    weightUnit: 'KG',
    subtotal: wireMoney(result.subtotal, currency),
    subtotalAfterDiscounts: wireMoney(result.subtotal - result.itemDiscount, currency),
    appliedDiscounts: appliedDiscountsView(result.appliedDiscounts, currency),
    couponCode: data.couponCode,
    merchantDiscounts: data.merchantDiscounts?.map((d) => ({ amount: wireMoney(d.amount, currency) })),
    contactInfo: data.contactInfo,
    buyerNote: data.buyerNote,
    selectedShippingOption: data.selectedShippingOption,
    createdDate: row.created_date.toISOString(),
    updatedDate: row.updated_date.toISOString(),
    revision: String(row.revision),
  };
  view.lineItems = lines ?? linesView(data.lineItems, priced, { currency, publicUrl }, 'cart');
  return view;
}

/** The estimate-totals answer: the cart plus every total the checkout would show. */
export function estimateView(row: CartRow, priced: PricedDocument, publicUrl: string, requestedShippingCode?: string) {
  const { currency, result } = priced;
  const lines = cartAndCheckoutLines(row.data.lineItems, priced, { currency, publicUrl });
  return {
    cart: cartView(row, priced, publicUrl, lines.cart),
    currency,
    lineItems: lines.checkout,
    shippingInfo: shippingInfoView(result.shipping, currency, requestedShippingCode),
    ...totalsView(result, currency),
  };
}

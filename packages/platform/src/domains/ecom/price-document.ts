import type { Queryable } from '../../db/database';
import type { CatalogItem, CatalogItems } from '../catalog/catalog-items';
import type { StoredLine } from './line-items';
import { calculateTotals } from './pricing/calculate';
import type { AvailabilityStatus, PricingInput, PricingLine, PricingResult } from './pricing/types';
import { findCreditsUsed } from './settings/membership-credits.repository';
import * as settingsRepo from './settings/settings.repository';
import type { StoreSettings } from './settings/store-settings';

/** What pricing a cart or checkout needs besides its lines. */
export interface PriceRequest
  extends Pick<
    PricingInput,
    'couponCode' | 'giftCardCode' | 'shippingAddress' | 'billingAddress' | 'selectedShippingOptionCode' | 'selectedMembershipIds' | 'memberId' | 'calculateTax' | 'calculateShipping'
  > {
  siteId: string;
  lines: readonly StoredLine[];
  merchantDiscounts?: ReadonlyArray<{ amount: number }>;
}

export interface PricedDocument {
  currency: string;
  /** The catalogue's view of each line (undefined for custom lines and items it no longer has). */
  items: Array<CatalogItem | undefined>;
  inputs: PricingLine[];
  result: PricingResult;
  settings: StoreSettings;
  /** The coupon the code named when priced (an order redeems it by id, without reading it again). */
  couponId?: string;
}

export interface PricingDeps {
  catalog: CatalogItems;
  now: () => Date;
  /** The site's currency and settings when the caller read them already (a cart write, with its save). */
  context?: settingsRepo.PricingContext;
}

/**
 * Availability from stock, per line. Lines of one variant share its stock in line order, so two
 * lines that each fit but together do not make the second PARTIALLY_AVAILABLE.
 */
function availability(lines: readonly StoredLine[], items: ReadonlyArray<CatalogItem | undefined>) {
  const used = new Map<string, number>();
  return lines.map((line, index): { status: AvailabilityStatus; quantityAvailable?: number } => {
    if (line.custom) return { status: 'AVAILABLE' };
    const item = items[index];
    if (!item) return { status: 'NOT_FOUND' };
    if (!item.visible || !item.inStock) return { status: 'NOT_AVAILABLE', quantityAvailable: 0 };
    if (!item.trackInventory || item.quantity === undefined) return { status: 'AVAILABLE' };
    const left = Math.max(0, item.quantity - (used.get(item.variantId) ?? 0));
    used.set(item.variantId, (used.get(item.variantId) ?? 0) + line.quantity);
    if (left <= 0) return { status: 'NOT_AVAILABLE', quantityAvailable: 0 };
    if (left < line.quantity) return { status: 'PARTIALLY_AVAILABLE', quantityAvailable: left };
    return { status: 'AVAILABLE', quantityAvailable: left };
  });
}

/** Resolves the lines against the catalogue and the site's settings, then runs the pricing engine. */
export async function priceDocument(deps: PricingDeps, db: Queryable, request: PriceRequest): Promise<PricedDocument> {
  const catalogIndexes = request.lines.flatMap((line, index) => (!line.custom && line.catalogReference ? [index] : []));
  const [{ currency, settings }, coupon, giftCard, resolved] = await Promise.all([
    deps.context ?? settingsRepo.findPricingContext(db, request.siteId),
    request.couponCode ? settingsRepo.findCouponByCode(db, request.siteId, request.couponCode) : undefined,
    request.giftCardCode ? settingsRepo.findGiftCardByCode(db, request.siteId, request.giftCardCode) : undefined,
    catalogIndexes.length
      ? deps.catalog.resolve(db, request.siteId, catalogIndexes.map((index) => request.lines[index]!.catalogReference!))
      : Promise.resolve([]),
  ]);
  // A member holding a membership with credits: what they have used of them, one statement, only then.
  const { memberId } = request;
  const countsCredits = memberId !== undefined && settings.memberships.some((m) => m.credits !== undefined && (m.memberIds.length === 0 || m.memberIds.includes(memberId)));
  const membershipCreditsUsed = countsCredits ? await findCreditsUsed(db, request.siteId, memberId) : undefined;
  const items: Array<CatalogItem | undefined> = request.lines.map(() => undefined);
  catalogIndexes.forEach((lineIndex, i) => (items[lineIndex] = resolved[i]));
  const stock = availability(request.lines, items);

  const inputs: PricingLine[] = request.lines.map((line, index) => {
    const item = items[index];
    const custom = line.custom;
    return {
      id: line.id,
      quantity: line.quantity,
      unitPrice: custom ? custom.price : (item?.priceMinor ?? 0),
      fullUnitPrice: custom ? custom.fullPrice : (item?.fullPriceMinor ?? 0),
      itemType: custom ? custom.itemType : item?.productType === 'digital' ? 'DIGITAL' : 'PHYSICAL',
      productId: item?.productId ?? line.catalogReference?.catalogItemId,
      availability: stock[index]!.status,
      hidden: item !== undefined && !item.visible,
      quantityAvailable: stock[index]!.quantityAvailable,
      paymentOption: custom?.paymentOption,
      priceWhenAdded: line.priceWhenAdded,
      name: custom?.name ?? item?.name,
    };
  });

  const result = calculateTotals({
    currency,
    now: deps.now(),
    lines: inputs,
    settings,
    couponCode: request.couponCode,
    coupon: coupon ? settingsRepo.toCoupon(coupon) : undefined,
    giftCardCode: request.giftCardCode,
    giftCard: giftCard ? settingsRepo.toGiftCard(giftCard) : undefined,
    adHocDiscounts: request.merchantDiscounts ? [...request.merchantDiscounts] : undefined,
    shippingAddress: request.shippingAddress,
    billingAddress: request.billingAddress,
    selectedShippingOptionCode: request.selectedShippingOptionCode,
    selectedMembershipIds: request.selectedMembershipIds,
    memberId: request.memberId,
    membershipCreditsUsed,
    calculateTax: request.calculateTax,
    calculateShipping: request.calculateShipping,
    blockedPaymentOptions: settings.payment.blockedPaymentOptions,
  });
  return { currency, items, inputs, result, settings, couponId: coupon?.id };
}

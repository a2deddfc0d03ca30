import type { CatalogItem } from '../catalog/catalog-items';
import type { StoredImage, StoredLine } from './line-items';
import type { PricedDocument } from './price-document';
import { ppmToRate, wireMoney, wireMoneyTimes } from '../../lib/money';
import type { AppliedDiscount, CalculationError, MembershipResult, PricedLine, PricingLine, PricingResult, ShippingOptionResult, ShippingResult, TaxSummaryResult, Violation } from './pricing/types';

/**
 * Wire shapes of carts, checkouts and their totals, built from stored documents and a pricing
 * result. Amounts become `{ amount, convertedAmount, formattedAmount }` here and nowhere else.
 */

/** The app id memberships are reported under. */
export const membershipsAppId = 'b6c2a5a4-1e2d-4e2b-9d8e-6f1a0c3e7d21';

export interface ViewContext {
  currency: string;
  /** For absolute product page URLs. */
  publicUrl: string;
}

const translatable = (text: string) => ({ original: text, translated: text });

/** Uploaded media have platform paths (`/media/...`): made absolute with the public URL. */
function image(stored: StoredImage | undefined, item: CatalogItem | undefined, publicUrl: string) {
  const source = stored ?? item?.image;
  if (!source?.url) return undefined;
  const url = source.url.startsWith('/') ? publicUrl.replace(/\/$/, '') + source.url : source.url;
  return { id: source.id ?? source.url, url, width: source.width, height: source.height, altText: (source as StoredImage).altText };
}

function pageUrl(path: string | undefined, publicUrl: string) {
  if (!path) return undefined;
  const absolute = /^https?:\/\//i.test(path);
  // Refused on the way in (line-input.ts); a line stored before that check is shown without its address.
  if (absolute && !URL.canParse(path)) return undefined;
  return { relativePath: absolute ? new URL(path).pathname : path, url: absolute ? path : publicUrl.replace(/\/$/, '') + (path.startsWith('/') ? path : '/' + path) };
}

/** What a line's cart and checkout views share, and its picture. */
function lineBase(line: StoredLine, item: CatalogItem | undefined, input: PricingLine, priced: PricedLine, context: ViewContext) {
  const money = (minor: number) => wireMoney(minor, context.currency);
  const custom = line.custom;
  const override = line.catalogOverrideFields;
  const name = override?.productName?.original ?? custom?.name ?? item?.name ?? '';
  const choices = Object.entries(item?.choices ?? {}).map(([option, choice]) => ({
    name: translatable(option),
    plainText: translatable(choice),
    lineType: 'PLAIN_TEXT',
  }));
  const weight = override?.physicalProperties?.weight ?? custom?.weight ?? item?.weight;
  const picture = image(override?.image ? (typeof override.image === 'string' ? { url: override.image } : override.image) : custom?.image, item, context.publicUrl);
  const itemType = custom?.customItemType ? { custom: custom.customItemType } : { preset: input.itemType };
  const base = {
    id: line.id,
    quantity: line.quantity,
    catalogReference: line.catalogReference,
    productName: translatable(name),
    url: pageUrl(custom?.url ?? item?.url, context.publicUrl),
    price: money(input.unitPrice),
    fullPrice: money(input.fullUnitPrice),
    priceBeforeDiscounts: money(input.unitPrice),
    lineItemPrice: wireMoneyTimes(input.unitPrice, line.quantity, context.currency),
    descriptionLines: override?.descriptionLines ?? custom?.descriptionLines ?? choices,
    availability: { status: input.availability, quantityAvailable: input.quantityAvailable },
    physicalProperties:
      input.itemType === 'PHYSICAL' ? { weight, sku: custom?.sku ?? item?.sku, shippable: custom?.shippable ?? true } : undefined,
    itemType,
    paymentOption: priced.paymentOption,
    serviceProperties: line.serviceProperties,
    catalogOverrideFields: override,
    rootCatalogItemId: line.catalogReference?.catalogItemId,
    priceDescription: undefined,
    customLineItem: custom ? true : undefined,
  };
  return { base, picture };
}

type LineBase = ReturnType<typeof lineBase>;

const cartLine = ({ base, picture }: LineBase) => ({ ...base, image: picture });

function checkoutLine({ base, picture }: LineBase, priced: PricedLine, currency: string) {
  const money = (minor: number) => wireMoney(minor, currency);
  return {
    ...base,
    media: picture,
    totalDiscount: money(priced.discount),
    // `total` is what the line adds to the order, tax included either way.
    totalPriceBeforeTax: money(priced.total - priced.tax),
    totalPriceAfterTax: money(priced.total),
    taxDetails: {
      taxableAmount: money(priced.taxableAmount),
      taxRate: ppmToRate(priced.taxRate),
      totalTax: money(priced.tax),
      taxBreakdown: priced.taxBreakdown.map((b) => ({ jurisdiction: b.jurisdiction, jurisdictionType: b.jurisdictionType, rate: ppmToRate(b.rate), taxAmount: money(b.tax), taxName: b.name })),
    },
  };
}

const basesOf = (lines: readonly StoredLine[], priced: PricedDocument, context: ViewContext) =>
  lines.map((line, index) => lineBase(line, priced.items[index], priced.inputs[index]!, priced.result.lines[index]!, context));

const checkoutLines = (bases: readonly LineBase[], priced: PricedDocument, currency: string) =>
  bases.map((base, index) => checkoutLine(base, priced.result.lines[index]!, currency));

/** Each line, for carts (`image`) or for checkouts and orders (`media`, totals per line). */
export function linesView(lines: readonly StoredLine[], priced: PricedDocument, context: ViewContext, kind: 'cart' | 'checkout') {
  const bases = basesOf(lines, priced, context);
  return kind === 'cart' ? bases.map(cartLine) : checkoutLines(bases, priced, context.currency);
}

/** Both views of each line, their shared fields built once: a cart's estimate shows both. */
export function cartAndCheckoutLines(lines: readonly StoredLine[], priced: PricedDocument, context: ViewContext) {
  const bases = basesOf(lines, priced, context);
  return { cart: bases.map(cartLine), checkout: checkoutLines(bases, priced, context.currency) };
}

export function appliedDiscountsView(discounts: readonly AppliedDiscount[], currency: string) {
  return discounts.map((d) =>
    ({
      discountType: d.scope,
      lineItemIds: d.lineItemIds,
      coupon: d.coupon && { ...d.coupon, amount: wireMoney(d.amount, currency) },
      merchantDiscount:
        d.merchantDiscount && {
          id: d.merchantDiscount.id,
          name: d.merchantDiscount.name,
          discountType: d.merchantDiscount.valueType,
          percentage: d.merchantDiscount.percentage,
          amount: wireMoney(d.amount, currency),
        },
    }),
  );
}

export function priceSummaryView(result: PricingResult) {
  const money = (minor: number) => wireMoney(minor, result.currency);
  return {
    subtotal: money(result.subtotal),
    shipping: money(result.shipping.cost),
    tax: money(result.tax.totalTax),
    discount: money(result.discount),
    total: money(result.total),
    additionalFees: money(0),
  };
}

function optionView(option: ShippingOptionResult, currency: string) {
  const money = (minor: number) => wireMoney(minor, currency);
  return {
    code: option.code,
    title: option.title,
    logistics: {
      deliveryTime: option.estimatedDeliveryTime,
      instructions: option.pickup?.instructions,
      pickupDetails: option.pickup && { address: option.pickup.address, pickupMethod: option.pickup.method },
      deliveryTimeSlot: option.deliveryTimeSlot,
    },
    cost: {
      price: money(option.cost),
      otherCharges: option.charges.map((charge) => ({ type: charge.type, price: money(charge.amount) })),
    },
  };
}

export function shippingInfoView(shipping: ShippingResult, currency: string, requestedCode?: string) {
  const money = (minor: number) => wireMoney(minor, currency);
  const carriers = new Map<string, ShippingOptionResult[]>();
  for (const option of shipping.options) carriers.set(option.carrierId, [...(carriers.get(option.carrierId) ?? []), option]);
  const selected = shipping.selected;
  return {
    region: shipping.region,
    selectedCarrierServiceOption: selected && {
      ...optionView(selected, currency),
      carrierId: selected.carrierId,
      requestedShippingOption: selected.code === requestedCode,
      otherCharges: selected.charges.map((charge) => ({ type: charge.type, price: money(charge.amount) })),
      cost: {
        price: money(selected.cost),
        totalPriceBeforeTax: money(shipping.cost - shipping.discount),
        totalPriceAfterTax: money(shipping.cost - shipping.discount + shipping.tax),
        totalDiscount: money(shipping.discount),
        taxDetails: { totalTax: money(shipping.tax) },
      },
    },
    carrierServiceOptions: [...carriers.entries()].map(([carrierId, options]) => ({
      carrierId,
      shippingOptions: options.map((option) => optionView(option, currency)),
    })),
  };
}

export function taxSummaryView(tax: TaxSummaryResult, currency: string) {
  return {
    taxableAmount: wireMoney(tax.taxableAmount, currency),
    totalTax: wireMoney(tax.totalTax, currency),
    manualTaxRate: tax.rateType === 'MANUAL_RATE' ? ppmToRate(tax.rate) : undefined,
    calculationDetails: {
      rateType: tax.rateType,
      manualRateReason: tax.manualRateReason,
      autoTaxFallbackDetails: tax.fallbackReason ? { fallbackReason: tax.fallbackReason } : undefined,
    },
    taxableAddress: { addressType: tax.addressType },
  };
}

export function membershipOptionsView(memberships: MembershipResult) {
  const membership = (m: { id: string; name: string; lineItemIds: string[]; expirationDate?: string; credits?: { total: number; remaining: number } }) =>
    ({
      id: m.id,
      appId: membershipsAppId,
      name: { original: m.name },
      lineItemIds: m.lineItemIds,
      expirationDate: m.expirationDate,
      credits: m.credits,
    });
  return {
    eligibleMemberships: memberships.eligible.map(membership),
    invalidMemberships: memberships.invalid.map((m) => ({ membership: membership(m), reason: m.reason })),
    selectedMemberships: { memberships: memberships.selected.map((m) => ({ id: m.id, appId: membershipsAppId, lineItemIds: m.lineItemIds })) },
  };
}

const errorKeys: Record<CalculationError['kind'], string> = {
  COUPON: 'couponCalculationError',
  GIFT_CARD: 'giftCardCalculationError',
  SHIPPING: 'generalShippingCalculationError',
  TAX: 'taxCalculationError',
  MEMBERSHIP: 'membershipError',
  DISCOUNT: 'discountsCalculationError',
};

/** `{ couponCalculationError: { applicationError: { code, description } }, ... }`: the first error of each kind. */
export function calculationErrorsView(errors: readonly CalculationError[]) {
  const view: Record<string, unknown> = {};
  for (const error of errors) {
    view[errorKeys[error.kind]] ??= { applicationError: { code: error.code, description: error.message } };
  }
  return view;
}

export function violationsView(violations: readonly Violation[]) {
  return violations.map((v) => ({
    severity: v.severity,
    description: v.description,
    target: v.lineItemId
      ? { lineItem: { id: v.lineItemId, name: 'LINE_ITEM_DEFAULT', suggestedFix: v.suggestedFix } }
      : { other: { name: 'OTHER_DEFAULT' } },
  }));
}

/**
 * A gift card code is money to whoever reads it: views, events and orders show only its last four
 * characters (`*****1234`); codes of four or fewer characters are hidden whole.
 */
export function obfuscateCode(code: string): string {
  return code.length > 4 ? '*'.repeat(code.length - 4) + code.slice(-4) : '*'.repeat(code.length);
}

export function giftCardView(result: PricingResult) {
  const card = result.giftCard;
  if (!card) return undefined;
  return {
    id: card.id,
    obfuscatedCode: obfuscateCode(card.code),
    amount: wireMoney(card.applied, result.currency),
    appId: 'gift-cards',
  };
}

/** The totals a checkout shows, which the cart's estimate shows too: one place, so they cannot drift apart. */
export function totalsView(result: PricingResult, currency: string) {
  return {
    priceSummary: priceSummaryView(result),
    taxSummary: taxSummaryView(result.tax, currency),
    appliedDiscounts: appliedDiscountsView(result.appliedDiscounts, currency),
    calculationErrors: calculationErrorsView(result.calculationErrors),
    violations: violationsView(result.violations),
    membershipOptions: membershipOptionsView(result.memberships),
    giftCard: giftCardView(result),
    payNow: wireMoney(result.payNow, currency),
    payLater: wireMoney(result.payLater, currency),
  };
}

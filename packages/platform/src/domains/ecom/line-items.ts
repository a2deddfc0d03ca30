import { invalid, type FieldViolation } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import { storesAppId, type CatalogItem, type CatalogReference } from '../catalog/catalog-items';
import type { CustomLineItemInput, LineItemInput } from './ecom.schemas';
import { maxTotalText } from '../../lib/money';
import { amountReader } from '../../lib/money-input';
import { totalTooLarge } from './pricing/calculate';
import type { ItemType, PaymentOption, PricingResult } from './pricing/types';

/** The most units of one thing a line may hold after adding. */
export const maxLineQuantity = 1_000_000;

/**
 * The most lines a cart or checkout holds. Every read prices every line again, so a cart grown
 * without end by one add after another would make each of its reads slower for everyone.
 */
export const maxLines = 300;

export interface StoredImage {
  id?: string;
  url?: string;
  width?: number;
  height?: number;
  altText?: string;
}

/** A line as a cart or checkout stores it: a reference, never a price, for catalogue items. */
export interface StoredLine {
  id: string;
  quantity: number;
  catalogReference?: CatalogReference;
  catalogOverrideFields?: LineItemInput['catalogOverrideFields'];
  serviceProperties?: { scheduledDate?: string; numberOfParticipants?: number };
  /** Catalogue lines: the unit price when added, to warn when it changes. */
  priceWhenAdded?: number;
  /** Custom lines (owners and apps only): everything the catalogue would otherwise say. */
  custom?: {
    price: number;
    fullPrice: number;
    name: string;
    itemType: ItemType;
    customItemType?: string;
    descriptionLines?: CustomLineItemInput['descriptionLines'];
    image?: StoredImage;
    url?: string;
    weight?: number;
    sku?: string;
    shippable?: boolean;
    paymentOption?: PaymentOption;
  };
  addedDate: string;
}

export const toStoredImage = (image: string | StoredImage | undefined): StoredImage | undefined =>
  image === undefined ? undefined : typeof image === 'string' ? { url: image } : image;

/** Lines naming the same thing (same item, options, booking and overrides) merge their quantities. */
const lineKey = (line: StoredLine) =>
  JSON.stringify([
    line.catalogReference?.appId,
    line.catalogReference?.catalogItemId,
    line.catalogReference?.options?.variantId ?? null,
    Object.entries(line.catalogReference?.options?.options ?? {}).sort(),
    line.serviceProperties ?? null,
    line.catalogOverrideFields ?? null,
  ]);

/**
 * Why a reference named nothing, in terms of what it sent: a product with options is sold as one
 * of its variants, and a reference with neither a variant nor choices names none of them, which
 * looks to the caller exactly like a wrong product id unless the answer says so.
 */
function unresolvedReason(reference: LineItemInput['catalogReference']): string {
  if (reference.options?.variantId) return 'no such item in the catalogue: no product with this catalogItemId has a variant with this options.variantId';
  if (reference.options?.options && Object.keys(reference.options.options).length > 0) {
    return 'no such item in the catalogue: no product with this catalogItemId has a variant with exactly these options.options (one choice per option, by its description)';
  }
  return 'no such item in the catalogue: no product has this catalogItemId, or the product has options and the line names none (send options.variantId, or a choice of each option in options.options)';
}

/**
 * Turns requested catalogue lines into stored lines, given what the catalogue resolved for each
 * (same order). Unknown app ids and items the catalogue does not have are field violations.
 */
export function catalogLines(
  requests: readonly LineItemInput[],
  resolved: ReadonlyArray<CatalogItem | undefined>,
  field = 'lineItems',
): StoredLine[] {
  const violations: FieldViolation[] = [];
  const lines = requests.map((request, index): StoredLine => {
    const reference = request.catalogReference;
    if (reference.appId !== storesAppId) {
      violations.push({ field: `${field}.${index}.catalogReference.appId`, description: `unknown catalogue app id; expected ${storesAppId}`, violatedRule: 'VALIDATION' });
    } else if (!resolved[index]) {
      violations.push({ field: `${field}.${index}.catalogReference`, description: unresolvedReason(reference), violatedRule: 'VALIDATION' });
    }
    const item = resolved[index];
    return {
      id: newId(),
      quantity: request.quantity ?? 1,
      catalogReference: {
        appId: reference.appId,
        catalogItemId: reference.catalogItemId,
        // Pinning the resolved variant keeps the line on one variant whatever the options said.
        options: item ? { ...reference.options, variantId: item.variantId } : reference.options,
      },
      catalogOverrideFields: request.catalogOverrideFields,
      serviceProperties: request.serviceProperties,
      priceWhenAdded: item?.priceMinor,
      addedDate: new Date().toISOString(),
    };
  });
  if (violations.length) throw invalid(violations);
  return lines;
}

/** Custom lines carry their own price; callers check first that only owners and apps send them. */
export function customLines(requests: readonly CustomLineItemInput[], currency: string, field = 'customLineItems'): StoredLine[] {
  const amounts = amountReader(currency);
  const lines = requests.map((request, index): StoredLine => {
    const price = amounts.read(request.price, `${field}.${index}.price`);
    const fullPrice = amounts.optional(request.fullPrice, `${field}.${index}.fullPrice`) ?? price;
    return {
      id: request.id ?? newId(),
      quantity: request.quantity,
      catalogReference: request.catalogReference,
      serviceProperties: request.serviceProperties,
      custom: {
        price,
        fullPrice: Math.max(price, fullPrice),
        name: request.productName.original,
        itemType: request.itemType?.preset ?? (request.itemType?.custom ? 'CUSTOM_AMOUNT_ITEM' : 'PHYSICAL'),
        customItemType: request.itemType?.custom,
        descriptionLines: request.descriptionLines,
        image: toStoredImage(request.media),
        url: request.url,
        weight: request.physicalProperties?.weight,
        sku: request.physicalProperties?.sku,
        shippable: request.physicalProperties?.shippable,
        paymentOption: request.paymentOption,
      },
      addedDate: new Date().toISOString(),
    };
  });
  amounts.check();
  return lines;
}

/**
 * Adds lines, merging each into an existing line for the same thing. `clamp` (the sign-in merge of
 * a visitor's cart, which refuses nothing) caps quantities and lets the lines of both carts stay.
 */
export function mergeLines(existing: readonly StoredLine[], added: readonly StoredLine[], options: { clamp?: boolean } = {}): StoredLine[] {
  const result = existing.map((line) => ({ ...line }));
  for (const line of added) {
    const same = line.custom ? undefined : result.find((candidate) => !candidate.custom && lineKey(candidate) === lineKey(line));
    if (same) same.quantity += line.quantity;
    else if (line.custom && result.some((candidate) => candidate.id === line.id)) result.push({ ...line, id: newId() });
    else result.push({ ...line });
  }
  if (options.clamp) for (const line of result) line.quantity = Math.min(line.quantity, maxLineQuantity);
  const tooMany = result.findIndex((line) => line.quantity > maxLineQuantity);
  if (tooMany >= 0) {
    throw invalid([{ field: 'lineItems', description: `a line may hold at most ${maxLineQuantity} units`, violatedRule: 'MAX' }]);
  }
  if (!options.clamp && result.length > maxLines && result.length > existing.length) {
    throw invalid([{ field: 'lineItems', description: `a cart or checkout holds at most ${maxLines} lines`, violatedRule: 'MAX', data: { max: maxLines } }]);
  }
  return result;
}

export function removeLines(lines: readonly StoredLine[], ids: readonly string[]): StoredLine[] {
  const unknown = ids.filter((id) => !lines.some((line) => line.id === id));
  if (unknown.length) {
    throw invalid(unknown.map((id) => ({ field: 'lineItemIds', description: `no line item ${id}`, violatedRule: 'VALIDATION' as const })));
  }
  return lines.filter((line) => !ids.includes(line.id));
}

/** Sets quantities; 0 removes the line (as the hosted platform does). */
export function updateQuantities(lines: readonly StoredLine[], updates: ReadonlyArray<{ id: string; quantity: number }>): StoredLine[] {
  const violations: FieldViolation[] = [];
  updates.forEach((update, index) => {
    if (!lines.some((line) => line.id === update.id)) violations.push({ field: `lineItems.${index}.id`, description: `no line item ${update.id}`, violatedRule: 'VALIDATION' });
  });
  if (violations.length) throw invalid(violations);
  return lines
    .map((line) => {
      const update = updates.find((u) => u.id === line.id);
      return update ? { ...line, quantity: update.quantity } : line;
    })
    .filter((line) => line.quantity > 0);
}

/**
 * Refuses a write that added lines or raised quantities (`before` → `after`) when, priced, a line it
 * grew or the whole then comes to more than `maxTotal` (the engine's `TOTAL_TOO_LARGE` violations):
 * a 400 at `lineItems`, rather than a cart whose lines are not charged. A document already past it
 * (a price raised since) can still be written: lowering a quantity or removing a line is how it
 * gets back, and it cannot be ordered meanwhile.
 */
export function refuseGrowthPastMax(before: readonly StoredLine[], after: readonly StoredLine[], result: PricingResult): void {
  const was = new Map(before.map((line) => [line.id, line.quantity]));
  const grown = new Set(after.filter((line) => line.quantity > (was.get(line.id) ?? 0)).map((line) => line.id));
  if (grown.size === 0) return;
  const refused = result.violations.filter((v) => v.code === totalTooLarge && (v.lineItemId === undefined || grown.has(v.lineItemId)));
  if (refused.length) {
    throw invalid(
      refused.map((v) => ({ field: 'lineItems', description: v.description, violatedRule: 'DECIMAL_LTE' as const, data: { max: maxTotalText(result.currency), ...(v.lineItemId ? { lineItemId: v.lineItemId } : {}) } })),
    );
  }
}

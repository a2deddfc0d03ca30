import { formatMinor, maxTotalMinor } from '../../../lib/money';
import { applyItemDiscounts, applyShippingDiscounts, couponMinimumNotReached, type DiscountableLine } from './discounts';
import { resolveMemberships } from './memberships';
import { optionCost, shippingOptions } from './shipping';
import { jurisdictionsFor, planTax, taxOn } from './tax';
import type {
  CalculationError,
  PricedLine,
  PricingAddress,
  PricingInput,
  PricingResult,
  ShippingResult,
  TaxSummaryResult,
  Violation,
} from './types';

const offline = new Set(['FULL_PAYMENT_OFFLINE', 'MEMBERSHIP_OFFLINE']);

/** Set on the ERROR violations of amounts past `maxTotal`: writes that grow a line or a cart refuse them (line-items.ts). */
export const totalTooLarge = 'TOTAL_TOO_LARGE';

/**
 * The pricing engine: lines, settings and choices in, every total out. Pure and deterministic:
 * integer minor units throughout, `now` passed in, no I/O. Steps, in order:
 * availability → memberships → item discounts → shipping (and its discounts) → tax → gift card.
 *
 * No amount it answers passes `maxTotal` (so every one is an exact number): a line that would come
 * to more is not charged, and when the whole would (several such lines, or the tax on them),
 * nothing is; both are ERROR violations, which create-order refuses. Writes that add or raise such
 * a line are refused before this is seen; what reaches it is a price or a tax raised since.
 */
export function calculateTotals(input: PricingInput): PricingResult {
  const max = maxTotalMinor(input.currency);
  const result = priceWithin(input, max, false);
  // Past the bound the sums above may already be inexact; they are only compared, never shown.
  return result.subtotal <= max && result.total <= max ? result : priceWithin(input, max, true);
}

const shownName = (name: string | undefined) => (name ? `“${name}”` : 'This item');

function priceWithin(input: PricingInput, max: number, wholeTooLarge: boolean): PricingResult {
  const calculationErrors: CalculationError[] = [];
  const violations: Violation[] = [];
  const shownMax = formatMinor(max, input.currency);
  if (wholeTooLarge) {
    violations.push({ severity: 'ERROR', code: totalTooLarge, description: `The order would come to more than ${shownMax}, the most one order may; lower a quantity or remove a line` });
  }

  // Lines that cannot be bought are shown but not charged.
  const memberships = resolveMemberships(input);
  calculationErrors.push(...memberships.errors);
  const membershipPaid = new Set(memberships.result.selected.flatMap((m) => m.lineItemIds));

  const lines: PricedLine[] = input.lines.map((line) => {
    const buyable = line.availability === 'AVAILABLE' || line.availability === 'PARTIALLY_AVAILABLE';
    const byMembership = membershipPaid.has(line.id);
    const tooLarge = buyable && !byMembership && line.unitPrice * line.quantity > max;
    if (tooLarge) {
      violations.push({
        severity: 'ERROR',
        code: totalTooLarge,
        lineItemId: line.id,
        description: `${shownName(line.name)} × ${line.quantity} comes to more than ${shownMax}, the most one line may; lower the quantity`,
      });
    }
    const priced = buyable && !byMembership && !tooLarge && !wholeTooLarge;
    return {
      id: line.id,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      fullUnitPrice: line.fullUnitPrice,
      subtotal: priced ? line.unitPrice * line.quantity : 0,
      discount: 0,
      taxableAmount: 0,
      tax: 0,
      taxRate: 0,
      taxBreakdown: [],
      total: 0,
      paymentOption: byMembership ? 'MEMBERSHIP' : (line.paymentOption ?? 'FULL_PAYMENT_ONLINE'),
      priced,
    };
  });
  for (const line of input.lines) violations.push(...lineViolations(line));
  violations.push(...blockedPaymentViolations(input, lines));

  const discountable: DiscountableLine[] = input.lines
    .map((line, index) => ({ line, priced: lines[index]! }))
    .filter(({ priced }) => priced.priced && priced.subtotal > 0)
    .map(({ line, priced }) => ({ id: line.id, productId: line.productId, quantity: line.quantity, subtotal: priced.subtotal, remaining: priced.subtotal }));
  const discounts = applyItemDiscounts(input, discountable);
  // When the whole is too large nothing is charged, and a coupon's minimum is not what stands in the way.
  calculationErrors.push(...(wholeTooLarge ? discounts.errors.filter((e) => e.code !== couponMinimumNotReached) : discounts.errors));
  for (const d of discountable) {
    const line = lines.find((l) => l.id === d.id)!;
    line.discount = d.subtotal - d.remaining;
  }
  const subtotal = lines.reduce((sum, line) => sum + line.subtotal, 0);
  const itemDiscount = lines.reduce((sum, line) => sum + line.discount, 0);

  const shipping = computeShipping(input, lines, subtotal - itemDiscount, calculationErrors, violations);
  const shippingDiscount = applyShippingDiscounts(input, subtotal, shipping.cost);
  shipping.discount = shippingDiscount.amount;

  const tax = computeTax(input, lines, shipping);

  const { pricesIncludeTax } = input.settings.tax;
  for (const line of lines) line.total = line.subtotal - line.discount + (pricesIncludeTax ? 0 : line.tax);
  const shippingNet = shipping.cost - shipping.discount;
  const total = lines.reduce((sum, line) => sum + line.total, 0) + shippingNet + (pricesIncludeTax ? 0 : shipping.tax);
  const payLater = lines.filter((line) => offline.has(line.paymentOption)).reduce((sum, line) => sum + line.total, 0);

  let giftCard: PricingResult['giftCard'];
  if (input.giftCardCode) {
    const card = input.giftCard;
    const expired = card?.expirationDate !== undefined && Date.parse(card.expirationDate) <= input.now.getTime();
    if (!card || !card.active) calculationErrors.push({ kind: 'GIFT_CARD', code: 'GIFT_CARD_NOT_FOUND', message: 'No active gift card with this code' });
    else if (expired) calculationErrors.push({ kind: 'GIFT_CARD', code: 'GIFT_CARD_EXPIRED', message: 'The gift card has expired' });
    else if (card.balance <= 0) calculationErrors.push({ kind: 'GIFT_CARD', code: 'GIFT_CARD_EMPTY', message: 'The gift card has no balance left' });
    else {
      const applied = Math.min(card.balance, total - payLater);
      giftCard = { id: card.id, code: card.code, applied, remainingBalance: card.balance - applied };
    }
  }

  return {
    currency: input.currency,
    lines,
    subtotal,
    itemDiscount,
    discount: itemDiscount + shipping.discount,
    shipping,
    tax,
    total,
    giftCard,
    payNow: total - payLater - (giftCard?.applied ?? 0),
    payLater,
    appliedDiscounts: [...discounts.applied, ...shippingDiscount.applied],
    couponApplied: discounts.couponApplied,
    calculationErrors,
    violations,
    memberships: memberships.result,
    taxIncludedInPrice: pricesIncludeTax,
  };
}

function lineViolations(line: PricingInput['lines'][number]): Violation[] {
  const name = shownName(line.name);
  switch (line.availability) {
    case 'NOT_FOUND':
      return [{ severity: 'ERROR', lineItemId: line.id, suggestedFix: 'REMOVE_LINE_ITEM', description: `${name} is no longer sold in this store` }];
    case 'NOT_AVAILABLE':
      return [{ severity: 'ERROR', lineItemId: line.id, suggestedFix: 'REMOVE_LINE_ITEM', description: line.hidden ? `${name} is no longer for sale` : `${name} is out of stock` }];
    case 'PARTIALLY_AVAILABLE':
      return [{ severity: 'ERROR', lineItemId: line.id, description: `Only ${line.quantityAvailable ?? 0} of ${name} left; lower the quantity` }];
    case 'AVAILABLE':
      return line.priceWhenAdded !== undefined && line.priceWhenAdded !== line.unitPrice
        ? [{ severity: 'WARNING', lineItemId: line.id, description: `The price of ${name} changed since it was added` }]
        : [];
  }
}

/** Lines to be paid in a way the store's payment settings block cannot be bought as they are. */
function blockedPaymentViolations(input: PricingInput, lines: readonly PricedLine[]): Violation[] {
  const blocked = new Set(input.blockedPaymentOptions ?? []);
  if (blocked.size === 0) return [];
  return lines.flatMap((line, index): Violation[] => {
    if (!blocked.has(line.paymentOption) || !(line.priced || line.paymentOption === 'MEMBERSHIP')) return [];
    const name = shownName(input.lines[index]!.name);
    return [{ severity: 'ERROR', lineItemId: line.id, code: 'PAYMENT_OPTION_BLOCKED', description: `${name} is paid by ${line.paymentOption}, which this store does not accept` }];
  });
}

function computeShipping(
  input: PricingInput,
  lines: PricedLine[],
  discountedSubtotal: number,
  errors: CalculationError[],
  violations: Violation[],
): ShippingResult {
  const needed = input.lines.some((line, index) => line.itemType === 'PHYSICAL' && (lines[index]!.priced || lines[index]!.paymentOption === 'MEMBERSHIP'));
  const none: ShippingResult = { needed, options: [], cost: 0, discount: 0, tax: 0 };
  if (!needed || input.calculateShipping === false) return none;
  const { options, region } = shippingOptions(input.settings.shipping, input.shippingAddress, discountedSubtotal);
  if (options.length === 0) {
    if (input.shippingAddress?.country) {
      errors.push({ kind: 'SHIPPING', code: 'NO_SHIPPING_TO_DESTINATION', message: 'The store does not ship to this address' });
      violations.push({ severity: 'ERROR', description: 'The store does not ship to this address' });
    }
    return none;
  }
  // Unchosen: the cheapest delivery to the address given (a buyer who typed an address wants
  // delivery), else nothing until the buyer picks; pickup is never chosen for them.
  let selected = input.shippingAddress?.country ? options.find((option) => !option.pickup) : undefined;
  if (input.selectedShippingOptionCode) {
    const chosen = options.find((option) => option.code === input.selectedShippingOptionCode);
    if (chosen) selected = chosen;
    else errors.push({ kind: 'SHIPPING', code: 'SHIPPING_OPTION_NOT_AVAILABLE', message: 'The selected shipping option is not available here' });
  }
  return {
    needed,
    options,
    selected,
    region: region && { id: region.id, name: region.name },
    cost: selected ? optionCost(selected) : 0,
    discount: 0,
    tax: 0,
  };
}

function taxAddress(input: PricingInput, shipping: ShippingResult): PricingAddress | undefined {
  switch (input.settings.tax.taxableAddressType) {
    case 'BUSINESS':
      return input.settings.tax.businessAddress;
    case 'BILLING':
      return input.billingAddress ?? input.shippingAddress;
    case 'SHIPPING':
      // Goods picked up are taxed where they change hands.
      return shipping.selected?.pickup?.address ?? input.shippingAddress ?? input.billingAddress;
  }
}

function computeTax(input: PricingInput, lines: PricedLine[], shipping: ShippingResult): TaxSummaryResult {
  const settings = input.settings.tax;
  const plan =
    input.calculateTax === false ? ({ rateType: 'NO_TAX_COLLECTED', regions: [] } as ReturnType<typeof planTax>) : planTax(settings, taxAddress(input, shipping));
  let taxableAmount = 0;
  let totalTax = 0;
  input.lines.forEach((source, index) => {
    const line = lines[index]!;
    // Buying a gift card is buying money: it is not taxed when sold, only what it pays for is.
    if (!line.priced || source.itemType === 'GIFT_CARD') return;
    const amount = line.subtotal - line.discount;
    const result = taxOn(amount, jurisdictionsFor(plan, source.productId), settings.pricesIncludeTax);
    line.taxableAmount = amount;
    line.tax = result.tax;
    line.taxRate = result.ppm;
    line.taxBreakdown = result.breakdown;
    taxableAmount += amount;
    totalTax += result.tax;
  });
  if (settings.taxShipping) {
    const amount = shipping.cost - shipping.discount;
    shipping.tax = taxOn(amount, jurisdictionsFor(plan, undefined), settings.pricesIncludeTax).tax;
    if (amount > 0 && plan.rateType !== 'NO_TAX_COLLECTED') taxableAmount += amount;
    totalTax += shipping.tax;
  }
  return {
    rateType: plan.rateType,
    manualRateReason: plan.manualRateReason,
    fallbackReason: plan.fallbackReason,
    taxableAmount: plan.rateType === 'NO_TAX_COLLECTED' ? 0 : taxableAmount,
    totalTax,
    addressType: settings.taxableAddressType,
    rate: jurisdictionsFor(plan, undefined).reduce((sum, j) => sum + j.ppm, 0),
  };
}

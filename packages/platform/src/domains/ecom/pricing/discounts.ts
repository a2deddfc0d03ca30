import { allocate, mulDivRound, percentToPpm } from '../../../lib/money';
import type { AppliedDiscount, CalculationError, Coupon, DiscountValueType, MerchantDiscountRule, PricingInput } from './types';

/** A line as the discount step sees it: what is still left to discount. */
export interface DiscountableLine {
  id: string;
  productId?: string;
  quantity: number;
  /** Amount before any cart discount. */
  subtotal: number;
  /** Amount left after the discounts applied so far. */
  remaining: number;
}

export const withinDates = (now: Date, start?: string, end?: string): boolean =>
  (!start || Date.parse(start) <= now.getTime()) && (!end || now.getTime() < Date.parse(end));

/** What a percent or amount takes from `base`, never more than `base`. */
function amountOff(valueType: DiscountValueType, value: number, base: number): number {
  const off = valueType === 'PERCENT' ? mulDivRound(base, percentToPpm(value), 100 * 10_000) : value;
  return Math.max(0, Math.min(off, base));
}

/** Takes `total` off `lines` in proportion to what each has left; returns each line's share. */
function spread(lines: DiscountableLine[], total: number): number[] {
  const shares = allocate(total, lines.map((line) => line.remaining));
  lines.forEach((line, index) => (line.remaining -= shares[index]!));
  return shares;
}

function record(applied: AppliedDiscount[], lines: DiscountableLine[], shares: number[], discount: Omit<AppliedDiscount, 'amount' | 'lineItemIds'>) {
  const amount = shares.reduce((a, b) => a + b, 0);
  if (amount <= 0) return;
  applied.push({ ...discount, amount, lineItemIds: lines.filter((_, index) => shares[index]! > 0).map((line) => line.id) });
}

export const couponMinimumNotReached = 'COUPON_MINIMUM_SUBTOTAL_NOT_REACHED';

/** Why a coupon does not apply right now, or undefined when it does. */
export function couponProblem(coupon: Coupon | undefined, subtotal: number, now: Date): CalculationError | undefined {
  const error = (code: string, message: string): CalculationError => ({ kind: 'COUPON', code, message });
  if (!coupon || !coupon.active) return error('COUPON_NOT_FOUND', 'No active coupon with this code');
  if (coupon.startDate && Date.parse(coupon.startDate) > now.getTime()) return error('COUPON_NOT_STARTED', 'The coupon is not valid yet');
  if (coupon.expirationDate && Date.parse(coupon.expirationDate) <= now.getTime()) return error('COUPON_EXPIRED', 'The coupon has expired');
  if (coupon.usageLimit !== undefined && coupon.timesUsed >= coupon.usageLimit) {
    return error('COUPON_USAGE_EXCEEDED', 'The coupon has reached its usage limit');
  }
  if (coupon.minimumSubtotal !== undefined && subtotal < coupon.minimumSubtotal) {
    return error(couponMinimumNotReached, 'The subtotal is below the coupon’s minimum');
  }
  return undefined;
}

const ruleApplies = (rule: MerchantDiscountRule, subtotal: number, now: Date) =>
  rule.active && withinDates(now, rule.startDate, rule.endDate) && (rule.minimumSubtotal === undefined || subtotal >= rule.minimumSubtotal);

/**
 * Item discounts, in a fixed order so totals never depend on the order settings were saved in:
 * item-specific merchant discounts, then store-wide ones, then staff amounts on this cart, then
 * the coupon. Each percent is taken from what the earlier ones left, and no line goes below zero.
 * Order-level amounts are spread over lines (largest remainder), so each line's tax sees its own
 * discounted amount.
 */
export function applyItemDiscounts(
  input: PricingInput,
  lines: DiscountableLine[],
): { applied: AppliedDiscount[]; errors: CalculationError[]; couponApplied: boolean } {
  const applied: AppliedDiscount[] = [];
  const errors: CalculationError[] = [];
  const subtotal = lines.reduce((sum, line) => sum + line.subtotal, 0);
  const rules = input.settings.merchantDiscounts.filter((rule) => ruleApplies(rule, subtotal, input.now));

  for (const rule of rules.filter((r) => r.scope === 'SPECIFIC_ITEMS')) {
    const targets = lines.filter((line) => line.productId && rule.productIds?.includes(line.productId));
    const shares = targets.map((line) => {
      // An amount off specific items is per unit: "$5 off each mug".
      const off = rule.valueType === 'AMOUNT' ? Math.min(line.remaining, rule.value * line.quantity) : amountOff('PERCENT', rule.value, line.remaining);
      line.remaining -= off;
      return off;
    });
    record(applied, targets, shares, {
      type: 'MERCHANT_DISCOUNT',
      scope: 'SPECIFIC_ITEMS',
      merchantDiscount: { id: rule.id, name: rule.name, valueType: rule.valueType, percentage: rule.valueType === 'PERCENT' ? rule.value : undefined },
    });
  }

  for (const rule of rules.filter((r) => r.scope === 'GLOBAL')) {
    const base = lines.reduce((sum, line) => sum + line.remaining, 0);
    record(applied, lines, spread(lines, amountOff(rule.valueType, rule.value, base)), {
      type: 'MERCHANT_DISCOUNT',
      scope: 'GLOBAL',
      merchantDiscount: { id: rule.id, name: rule.name, valueType: rule.valueType, percentage: rule.valueType === 'PERCENT' ? rule.value : undefined },
    });
  }

  for (const discount of input.adHocDiscounts ?? []) {
    const base = lines.reduce((sum, line) => sum + line.remaining, 0);
    record(applied, lines, spread(lines, amountOff('AMOUNT', discount.amount, base)), {
      type: 'GLOBAL',
      scope: 'GLOBAL',
      merchantDiscount: { valueType: 'AMOUNT' },
    });
  }

  let couponApplied = false;
  if (input.couponCode) {
    const problem = couponProblem(input.coupon, subtotal, input.now);
    if (problem) errors.push(problem);
    else {
      const coupon = input.coupon!;
      const targets = coupon.productIds?.length ? lines.filter((line) => line.productId && coupon.productIds!.includes(line.productId)) : lines;
      const base = targets.reduce((sum, line) => sum + line.remaining, 0);
      if (targets.length === 0) errors.push({ kind: 'COUPON', code: 'COUPON_NOT_APPLICABLE', message: 'The coupon applies to none of these items' });
      else {
        couponApplied = true;
        record(applied, targets, spread(targets, amountOff(coupon.valueType, coupon.value, base)), {
          type: 'COUPON',
          scope: coupon.productIds?.length ? 'SPECIFIC_ITEMS' : 'GLOBAL',
          coupon: { id: coupon.id, code: coupon.code, name: coupon.name },
        });
      }
    }
  }
  return { applied, errors, couponApplied };
}

/** Shipping discounts: what the SHIPPING merchant discounts take off the shipping cost. */
export function applyShippingDiscounts(input: PricingInput, subtotal: number, shippingCost: number): { amount: number; applied: AppliedDiscount[] } {
  const applied: AppliedDiscount[] = [];
  let remaining = shippingCost;
  for (const rule of input.settings.merchantDiscounts.filter((r) => r.scope === 'SHIPPING' && ruleApplies(r, subtotal, input.now))) {
    const off = amountOff(rule.valueType, rule.value, remaining);
    remaining -= off;
    if (off > 0) {
      applied.push({
        type: 'MERCHANT_DISCOUNT',
        scope: 'SHIPPING',
        amount: off,
        lineItemIds: [],
        merchantDiscount: { id: rule.id, name: rule.name, valueType: rule.valueType, percentage: rule.valueType === 'PERCENT' ? rule.value : undefined },
      });
    }
  }
  return { amount: shippingCost - remaining, applied };
}

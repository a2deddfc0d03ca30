import { fromMinor, toMinor } from '@vitrine/sdk/modules/money';

export type DiscountType = 'NONE' | 'AMOUNT' | 'PERCENT';

export interface PriceInput {
  price: number | undefined;
  discountType: DiscountType;
  discountValue: number | undefined;
  cost: number | undefined;
}

export interface PriceSummary {
  /** What a shopper pays after the product's discount. */
  discountedPrice: number | undefined;
  profit: number | undefined;
  /** Profit over the discounted price, as a ratio (0.25 is 25 %). */
  margin: number | undefined;
}

/**
 * The studio's live preview of the platform's price rules: the discount never takes the price
 * below zero, profit is the discounted price less the cost, and the margin is profit over what the
 * shopper pays (zero when that is zero). The platform stays the authority; this only shows it early.
 */
export function summarisePrice({ price, discountType, discountValue, cost }: PriceInput, currency: string): PriceSummary {
  if (price === undefined || !Number.isFinite(price)) return { discountedPrice: undefined, profit: undefined, margin: undefined };
  const priceMinor = toMinor(price, currency);
  const value = discountValue !== undefined && Number.isFinite(discountValue) ? discountValue : 0;
  let discountedMinor = priceMinor;
  if (discountType === 'AMOUNT') discountedMinor = Math.max(0, priceMinor - toMinor(value, currency));
  if (discountType === 'PERCENT') discountedMinor = Math.max(0, priceMinor - Math.round((priceMinor * value) / 100));
  const discountedPrice = fromMinor(discountedMinor, currency);
  if (cost === undefined || !Number.isFinite(cost)) return { discountedPrice, profit: undefined, margin: undefined };
  const profitMinor = discountedMinor - toMinor(cost, currency);
  return {
    discountedPrice,
    profit: fromMinor(profitMinor, currency),
    margin: discountedMinor === 0 ? 0 : profitMinor / discountedMinor,
  };
}

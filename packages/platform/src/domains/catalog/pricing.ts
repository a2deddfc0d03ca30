import { formatMinor, fromMinor, percentOf } from '../../lib/money';
import type { DiscountType, PricePerUnitData, ProductRecord, VariantRecord } from './catalog.records';

/** The catalogue's price rules: discounts, price per unit, profit, and what a variant inherits. */

/** The price after the product's own discount, never below zero. */
export function applyDiscount(priceMinor: number, type: DiscountType, value: number): number {
  if (type === 'AMOUNT') return Math.max(0, priceMinor - value);
  if (type === 'PERCENT') return Math.max(0, priceMinor - percentOf(priceMinor, value));
  return priceMinor;
}

/** Price per base unit: 500 g at $10 with a base of 100 g costs $2 per 100 g. */
export function pricePerUnitMinor(discountedMinor: number, data: PricePerUnitData | null): number | undefined {
  if (!data || data.totalQuantity <= 0 || data.baseQuantity <= 0) return undefined;
  return Math.round((discountedMinor * data.baseQuantity) / data.totalQuantity);
}

export interface WirePriceData {
  currency: string;
  price: number;
  discountedPrice: number;
  pricePerUnit?: number;
  formatted: { price: string; discountedPrice: string; pricePerUnit?: string };
}

export function priceData(product: ProductRecord, priceMinor: number): WirePriceData {
  const { currency } = product;
  const discounted = applyDiscount(priceMinor, product.discountType, product.discountValue);
  const perUnit = pricePerUnitMinor(discounted, product.pricePerUnitData);
  return {
    currency,
    price: fromMinor(priceMinor, currency),
    discountedPrice: fromMinor(discounted, currency),
    pricePerUnit: perUnit === undefined ? undefined : fromMinor(perUnit, currency),
    formatted: {
      price: formatMinor(priceMinor, currency),
      discountedPrice: formatMinor(discounted, currency),
      pricePerUnit: perUnit === undefined ? undefined : formatMinor(perUnit, currency),
    },
  };
}

/** Profit is what a sale earns after the item's cost; the margin is profit over the price paid, to four decimals. */
export function costAndProfitData(product: ProductRecord, priceMinor: number, costMinor: number | null) {
  if (costMinor === null) return undefined;
  const { currency } = product;
  const discounted = applyDiscount(priceMinor, product.discountType, product.discountValue);
  const profit = discounted - costMinor;
  return {
    itemCost: fromMinor(costMinor, currency),
    formattedItemCost: formatMinor(costMinor, currency),
    profit: fromMinor(profit, currency),
    formattedProfit: formatMinor(profit, currency),
    profitMargin: discounted === 0 ? 0 : Math.round((profit / discounted) * 10_000) / 10_000,
  };
}

export interface EffectiveVariant {
  priceMinor: number;
  discountedPriceMinor: number;
  costMinor: number | null;
  weight: number | null;
  sku: string | null;
  visible: boolean;
  inStock: boolean;
  /** Units on hand while inventory is tracked. */
  quantity: number | undefined;
}

/**
 * What a variant actually is: while the product does not manage variants, every variant has the
 * product's price, cost, weight and SKU and is visible; its stock is always its own.
 */
export function effectiveVariant(product: ProductRecord, variant: VariantRecord): EffectiveVariant {
  const managed = product.manageVariants;
  const priceMinor = managed && variant.priceMinor !== null ? variant.priceMinor : product.priceMinor;
  return {
    priceMinor,
    discountedPriceMinor: applyDiscount(priceMinor, product.discountType, product.discountValue),
    costMinor: managed && variant.costMinor !== null ? variant.costMinor : product.costMinor,
    weight: managed && variant.weight !== null ? variant.weight : product.weight,
    sku: managed && variant.sku !== null ? variant.sku : product.sku,
    visible: managed ? variant.visible : true,
    inStock: product.trackInventory ? (variant.quantity ?? 0) > 0 : variant.inStock,
    quantity: product.trackInventory ? (variant.quantity ?? 0) : undefined,
  };
}

/**
 * What a shopper pays, lowest and highest: the discounted prices of the variants they can buy
 * (shown and in stock), else of every shown variant, else the product's own discounted price.
 * The lowest is also kept on the product row for filters and sorts (migration 080, same rule).
 */
export function paidPriceRange(product: ProductRecord, variants: readonly EffectiveVariant[]): { lowestMinor: number; highestMinor: number } {
  const shown = variants.filter((variant) => variant.visible);
  const buyable = shown.filter((variant) => variant.inStock);
  const prices = (buyable.length ? buyable : shown).map((variant) => variant.discountedPriceMinor);
  if (prices.length === 0) return { lowestMinor: product.discountedPriceMinor, highestMinor: product.discountedPriceMinor };
  return { lowestMinor: Math.min(...prices), highestMinor: Math.max(...prices) };
}

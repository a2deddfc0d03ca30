import { fromMinor } from '../../lib/money';
import type { ProductRecord, VariantRecord } from './catalog.records';
import { toWireMedia, toWireMediaSet } from './media-view';
import { costAndProfitData, effectiveVariant, paidPriceRange, priceData } from './pricing';

/** Products and variants in the hosted platform's catalogue v1 wire shape. */

export interface ViewOptions {
  /** The platform's public URL, for media URLs. */
  baseUrl: string;
  /** Cost and profit are for owners and apps only (`includeMerchantSpecificData`). */
  merchant: boolean;
  /** Visitors see only visible variants and choices. */
  staff: boolean;
}

const range = (values: number[]) =>
  values.length === 0 ? undefined : { minValue: Math.min(...values), maxValue: Math.max(...values) };

export function toWireVariant(product: ProductRecord, variant: VariantRecord, options: Pick<ViewOptions, 'merchant'>) {
  const effective = effectiveVariant(product, variant);
  const prices = priceData(product, effective.priceMinor);
  return {
    id: variant.id,
    choices: variant.choices,
    variant: {
      priceData: prices,
      convertedPriceData: prices,
      costAndProfitData: options.merchant ? costAndProfitData(product, effective.priceMinor, effective.costMinor) : undefined,
      weight: effective.weight ?? undefined,
      sku: effective.sku ?? undefined,
      visible: effective.visible,
    },
    stock: { trackQuantity: product.trackInventory, quantity: effective.quantity, inStock: effective.inStock },
  };
}

export function toWireProduct(
  product: ProductRecord,
  variants: readonly VariantRecord[],
  collectionIds: readonly string[],
  options: ViewOptions & { includeVariants: boolean },
) {
  const { currency } = product;
  const effective = variants.map((variant) => ({ variant, ...effectiveVariant(product, variant) }));
  const shown = options.staff ? effective : effective.filter((v) => v.visible);
  const prices = priceData(product, product.priceMinor);
  const mediaById = new Map(product.media.map((item) => [item.id, item]));
  const quantity = product.trackInventory ? effective.reduce((sum, v) => sum + (v.quantity ?? 0), 0) : undefined;
  const costs = effective.map((v) => v.costMinor).filter((cost): cost is number => cost !== null);
  const weights = effective.map((v) => v.weight).filter((weight): weight is number => weight !== null);
  const paid = paidPriceRange(product, effective);

  const productOptions = product.productOptions.map((option) => ({
    optionType: option.optionType,
    name: option.name,
    choices: option.choices
      .map((choice) => {
        const having = effective.filter((v) => v.variant.choices[option.name] === choice.description);
        const items = choice.mediaIds.flatMap((id) => {
          const item = mediaById.get(id);
          return item ? [toWireMedia(item, options.baseUrl)] : [];
        });
        return {
          value: choice.value,
          description: choice.description,
          media: { mainMedia: items[0], items },
          inStock: having.some((v) => v.inStock),
          visible: having.some((v) => v.visible),
        };
      })
      .filter((choice) => options.staff || choice.visible),
  }));

  return {
    id: product.id,
    name: product.name,
    slug: product.slug,
    visible: product.visible,
    productType: product.productType,
    description: product.description,
    sku: product.sku ?? undefined,
    weight: product.weight ?? undefined,
    stock: { trackInventory: product.trackInventory, quantity, inStock: product.inStock, inventoryStatus: product.inventoryStatus },
    price: prices,
    priceData: prices,
    convertedPriceData: prices,
    pricePerUnitData: product.pricePerUnitData ?? undefined,
    costAndProfitData: options.merchant ? costAndProfitData(product, product.priceMinor, product.costMinor) : undefined,
    costRange: options.merchant ? range(costs.map((cost) => fromMinor(cost, currency))) : undefined,
    priceRange: range(shown.map((v) => fromMinor(v.priceMinor, currency))) ?? { minValue: prices.price, maxValue: prices.price },
    /**
     * What a shopper pays (a Vitrine addition beside the hosted platform's `priceRange` of list
     * prices): "From" its minValue when the two differ. Filter and sort by it as
     * `discountedPriceRange.minValue`.
     */
    discountedPriceRange: { minValue: fromMinor(paid.lowestMinor, currency), maxValue: fromMinor(paid.highestMinor, currency) },
    weightRange: range(weights),
    discount: {
      type: product.discountType,
      value: product.discountType === 'AMOUNT' ? fromMinor(product.discountValue, currency) : product.discountValue / 100,
    },
    productOptions,
    manageVariants: product.manageVariants,
    variants: options.includeVariants
      ? shown.map(({ variant }) => toWireVariant(product, variant, options))
      : undefined,
    media: toWireMediaSet(product.media, options.baseUrl),
    productPageUrl: { base: options.baseUrl, path: `/product-page/${product.slug}` },
    ribbon: product.ribbon ?? undefined,
    brand: product.brand ?? undefined,
    collectionIds: [...collectionIds],
    lastUpdated: product.lastUpdated.toISOString(),
    revision: product.revision,
    createdDate: product.createdDate.toISOString(),
  };
}

export type WireProduct = ReturnType<typeof toWireProduct>;

import type { PriceData, Product } from '@vitrine/react';
import { formatMoney } from './money';

/** A price: "From" before it when it is the lowest of several, the struck-out list price beside a sale price, and the price per unit. */
export function Price({ price, unit, from }: { price: PriceData | undefined; unit?: string; from?: boolean }) {
  if (!price) return null;
  const discounted = price.discountedPrice < price.price;
  return (
    <p className="price">
      {from ? <span className="from">From</span> : null}
      {discounted ? (
        <>
          <span className="visually-hidden">Was</span>
          <s className="was">{formatMoney(price.price, price.currency)}</s>
          <span className="visually-hidden">now</span>
        </>
      ) : null}
      <span className="now">{formatMoney(price.discountedPrice, price.currency)}</span>
      {price.pricePerUnit !== undefined && unit ? (
        <span className="per-unit">
          {formatMoney(price.pricePerUnit, price.currency)} / {unit}
        </span>
      ) : null}
    </p>
  );
}

/**
 * What a product costs before a variant is chosen, as a shopper pays it (`discountedPriceRange`:
 * the buyable variants, the same the catalogue filters and sorts by): "From $42" when they differ,
 * else the one price, with the list price struck out when the product is on sale.
 */
export function ProductPrice({ product, unit }: { product: Product; unit?: string }) {
  const price = product.priceData ?? product.price;
  const paid = product.discountedPriceRange;
  if (!price || !paid) return <Price price={price} unit={unit} />;
  const from = paid.minValue !== paid.maxValue;
  const list = !from && product.discount?.type !== 'NONE' ? Math.max(product.priceRange?.minValue ?? price.price, paid.minValue) : paid.minValue;
  return <Price price={{ ...price, price: list, discountedPrice: paid.minValue }} unit={unit} from={from} />;
}

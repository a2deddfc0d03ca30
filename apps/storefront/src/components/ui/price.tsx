import type { PriceData } from '@vitrine/react';
import { formatMoney } from './money';

/** A catalogue price: the discounted price beside the struck-out original, and the price per unit. */
export function Price({ price, unit }: { price: PriceData | undefined; unit?: string }) {
  if (!price) return null;
  const discounted = price.discountedPrice < price.price;
  return (
    <p className="price">
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

import type { AppliedDiscount } from '@vitrine/react';

/** What a discount is called where a buyer reads totals: a coupon by its code, a merchant discount by its name. */
export function discountName(discount: AppliedDiscount): string {
  if (discount.coupon) return `Coupon ${discount.coupon.code.toUpperCase()}`;
  if (discount.merchantDiscount?.name) return discount.discountType === 'SHIPPING' ? `${discount.merchantDiscount.name} (shipping)` : discount.merchantDiscount.name;
  return 'Discount';
}

type Money = { amount: string; formattedAmount: string };

/**
 * The discounts of a cart, checkout or order as rows of its totals list, each named with what it
 * took off, so a shopper sees why the total is what it is. One "Discount" row for the whole when
 * any part of it is not named (an amount the store's staff took off), so the rows always add up
 * to the total's discount. Nothing when nothing was taken off.
 */
export function DiscountRows({ total, discounts }: { total: Money; discounts: readonly AppliedDiscount[] | undefined }) {
  if (!(Number(total.amount) > 0)) return null;
  const parts = (discounts ?? []).map((discount) => ({ name: discountName(discount), amount: (discount.coupon ?? discount.merchantDiscount)?.amount })).filter((part) => Number(part.amount?.amount ?? 1) !== 0);
  const rows = parts.length > 0 && parts.every((part) => part.amount) ? (parts as Array<{ name: string; amount: Money }>) : [{ name: 'Discount', amount: total }];
  return (
    <>
      {rows.map((row, index) => (
        <DiscountRow key={index} name={row.name} amount={row.amount.formattedAmount} />
      ))}
    </>
  );
}

function DiscountRow({ name, amount }: { name: string; amount: string }) {
  return (
    <>
      <dt>{name}</dt>
      <dd>−{amount}</dd>
    </>
  );
}

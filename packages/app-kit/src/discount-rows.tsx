import type { AppliedDiscount } from '@vitrine/sdk/modules/cart';

/** What a discount is called where a buyer reads totals: a coupon by its code, a merchant discount by its name. */
function discountName(discount: AppliedDiscount): string {
  if (discount.coupon) return `Coupon ${discount.coupon.code.toUpperCase()}`;
  if (discount.merchantDiscount?.name) return discount.discountType === 'SHIPPING' ? `${discount.merchantDiscount.name} (shipping)` : discount.merchantDiscount.name;
  return 'Discount';
}

type Money = { amount: string; formattedAmount: string };

/**
 * The discount rows of a totals list as name and amount taken off: one a discount, or one
 * "Discount" row for the whole when any part of it is not named (an amount the store's staff took
 * off), so the rows always add up to the total's discount. None when nothing was taken off.
 */
export function discountRows(total: Money, discounts: readonly AppliedDiscount[] | undefined): Array<{ name: string; amount: string }> {
  if (!(Number(total.amount) > 0)) return [];
  const parts = (discounts ?? []).map((discount) => ({ name: discountName(discount), amount: (discount.coupon ?? discount.merchantDiscount)?.amount })).filter((part) => Number(part.amount?.amount ?? 1) !== 0);
  const named = parts.length > 0 && parts.every((part) => part.amount) ? (parts as Array<{ name: string; amount: Money }>) : [{ name: 'Discount', amount: total }];
  return named.map((part) => ({ name: part.name, amount: part.amount.formattedAmount }));
}

/**
 * The discounts of a cart, checkout or order as rows (`dt`/`dd` pairs) of its totals list, each
 * named with what it took off, so a shopper sees why the total is what it is (`discountRows`). The
 * storefront's cart, checkout and orders, the hosted checkout and the studio's order all draw
 * these rows, so a shopper and the store's staff read the same names.
 */
export function DiscountRows({ total, discounts }: { total: Money; discounts: readonly AppliedDiscount[] | undefined }) {
  return (
    <>
      {discountRows(total, discounts).map((row, index) => (
        <DiscountRow key={index} name={row.name} amount={row.amount} />
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

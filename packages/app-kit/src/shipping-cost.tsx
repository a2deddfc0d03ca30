import { formatMinor, parseDecimal } from '@vitrine/sdk/modules/money';

/** A shipping option's price and the charges that come with it, as the platform sends them. */
export interface PricedOption {
  cost?: { price?: { amount: string }; otherCharges?: ReadonlyArray<{ type: string; price: { amount: string } }> };
}

const chargeNames: Record<string, string> = { HANDLING_FEE: 'handling', INSURANCE: 'insurance' };

/**
 * What choosing a shipping option costs the buyer: its price plus its other charges (handling,
 * insurance), which the platform adds to the shipping total. Shown as `$16.49`, or `Free`, with
 * the charges it includes named (`includes $1.50 handling`; `free delivery, $2.00 insurance` past a
 * free-shipping threshold), so the option shows what the totals will charge for it.
 */
export function shippingOptionCost(option: PricedOption, currency: string): { total: string; includes?: string } {
  const minor = (amount: string | undefined) => (amount === undefined ? 0 : (parseDecimal(amount, currency) ?? 0));
  const charges = (option.cost?.otherCharges ?? []).filter((charge) => minor(charge.price.amount) !== 0);
  const total = minor(option.cost?.price?.amount) + charges.reduce((sum, charge) => sum + minor(charge.price.amount), 0);
  const named = charges.map((charge) => `${formatMinor(minor(charge.price.amount), currency)} ${chargeNames[charge.type] ?? 'other charges'}`).join(' and ');
  if (total === 0) return { total: 'Free' };
  // Free delivery with a charge still to pay (insurance over a free-shipping threshold) says both.
  const includes = !named ? undefined : minor(option.cost?.price?.amount) === 0 ? `free delivery, ${named}` : `includes ${named}`;
  return { total: formatMinor(total, currency), includes };
}

/** A shipping option's cost as a choice shows it: `$16.49 (includes $1.50 handling)`, or `Free`. */
export function ShippingOptionCost({ option, currency }: { option: PricedOption; currency: string }) {
  const { total, includes } = shippingOptionCost(option, currency);
  return (
    <>
      {total}
      {includes ? <span className="muted"> ({includes})</span> : null}
    </>
  );
}

import { Type } from 'typebox';
import { invalid, type FieldViolation } from './app-error';
import { currencyDigits, parseDecimal } from './money';

/**
 * The platform's range for a money amount a caller sends, in the currency's main unit: a product's
 * price and cost (JSON numbers, `catalog.schemas.ts`) as much as a custom line's price, a staff
 * discount, a coupon, a gift card, a shipping rate or a refund (decimal strings, read below).
 * The decimal strings' schema let 13 digits through: a few lines of such a price times their
 * quantities (up to 1,000,000 a line) took a cart's total past 1e21, where a number prints in
 * exponent form (`2.99…e+22`) and the total's decimal and formatted text broke (`"$NaN"`).
 */
export const maxAmount = 999_999_999;

/**
 * A decimal string on the wire of carts, checkouts, orders and store settings (`"10.50"`). The
 * schema checks its form only; `amountReader` checks the range and the currency's decimals, which
 * the schema cannot know.
 */
export const decimalAmount = (description: string) => Type.String({ pattern: '^[0-9]{1,13}(\\.[0-9]{1,6})?$', description });

const plainDecimal = /^[0-9]+(?:\.([0-9]+))?$/;

/** Why `value` is no amount the platform takes in `currency`, or its minor units. */
function readAmount(value: string, currency: string): number | Omit<FieldViolation, 'field'> {
  const match = plainDecimal.exec(value);
  if (!match) return { description: 'must be a decimal amount such as "10.50"', violatedRule: 'FORMAT' };
  const digits = currencyDigits(currency);
  if ((match[1] ?? '').replace(/0+$/, '').length > digits) {
    return { description: `must have at most ${digits} decimals in ${currency}`, violatedRule: 'DECIMAL_MAX_SCALE', data: { maxScale: digits } };
  }
  const minor = parseDecimal(value, currency);
  if (minor === undefined || minor > maxAmount * 10 ** digits) {
    return { description: `must be at most ${maxAmount}`, violatedRule: 'DECIMAL_LTE', data: { max: String(maxAmount) } };
  }
  return minor;
}

/**
 * Decimal strings of one request turned into minor units of `currency`, collecting every bad one
 * with its field path; `check()` then refuses the request with all of them (400). The one reader
 * of money a caller sends as text, so every such amount has the same form, range and scale.
 */
export function amountReader(currency: string) {
  const violations: FieldViolation[] = [];
  const read = (value: string, field: string): number => {
    const amount = readAmount(value, currency);
    if (typeof amount === 'number') return amount;
    violations.push({ field, ...amount });
    return 0;
  };
  const optional = (value: string | undefined, field: string) => (value === undefined ? undefined : read(value, field));
  const check = () => {
    if (violations.length) throw invalid(violations);
  };
  return { read, optional, violations, check };
}

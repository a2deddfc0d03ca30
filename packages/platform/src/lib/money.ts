/**
 * Money, for the catalogue and the ecom domain alike. Every amount the platform stores or adds up
 * is an integer number of the currency's smallest unit (cents for USD, yen for JPY). On the wire
 * the catalogue shows prices as JSON numbers (`19.99`: toMinor / fromMinor) and carts, checkouts,
 * orders and store settings as decimal strings (`"19.99"`: toDecimal / parseDecimal). Those
 * conversions and the formatting live in the SDK (`@vitrine/sdk/modules/money`), so the apps round
 * and show amounts exactly as the platform does; the arithmetic below is the platform's own.
 * Products of two amounts go through BigInt, so large quantities never lose a unit to floating point.
 */
import { currencyDigits, formatMinor as formatThroughIntl, toDecimal } from '@vitrine/sdk/modules/money';

export { currencyDigits, fromMinor, parseDecimal, toDecimal, toMinor } from '@vitrine/sdk/modules/money';

/**
 * The most any total may come to, in the currency's main unit: a line's amount (price × quantity),
 * a cart's, checkout's or order's subtotal and total. A thousand times the largest amount a caller
 * may send (`maxAmount`), and in minor units at most 10^15 (in a currency of three decimals), a ninth
 * of 2^53: every sum the platform adds up stays an exact JavaScript number. Without it one custom
 * line of 999,999,999.00 × 100,000 passed 2^53 cents, past which its totals could lose a cent.
 */
export const maxTotal = 999_999_999_999;

/** The bound in minor units whatever the currency: `maxTotal` in one of three decimals. */
const maxTotalMinorAny = maxTotal * 1000;

/**
 * `maxTotal` in minor units of `currency`, never past 10^15: in a currency of four decimals (CLF,
 * UYW) `maxTotal` itself would be 10^16 minor units, past 2^53, so there the bound is 99,999,999,999.9.
 */
export const maxTotalMinor = (currency: string): number => Math.min(maxTotal * 10 ** currencyDigits(currency), maxTotalMinorAny);

/** The bound as a plain decimal of `currency`'s main unit, for a violation's `data.max`: `"999999999999"`, `"99999999999.9"` in CLF. */
export function maxTotalText(currency: string): string {
  const text = toDecimal(maxTotalMinor(currency), currency);
  return text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text;
}

/** The wire shape of an amount inside carts and checkouts. */
export interface WireMoney {
  amount: string;
  convertedAmount: string;
  formattedAmount: string;
  formattedConvertedAmount: string;
}

/**
 * The decimal and formatted text of amounts already shown, by currency: a cart's estimate shows
 * sixty amounts, mostly the same few, and a page of products forty, and formatting one through
 * Intl costs about a microsecond (1.5–3 % of an estimate's CPU in profiles, 5 % of a product
 * query's). Bounded: a table that fills up starts again.
 */
const shownAmounts = new Map<string, Map<number, readonly [amount: string, formatted: string]>>();
const maxCurrencies = 64;
const maxAmountsPerCurrency = 10_000;

function shownText(minor: number, currency: string): readonly [amount: string, formatted: string] {
  let shown = shownAmounts.get(currency);
  let text = shown?.get(minor);
  if (!text) {
    text = [toDecimal(minor, currency), formatThroughIntl(minor, currency)];
    if (!shown) {
      if (shownAmounts.size >= maxCurrencies) shownAmounts.clear();
      shownAmounts.set(currency, (shown = new Map()));
    }
    if (shown.size >= maxAmountsPerCurrency) shown.clear();
    shown.set(minor, text);
  }
  return text;
}

export function wireMoney(minor: number, currency: string): WireMoney {
  const [amount, formatted] = shownText(minor, currency);
  return { amount, convertedAmount: amount, formattedAmount: formatted, formattedConvertedAmount: formatted };
}

/**
 * `unit × quantity` in the wire shape, exact past 2^53: a line not charged because it comes to more
 * than `maxTotal` (its price raised since it was added) still shows what it would cost, not a
 * rounded double.
 */
export function wireMoneyTimes(unit: number, quantity: number, currency: string): WireMoney {
  const product = unit * quantity;
  if (Number.isSafeInteger(product)) return wireMoney(product, currency);
  const digits = currencyDigits(currency);
  const text = (BigInt(unit) * BigInt(quantity)).toString().padStart(digits + 1, '0');
  const amount = digits === 0 ? text : `${text.slice(0, -digits)}.${text.slice(-digits)}`;
  // Intl formats a decimal string exactly, as the SDK's formatMinor does.
  const formatted = new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(amount as unknown as number);
  return { amount, convertedAmount: amount, formattedAmount: formatted, formattedConvertedAmount: formatted };
}

/** An amount as the catalogue shows it (`$12.50`), as the SDK formats it, from the table `wireMoney` reads. */
export const formatMinor = (minor: number, currency: string): string => shownText(minor, currency)[1];

/** `round(a × b / c)`, half away from zero, exact for any safe integers. */
export function mulDivRound(a: number, b: number, c: number): number {
  if (c === 0) throw new RangeError('division by zero');
  const numerator = BigInt(a) * BigInt(b);
  const divisor = BigInt(c);
  const negative = numerator < 0n !== divisor < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = divisor < 0n ? -divisor : divisor;
  const quotient = (n * 2n + d) / (2n * d);
  return Number(negative ? -quotient : quotient);
}

/**
 * Splits `total` over `weights` in proportion, so that the parts add up to `total` exactly
 * (largest remainder). Used to spread an order-level discount or tax over lines.
 */
export function allocate(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0 || total === 0) return weights.map(() => 0);
  const bigTotal = BigInt(total);
  const bigSum = BigInt(sum);
  const parts = weights.map((weight) => {
    const exact = bigTotal * BigInt(weight);
    return { floor: exact / bigSum, remainder: exact % bigSum };
  });
  let left = total - parts.reduce((a, p) => a + Number(p.floor), 0);
  const order = parts
    .map((part, index) => ({ index, remainder: part.remainder }))
    .sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  const result = parts.map((part) => Number(part.floor));
  for (const { index } of order) {
    if (left <= 0) break;
    result[index]! += 1;
    left -= 1;
  }
  return result;
}

/** A percentage with up to four decimals (`8.875`) as parts per million, so rates stay integers. */
export const percentToPpm = (percent: number): number => Math.round(percent * 10_000);

/** `88750` → `"0.08875"`: the decimal form the wire uses for rates. */
export function ppmToRate(ppm: number): string {
  const text = (ppm / 1_000_000).toFixed(6);
  return text.replace(/0+$/, '').replace(/\.$/, '') || '0';
}

/** `round(amount × basisPoints / 10000)` half away from zero, in integers. */
export const percentOf = (amountMinor: number, hundredthsOfPercent: number): number =>
  Math.round((amountMinor * hundredthsOfPercent) / 10_000);

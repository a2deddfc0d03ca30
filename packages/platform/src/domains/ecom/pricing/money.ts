/**
 * Money in integer minor units. Every amount the ecom domain stores or adds up is an integer
 * number of the currency's smallest unit (cents for USD, yen for JPY); decimal strings exist only
 * on the wire. Products of two amounts go through BigInt, so large quantities never lose a unit to
 * floating point.
 */

/** The wire shape of an amount inside carts and checkouts. */
export interface WireMoney {
  amount: string;
  convertedAmount: string;
  formattedAmount: string;
  formattedConvertedAmount: string;
}

const exponentCache = new Map<string, number>();

/** Digits after the decimal point of a currency: USD 2, JPY 0, KWD 3 (ISO 4217, through Intl). */
export function currencyExponent(currency: string): number {
  let exponent = exponentCache.get(currency);
  if (exponent === undefined) {
    try {
      exponent = new Intl.NumberFormat('en-US', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
    } catch {
      exponent = 2;
    }
    exponentCache.set(currency, exponent);
  }
  return exponent;
}

/** `1050, 'USD'` → `"10.50"`; `1050, 'JPY'` → `"1050"`. */
export function toDecimal(minor: number, currency: string): string {
  const exponent = currencyExponent(currency);
  const negative = minor < 0;
  const digits = String(Math.abs(Math.trunc(minor))).padStart(exponent + 1, '0');
  const whole = exponent === 0 ? digits : digits.slice(0, -exponent);
  const fraction = exponent === 0 ? '' : '.' + digits.slice(-exponent);
  return (negative ? '-' : '') + whole + fraction;
}

/**
 * `"10.5", 'USD'` → `1050`. Undefined when the string is not a plain decimal or has more
 * fraction digits than the currency allows (a client cannot ask for a tenth of a cent).
 */
export function parseDecimal(value: string, currency: string): number | undefined {
  const match = /^(-?)(\d{1,15})(?:\.(\d+))?$/.exec(value.trim());
  if (!match) return undefined;
  const exponent = currencyExponent(currency);
  const fraction = (match[3] ?? '').replace(/0+$/, '');
  if (fraction.length > exponent) return undefined;
  const minor = Number(match[2]) * 10 ** exponent + Number(fraction.padEnd(exponent, '0') || '0');
  if (!Number.isSafeInteger(minor)) return undefined;
  return match[1] === '-' ? -minor : minor;
}

const formatterCache = new Map<string, Intl.NumberFormat>();

/** `1050, 'USD'` → `"$10.50"`, with the currency's own digits. */
export function formatMoney(minor: number, currency: string): string {
  let formatter = formatterCache.get(currency);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', { style: 'currency', currency });
    formatterCache.set(currency, formatter);
  }
  // Formatting the decimal string keeps amounts above 2^53 / 10^exponent exact.
  return formatter.format(toDecimal(minor, currency) as unknown as number);
}

export function wireMoney(minor: number, currency: string): WireMoney {
  const amount = toDecimal(minor, currency);
  const formatted = formatMoney(minor, currency);
  return { amount, convertedAmount: amount, formattedAmount: formatted, formattedConvertedAmount: formatted };
}

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

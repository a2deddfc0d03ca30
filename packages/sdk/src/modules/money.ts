/**
 * Money conversions and formatting, shared by the platform (which stores integer minor units) and
 * the apps, so a price is rounded and shown the same way everywhere. The catalogue sends prices as
 * JSON numbers (`19.99`: toMinor / fromMinor); carts, checkouts, orders and store settings as
 * decimal strings (`"19.99"`: toDecimal / parseDecimal). Plain functions over `Intl`: importing
 * this module adds no dependency.
 *
 * @example
 * formatMinor(toMinor(19.99, 'USD'), 'USD'); // "$19.99"
 * formatMoney('1050', 'JPY'); // "¥1,050" (in the reader's locale)
 */

const exponents = new Map<string, number>();

/** Digits after the decimal point: USD 2, JPY 0, KWD 3 (ISO 4217, through Intl). */
export function currencyDigits(currency: string): number {
  let digits = exponents.get(currency);
  if (digits === undefined) {
    try {
      digits = new Intl.NumberFormat('en-US', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
    } catch {
      digits = 2;
    }
    exponents.set(currency, digits);
  }
  return digits;
}

/**
 * `19.99, 'USD'` → `1999`. Rounds half away from zero to the currency's unit; going through the
 * decimal string avoids `19.99 * 100 = 1998.9999…`.
 */
export function toMinor(value: number, currency: string): number {
  const digits = currencyDigits(currency);
  const [whole, fraction = ''] = Math.abs(value).toFixed(digits + 2).split('.');
  const kept = Number(whole + fraction.slice(0, digits));
  const roundUp = Number(fraction.slice(digits)) >= 50;
  const minor = kept + (roundUp ? 1 : 0);
  return value < 0 ? -minor : minor;
}

/** `1999, 'USD'` → `19.99` (a JSON number for the wire). */
export const fromMinor = (minor: number, currency: string): number => Number((minor / 10 ** currencyDigits(currency)).toFixed(currencyDigits(currency)));

/** `1050, 'USD'` → `"10.50"`; `1050, 'JPY'` → `"1050"`. */
export function toDecimal(minor: number, currency: string): string {
  const exponent = currencyDigits(currency);
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
  const exponent = currencyDigits(currency);
  const fraction = (match[3] ?? '').replace(/0+$/, '');
  if (fraction.length > exponent) return undefined;
  const minor = Number(match[2]) * 10 ** exponent + Number(fraction.padEnd(exponent, '0') || '0');
  if (!Number.isSafeInteger(minor)) return undefined;
  return match[1] === '-' ? -minor : minor;
}

const formatters = new Map<string, Intl.NumberFormat>();

/** `1050, 'USD'` → `"$10.50"`, with the currency's own digits. */
export function formatMinor(minor: number, currency: string): string {
  let formatter = formatters.get(currency);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', { style: 'currency', currency });
    formatters.set(currency, formatter);
  }
  // Formatting the decimal string keeps amounts above 2^53 / 10^digits exact.
  return formatter.format(toDecimal(minor, currency) as unknown as number);
}

/**
 * An amount as the reader's locale writes it: `12.5` or `"12.50"` in USD → `$12.50`. A currency
 * Intl does not know falls back to `12.50 XYZ`; what is not a number shows as `—`.
 */
export function formatMoney(amount: number | string, currency: string, locale?: string): string {
  const value = typeof amount === 'string' ? Number(amount) : amount;
  if (!Number.isFinite(value)) return '—';
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(value);
  } catch {
    return `${value.toFixed(2)} ${currency}`;
  }
}

/**
 * Catalogue prices travel as JSON numbers (`19.99`) and live in the database as integer minor
 * units of the product's currency. These helpers are the only place the two meet.
 */

const exponents = new Map<string, number>();
const formatters = new Map<string, Intl.NumberFormat>();

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

/** `1999, 'USD'` → `"$19.99"`. */
export function formatMinor(minor: number, currency: string): string {
  let formatter = formatters.get(currency);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', { style: 'currency', currency });
    formatters.set(currency, formatter);
  }
  return formatter.format(minor / 10 ** currencyDigits(currency));
}

/** `round(amount × basisPoints / 10000)` half away from zero, in integers. */
export const percentOf = (amountMinor: number, hundredthsOfPercent: number): number =>
  Math.round((amountMinor * hundredthsOfPercent) / 10_000);

/**
 * Money in the studio: the catalogue sends prices as JSON numbers, orders as decimal strings. All
 * arithmetic the studio does itself (profit, bulk previews) runs in integer minor units, so
 * $0.10 + $0.20 is $0.30 and never 0.30000000000000004.
 */

/** Fraction digits of a currency (2 for USD, 0 for JPY), as the browser's Intl knows them. */
export function currencyDigits(currency: string): number {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

export const toMinor = (amount: number, currency: string): number => Math.round(amount * 10 ** currencyDigits(currency));
export const fromMinor = (minor: number, currency: string): number => minor / 10 ** currencyDigits(currency);

/** `12.5` or `"12.50"` in USD → `$12.50`. Unknown currencies fall back to `12.50 XYZ`. */
export function formatMoney(amount: number | string, currency: string): string {
  const value = typeof amount === 'string' ? Number(amount) : amount;
  if (!Number.isFinite(value)) return '—';
  try {
    return new Intl.NumberFormat(undefined, { style: 'currency', currency }).format(value);
  } catch {
    return `${value.toFixed(2)} ${currency}`;
  }
}

/**
 * Reads what someone typed into a money or weight field: `""` is "not set", anything that is not
 * a non-negative finite number is `NaN` (the form shows an error for it).
 */
export function parseDecimal(text: string): number | undefined {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return undefined;
  if (!/^\d+(\.\d+)?$/.test(trimmed)) return Number.NaN;
  return Number(trimmed);
}

export function formatPercent(ratio: number): string {
  return new Intl.NumberFormat(undefined, { style: 'percent', maximumFractionDigits: 2 }).format(ratio);
}

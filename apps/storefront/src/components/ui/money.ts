/**
 * Prices as the shopper reads them, in the store's currency and the browser's locale. Amounts
 * arrive as numbers (catalogue) or decimal strings (carts and checkouts); both are formatted here.
 */
const formatters = new Map<string, Intl.NumberFormat>();

export function formatMoney(amount: number | string | undefined | null, currency: string): string {
  // No currency yet: an optimistic cart stands in before the platform has priced anything.
  if (amount === undefined || amount === null || amount === '' || !currency) return '';
  const value = typeof amount === 'string' ? Number(amount) : amount;
  if (!Number.isFinite(value)) return String(amount);
  let formatter = formatters.get(currency);
  if (!formatter) {
    formatter = new Intl.NumberFormat(undefined, { style: 'currency', currency });
    formatters.set(currency, formatter);
  }
  return formatter.format(value);
}

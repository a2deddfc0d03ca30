/**
 * Money fields in the studio's forms. Converting and formatting amounts is the SDK's
 * (`@vitrine/sdk/modules/money`, the same code the platform rounds with); all arithmetic the
 * studio does itself (profit, bulk previews) runs in its integer minor units, so $0.10 + $0.20 is
 * $0.30 and never 0.30000000000000004.
 */

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

import { currencyDigits, toMinor } from '../lib/money';

/**
 * A money value of a filter when the site's currency is not known in advance: its minor units for
 * every count of decimal digits a currency can have, so the statement picks the one of the site's
 * currency (see `moneyPick`) and the query needs no read of the currency before it.
 */
export class MoneyInStatement {
  constructor(readonly byDigits: ReadonlyArray<number | null>) {}
}

/** Currencies by digits after the decimal point (index 0 to 3). */
let digitGroups: Map<number, string[]> | undefined;
function currenciesByDigits(): Map<number, string[]> {
  if (!digitGroups) {
    digitGroups = new Map();
    for (const currency of Intl.supportedValuesOf('currency')) {
      const digits = currencyDigits(currency);
      digitGroups.set(digits, [...(digitGroups.get(digits) ?? []), currency]);
    }
  }
  return digitGroups;
}

export function moneyInStatement(value: number): MoneyInStatement {
  const groups = currenciesByDigits();
  return new MoneyInStatement([0, 1, 2, 3].map((digits) => (digits === 2 ? toMinor(value, 'USD') : groups.has(digits) ? toMinor(value, groups.get(digits)![0]!) : null)));
}

let digitsLiteral: string | undefined;

/**
 * `'{ "JPY": 0, "KWD": 3, … }'::jsonb`: every currency whose digits are not 2 (the default), for the
 * statement to look the site's up. Written into the statement's text rather than sent as a
 * parameter: the text is the same on every call, so the prepared statement stays one, and the
 * server parses the value once when it plans it instead of on every call (Q1 sent and parsed this
 * 2 KB object on each request). Built once: the currencies come from Intl and never change.
 */
export function nonDecimalDigitsSql(): string {
  if (digitsLiteral === undefined) {
    const digitsOf: Record<string, number> = {};
    for (const [digits, currencies] of currenciesByDigits()) if (digits !== 2) for (const currency of currencies) digitsOf[currency] = digits;
    // Currency codes are three capital letters: the JSON holds no quote to escape, but never trust that.
    digitsLiteral = `'${JSON.stringify(digitsOf).replaceAll("'", "''")}'::jsonb`;
  }
  return digitsLiteral;
}

/**
 * The instants the platform takes from a caller: years 1000 to 9999, in UTC, the dates it can
 * store and read back as they were sent. PostgreSQL has no year 0 (`0000-01-01` is refused as out
 * of range); the embedded database's driver reads a year below 100 back as 19xx or 20xx; a year past
 * 9999 reads back as `+010000-01-01…`, which is no RFC 3339 date for the caller to send again. Nothing a
 * store dates falls before the year 1000. What JavaScript cannot read (a leap second, `23:59:60`:
 * PostgreSQL moves it to the next minute, `Date.parse` gives NaN) is outside too: pricing compares
 * dates with `Date.parse`, so such a date would silently never match.
 */
const earliest = Date.parse('1000-01-01T00:00:00.000Z');
const latest = Date.parse('9999-12-31T23:59:59.999Z');

/** Whether `text` reads as an instant from `from` to the end of the year 9999 (NaN, unreadable, is neither). */
const readsWithin = (text: string, from: number) => {
  const instant = Date.parse(text);
  return instant >= from && instant <= latest;
};

/** Whether `text` (already checked as an RFC 3339 date or date-time) is an instant in that range. */
export const isStorableDate = (text: string): boolean => readsWithin(text, earliest);

const firstDay = Date.parse('0001-01-01T00:00:00.000Z');

/**
 * Whether `text` can stand in a filter: any instant from the year 1 to 9999. A filter is compared,
 * never stored, so "since the beginning" (`0001-01-01`, many languages' smallest date) is fine;
 * only a year 0, which PostgreSQL refuses, and what JavaScript cannot read are not.
 */
export const isComparableDate = (text: string): boolean => readsWithin(text, firstDay);

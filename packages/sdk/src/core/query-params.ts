/**
 * GET parameters of the wire contract. Simple parameters are flattened to dotted keys
 * (`paging.limit=10`) and arrays repeat the key; a payload with objects nested deeper than that
 * travels whole as `.r` = base64url(JSON) so that types survive (a filter's `{"$gt": 5}` must stay
 * a number). The transport sends the payload as a POST body when the query string is too long.
 */
import { textToBase64url } from './base64url.ts';
import { toWireJson } from './serialize.ts';

/**
 * Above this many characters of query string, a GET goes as a POST with a JSON body (spec §9).
 *
 * @example
 * encodeQuery(payload).length > maxQueryStringLength; // true: the transport will POST it
 */
export const maxQueryStringLength = 4000;

type Scalar = string | number | boolean | bigint | Date;

const isScalar = (value: unknown): value is Scalar =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint' || value instanceof Date;
const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);
const isFlatValue = (value: unknown): boolean =>
  value == null || isScalar(value) || (Array.isArray(value) && value.every((item) => item == null || isScalar(item)));

/**
 * True when the payload fits dotted keys: its values are scalars, arrays of scalars, or objects
 * of those (one level, like `paging`). Anything deeper needs `.r`.
 *
 * @example
 * isFlatPayload({ paging: { limit: 10 }, ids: ['a'] });     // true
 * isFlatPayload({ query: { filter: { price: { $gt: 5 } } } }); // false
 */
export function isFlatPayload(query: Record<string, unknown>): boolean {
  return Object.values(query).every(
    (value) => isFlatValue(value) || (isPlainObject(value) && Object.values(value).every(isFlatValue)),
  );
}

// String() already spells non-finite numbers as the wire does ("NaN", "Infinity").
const scalarText = (value: Scalar): string => (value instanceof Date ? value.toISOString() : String(value));

/**
 * The query string (without `?`) for a GET payload; empty when there is nothing to send.
 *
 * @example
 * encodeQuery({ paging: { limit: 10 }, ids: ['a', 'b'] }); // 'paging.limit=10&ids=a&ids=b'
 * encodeQuery({ query: { filter: { price: { $gt: 5 } } } }); // '.r=eyJxdWVyeSI6...'
 */
export function encodeQuery(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  if (!isFlatPayload(query)) {
    params.append('.r', textToBase64url(toWireJson(query)));
    return params.toString();
  }
  const append = (key: string, value: unknown) => {
    if (value == null) return;
    if (Array.isArray(value)) for (const item of value) append(key, item);
    else if (isPlainObject(value)) for (const [child, item] of Object.entries(value)) append(`${key}.${child}`, item);
    else params.append(key, scalarText(value as Scalar));
  };
  for (const [key, value] of Object.entries(query)) append(key, value);
  return params.toString();
}

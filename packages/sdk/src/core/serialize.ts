/**
 * The transport rules of spec §7 for values: dates travel as ISO strings and come back as `Date`;
 * non-finite numbers travel as the strings "NaN", "Infinity", "-Infinity"; geocodes and weights
 * become numbers; images are media URIs or image objects (see media.ts); addresses may use
 * the client's names (see address.ts).
 */
import { toWireAddress } from './address.ts';
import { defaultMediaBaseUrl, imageFromMediaUri } from './media.ts';

export { fromWireAddress, toWireAddress, type WireAddress } from './address.ts';
export { imageFromMediaUri, mediaUriFromImage, defaultMediaBaseUrl, type MediaImage } from './media.ts';

/** Keys whose string values are dates wherever they appear in a cart, checkout or order. */
const dateKeyList = [
  'createdDate',
  'updatedDate',
  'urlExpirationDate',
  'expirationDate',
  'scheduledDate',
  'lastUpdated',
  'purchasedDate',
  'completedDate',
  'readyForPickupDate',
] as const;
/** Keys that are dates only inside a parent of the given name (delivery slots: `from`, `to`). */
const datesUnderList = { deliveryTimeSlot: ['from', 'to'] } as const;
/** Keys holding one image: a media URI, a plain URL or an image object. */
const imageKeyList = ['image', 'media'] as const;

/** What the revival turns into a `Date`, an image object, or dates inside a parent (see `Revived`). */
export type DateKey = (typeof dateKeyList)[number];
export type ImageKey = (typeof imageKeyList)[number];
export type DatesUnder = { readonly [Parent in keyof typeof datesUnderList]: (typeof datesUnderList)[Parent][number] };

/**
 * Keys whose string values are dates wherever they appear in a cart, checkout or order.
 *
 * @example
 * reviveWire(order, { dates: new Set([...dateKeys, 'paidDate']) });
 */
export const dateKeys: ReadonlySet<string> = new Set(dateKeyList);
const datesUnder: Record<string, ReadonlySet<string>> = Object.fromEntries(Object.entries(datesUnderList).map(([parent, keys]) => [parent, new Set(keys)]));
/**
 * Keys whose values are decimal numbers that may arrive as strings.
 *
 * @example
 * reviveWire(product, { numbers: new Set([...numberKeys, 'price']) });
 */
export const numberKeys: ReadonlySet<string> = new Set(['weight', 'latitude', 'longitude']);
const imageKeys: ReadonlySet<string> = new Set(imageKeyList);

const isoDatePattern = /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);

/**
 * A number as it travels: finite numbers stay numbers, others become their string form.
 *
 * @example
 * toWireNumber(Infinity); // 'Infinity'
 */
export const toWireNumber = (value: number): number | string => (Number.isFinite(value) ? value : String(value));

/**
 * A number as it arrived: numbers, numeric strings and "NaN"/"Infinity"/"-Infinity" become
 * numbers; anything else is returned unchanged.
 *
 * @example
 * fromWireNumber('-Infinity'); // -Infinity
 * fromWireNumber('2.5');       // 2.5
 */
export function fromWireNumber(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  if (value === 'NaN') return NaN;
  if (value === 'Infinity') return Infinity;
  if (value === '-Infinity') return -Infinity;
  const trimmed = value.trim();
  return trimmed !== '' && Number.isFinite(Number(trimmed)) ? Number(trimmed) : value;
}

/**
 * An ISO string → `Date`; anything that is not a valid ISO date is returned unchanged.
 *
 * @example
 * fromWireDate('2024-05-01T10:00:00Z'); // Date
 * fromWireDate('tomorrow');             // 'tomorrow'
 */
export function fromWireDate(value: unknown): unknown {
  if (typeof value !== 'string' || !isoDatePattern.test(value)) return value;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date;
}

/**
 * `JSON.stringify` with the wire's rules: dates as ISO strings (their `toJSON`) and non-finite
 * numbers as strings, where plain JSON would silently send `null`.
 *
 * @example
 * toWireJson({ weight: NaN, createdDate: new Date(0) }); // '{"weight":"NaN","createdDate":"1970-01-01T00:00:00.000Z"}'
 */
export const toWireJson = (value: unknown): string =>
  JSON.stringify(value, (_key, item: unknown) => (typeof item === 'number' && !Number.isFinite(item) ? String(item) : item));

/**
 * Options of `reviveCartLike` and `prepareCartLikeRequest`.
 *
 * @example
 * reviveCartLike(response, { mediaBaseUrl: transport.baseUrl } satisfies CartLikeOptions);
 */
export interface CartLikeOptions {
  /** Where images named by media URI are served; modules pass `transport.baseUrl`. */
  mediaBaseUrl?: string;
}

/** One walk for both revivals: dates and numbers by key, and images when a media base is given. */
function revive(value: unknown, dates: ReadonlySet<string>, numbers: ReadonlySet<string>, mediaBaseUrl?: string): unknown {
  const walk = (item: unknown, key: string | undefined, parent: string | undefined): unknown => {
    if (Array.isArray(item)) return item.map((element) => walk(element, key, parent));
    if (isPlainObject(item)) {
      const out: Record<string, unknown> = {};
      for (const [childKey, child] of Object.entries(item)) out[childKey] = walk(child, childKey, key);
      return out;
    }
    if (key === undefined) return item;
    if (dates.has(key) || (parent !== undefined && datesUnder[parent]?.has(key))) return fromWireDate(item);
    if (numbers.has(key)) return fromWireNumber(item);
    if (mediaBaseUrl !== undefined && typeof item === 'string' && imageKeys.has(key)) return imageFromMediaUri(item, mediaBaseUrl);
    return item;
  };
  return walk(value, undefined, undefined);
}

/**
 * Turns a wire value into the client's: dates → `Date`, and the given number keys → numbers.
 * Used by modules for responses outside carts (products, identities).
 *
 * @example
 * reviveWire({ createdDate: '2024-01-01T00:00:00.000Z', weight: 'NaN' }); // { createdDate: Date, weight: NaN }
 */
export function reviveWire<T = unknown>(value: unknown, options: { numbers?: ReadonlySet<string>; dates?: ReadonlySet<string> } = {}): T {
  return revive(value, options.dates ?? dateKeys, options.numbers ?? numberKeys) as T;
}

/**
 * Converts a cart, checkout, order or estimate-totals response for the client: dates → `Date`
 * (delivery slots included), geocode and weight → numbers, images → image objects (a media URI
 * becomes `{ id, url, width, height }`). Addresses keep their wire names (`addressLine`,
 * `geocode`); use `fromWireAddress` to show them the other way.
 *
 * @example
 * const { cart } = reviveCartLike<{ cart: Cart }>(await transport.request({ method: 'GET', path }), { mediaBaseUrl: transport.baseUrl });
 */
export function reviveCartLike<T = unknown>(value: unknown, options: CartLikeOptions = {}): T {
  return revive(value, dateKeys, numberKeys, options.mediaBaseUrl ?? defaultMediaBaseUrl) as T;
}

/**
 * Prepares a cart, checkout or order request for the wire: dates → ISO strings, non-finite
 * numbers → strings, images given as media URIs or URLs → image objects, and addresses (any key
 * ending in `address`) in the wire's names. Objects the caller passed are not modified.
 *
 * @example
 * transport.request({ method: 'POST', path: '/ecom/v1/carts', body: prepareCartLikeRequest({ lineItems, shippingAddress }) });
 */
export function prepareCartLikeRequest<T = unknown>(value: unknown, options: CartLikeOptions = {}): T {
  const mediaBaseUrl = options.mediaBaseUrl ?? defaultMediaBaseUrl;
  const walk = (item: unknown, key: string | undefined): unknown => {
    if (item instanceof Date) return item.toISOString();
    if (typeof item === 'number') return toWireNumber(item);
    if (typeof item === 'string' && key !== undefined && imageKeys.has(key)) return imageFromMediaUri(item, mediaBaseUrl);
    if (Array.isArray(item)) return item.map((element) => walk(element, key));
    if (isPlainObject(item)) {
      const source = key !== undefined && /address$/i.test(key) ? toWireAddress(item) : item;
      const out: Record<string, unknown> = {};
      for (const [childKey, child] of Object.entries(source)) {
        if (child !== undefined) out[childKey] = walk(child, childKey);
      }
      return out;
    }
    return item;
  };
  return walk(value, undefined) as T;
}

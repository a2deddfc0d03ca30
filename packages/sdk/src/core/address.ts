/**
 * The address renaming of the wire contract: on the wire an address has `addressLine` and
 * `geocode`; clients may show them as `addressLine1` and `location`. Both functions accept either
 * spelling, so they are safe to apply twice.
 */

/**
 * A point on the map, in degrees.
 *
 * @example
 * const geocode: Geocode = { latitude: 32.08, longitude: 34.78 };
 */
export interface Geocode {
  latitude?: number;
  longitude?: number;
}

/** What both spellings of an address share: all but the street line and the point on the map. */
interface AddressFields {
  country?: string;
  subdivision?: string;
  city?: string;
  postalCode?: string;
  addressLine2?: string;
  streetAddress?: { name?: string; number?: string; apt?: string; formattedAddressLine?: string };
  formattedAddress?: string;
  hint?: string;
  countryFullname?: string;
  [key: string]: unknown;
}

/**
 * An address as clients may show it.
 *
 * @example
 * const address: Address = { country: 'IL', city: 'Tel Aviv', addressLine1: '1 Main St', location: { latitude: 32.08, longitude: 34.78 } };
 */
export interface Address extends AddressFields {
  addressLine1?: string;
  location?: Geocode;
}

/**
 * An address as it travels.
 *
 * @example
 * const wire: WireAddress = toWireAddress(address); // addressLine and geocode
 */
export interface WireAddress extends AddressFields {
  addressLine?: string;
  geocode?: Geocode;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// Geocodes sometimes arrive as decimal strings; numbers are what maps and distance maths need.
function toGeocode(value: unknown): Geocode | unknown {
  if (!isObject(value)) return value;
  const geocode: Record<string, unknown> = { ...value };
  for (const key of ['latitude', 'longitude']) {
    const coordinate = geocode[key];
    if (typeof coordinate === 'string' && coordinate.trim() !== '' && Number.isFinite(Number(coordinate))) geocode[key] = Number(coordinate);
  }
  return geocode;
}

/**
 * @example
 * toWireAddress({ addressLine1: '1 Main St', location: { latitude: 32.1, longitude: 34.8 } });
 * // { addressLine: '1 Main St', geocode: { latitude: 32.1, longitude: 34.8 } }
 */
export function toWireAddress(address: Address | WireAddress): WireAddress {
  const { addressLine1, location, ...rest } = address as Address & WireAddress;
  const wire: WireAddress = { ...rest };
  if (wire.addressLine === undefined && addressLine1 !== undefined) wire.addressLine = addressLine1;
  const geocode = wire.geocode ?? location;
  if (geocode !== undefined) wire.geocode = toGeocode(geocode) as Geocode;
  return wire;
}

/**
 * @example
 * fromWireAddress({ addressLine: '1 Main St', geocode: { latitude: '32.1', longitude: '34.8' } });
 * // { addressLine1: '1 Main St', location: { latitude: 32.1, longitude: 34.8 } }
 */
export function fromWireAddress(address: WireAddress | Address): Address {
  const { addressLine, geocode, ...rest } = address as Address & WireAddress;
  const shown: Address = { ...rest };
  if (shown.addressLine1 === undefined && addressLine !== undefined) shown.addressLine1 = addressLine;
  const location = shown.location ?? geocode;
  if (location !== undefined) shown.location = toGeocode(location) as Geocode;
  return shown;
}

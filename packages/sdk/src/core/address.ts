/**
 * The address renaming of the wire contract: on the wire an address has `addressLine` and
 * `geocode`; clients may show them as `addressLine1` and `location`. Both functions accept either
 * spelling, so they are safe to apply twice.
 */

import type { Address as GeneratedAddress } from '../generated/common.ts';

/**
 * A point on the map, in degrees.
 *
 * @example
 * const geocode: Geocode = { latitude: 32.08, longitude: 34.78 };
 */
export type Geocode = NonNullable<GeneratedAddress['geocode']>;

/**
 * What both spellings of an address share: the platform's address schema (`../generated/common.ts`)
 * but the street line and the point on the map, and any further field a caller keeps on it.
 */
interface AddressFields extends Omit<GeneratedAddress, 'addressLine' | 'geocode'> {
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
 * Moves an address's street line and point to the other spelling's names (a value already under
 * the new name wins), with the point's coordinates as numbers.
 */
function respell(address: Address | WireAddress, line: [from: string, to: string], point: [from: string, to: string]): Record<string, unknown> {
  // The rest is a new object already: the address itself is never changed.
  const { [line[0]]: lineValue, [point[0]]: pointValue, ...moved } = address as Record<string, unknown>;
  if (moved[line[1]] === undefined && lineValue !== undefined) moved[line[1]] = lineValue;
  const geocode = moved[point[1]] ?? pointValue;
  if (geocode !== undefined) moved[point[1]] = toGeocode(geocode);
  return moved;
}

/**
 * @example
 * toWireAddress({ addressLine1: '1 Main St', location: { latitude: 32.1, longitude: 34.8 } });
 * // { addressLine: '1 Main St', geocode: { latitude: 32.1, longitude: 34.8 } }
 */
export function toWireAddress(address: Address | WireAddress): WireAddress {
  return respell(address, ['addressLine1', 'addressLine'], ['location', 'geocode']) as WireAddress;
}

/**
 * @example
 * fromWireAddress({ addressLine: '1 Main St', geocode: { latitude: '32.1', longitude: '34.8' } });
 * // { addressLine1: '1 Main St', location: { latitude: 32.1, longitude: 34.8 } }
 */
export function fromWireAddress(address: WireAddress | Address): Address {
  return respell(address, ['addressLine', 'addressLine1'], ['geocode', 'location']) as Address;
}

import type { WireAddress } from './address.ts';
import type { MediaImage } from './media.ts';
import type { DateKey, DatesUnder, ImageKey } from './serialize.ts';

/**
 * A wire type as `reviveCartLike` hands it to the client: what it turns into a `Date` (keys in
 * `dateKeys`, and `from`/`to` of a delivery slot) is a `Date`, and an image given as a media URI or
 * URL is an image object. The SDK's cart, checkout and order types are this over the generated wire
 * types, so the type says what a call returns at run time without a second copy of the shape.
 *
 * @example
 * type Order = Revived<WireOrder>; // order.createdDate: Date
 */
export type Revived<T> = Converted<T, 'answer'>;

/**
 * A wire request type as the SDK's cart, checkout and order calls take it, before
 * `prepareCartLikeRequest` sends it: a date is a `Date`, an image (`image`, `media`) a media URI,
 * URL or image object, and an address (a key ending in `address`) in either spelling
 * (`WireAddress`). The request options are this over the generated request bodies.
 *
 * @example
 * type AddToCartOptions = Prepared<AddToCartBody>; // serviceProperties.scheduledDate: Date
 */
export type Prepared<T> = Converted<T, 'request'>;

/** One walk over a wire type for both ways, as `revive` and `prepareCartLikeRequest` walk the values. */
type Converted<T, Way extends 'answer' | 'request'> = T extends readonly (infer Element)[]
  ? Converted<Element, Way>[]
  : T extends object
    ? {
        [K in keyof T]: K extends DateKey
          ? AsDate<T[K], Way>
          : K extends ImageKey
            ? AsImage<T[K], Way>
            : K extends keyof DatesUnder
              ? DatesIn<T[K], DatesUnder[K], Way>
              : Way extends 'request'
                ? K extends `${string}${'address' | 'Address'}`
                  ? AsAddress<T[K]>
                  : Converted<T[K], Way>
                : Converted<T[K], Way>;
      }
    : T;

type AsDate<V, Way extends 'answer' | 'request'> = V extends string ? Date : Converted<V, Way>;
/** An answer's media URI becomes an image object; a request takes a URI or URL as it is, or an image object. */
type AsImage<V, Way extends 'answer' | 'request'> = Way extends 'answer' ? (V extends string ? MediaImage : Converted<V, Way>) : V extends object ? MediaImage : V;
type DatesIn<V, Keys, Way extends 'answer' | 'request'> = V extends object ? { [K in keyof V]: K extends Keys ? AsDate<V[K], Way> : Converted<V[K], Way> } : V;
type AsAddress<V> = V extends object ? WireAddress : V;

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
export type Revived<T> = T extends readonly (infer Element)[]
  ? Revived<Element>[]
  : T extends object
    ? {
        [K in keyof T]: K extends DateKey
          ? AsDate<T[K]>
          : K extends ImageKey
            ? AsImage<T[K]>
            : K extends keyof DatesUnder
              ? DatesIn<T[K], DatesUnder[K]>
              : Revived<T[K]>;
      }
    : T;

type AsDate<V> = V extends string ? Date : Revived<V>;
type AsImage<V> = V extends string ? MediaImage : Revived<V>;
type DatesIn<V, Keys> = V extends object ? { [K in keyof V]: K extends Keys ? AsDate<V[K]> : Revived<V[K]> } : V;

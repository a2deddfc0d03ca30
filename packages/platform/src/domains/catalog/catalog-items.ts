import type { Queryable } from '../../db/database';
import type { DomainEvent } from '../../lib/events';

/**
 * The contract between the catalogue and the cart: how a line item's `catalogReference` becomes
 * a priced, stock-checked item, and how an order takes its stock. The ecom domain uses only what
 * this file exports.
 */

/** The store catalogue's app id: the only `catalogReference.appId` this platform knows. */
export const storesAppId = '215238eb-22a5-4c36-9e7b-e7c08025e04e';

export interface CatalogReference {
  appId: string;
  /** The product id. */
  catalogItemId: string;
  /** `{ variantId }`, or `{ options: { <option name>: <choice> } }`; absent for products without options. */
  options?: { variantId?: string; options?: Record<string, string> } & Record<string, unknown>;
}

export interface CatalogItem {
  productId: string;
  variantId: string;
  name: string;
  productType: 'physical' | 'digital';
  sku?: string;
  /** What a shopper pays for one unit, after the catalogue's own discount, in minor units. */
  priceMinor: number;
  /** The undiscounted unit price, in minor units. */
  fullPriceMinor: number;
  currency: string;
  /** In the site's weight unit. */
  weight?: number;
  image?: { id: string; url: string; width?: number; height?: number };
  /** The product page path, e.g. `/product-page/<slug>`. */
  url: string;
  /** The chosen option values, e.g. `{ Size: 'M', Color: 'Blue' }`. */
  choices: Record<string, string>;
  visible: boolean;
  trackInventory: boolean;
  /** Units on hand when inventory is tracked; undefined when it is not. */
  quantity?: number;
  inStock: boolean;
}

export interface StockLine {
  variantId: string;
  quantity: number;
}

export type StockReservation =
  /** `events`: the product events of the stock taken, for the caller to record in its transaction. */
  | { ok: true; events: DomainEvent[] }
  | { ok: false; shortages: Array<{ variantId: string; requested: number; available: number }> };

export interface CatalogItems {
  /** Resolves each reference of the site to an item, or undefined for one it does not know. */
  resolve(db: Queryable, siteId: string, references: readonly CatalogReference[]): Promise<Array<CatalogItem | undefined>>;
  /**
   * `resolve`'s read, carried by the caller's own statement: SQL for a value (a scalar subquery)
   * that reads, on site `$1`, what resolving the references in `referencesSql` needs (a jsonb
   * array of catalogue references, e.g. a document's lines). A cart read or lock and its
   * catalogue then cost one round trip.
   */
  readAlong(referencesSql: string): string;
  /**
   * `resolve` against the value `readAlong` read, without a statement; undefined when a reference
   * names a product the read did not look for (the caller then resolves it).
   */
  resolveRead(read: unknown, references: readonly CatalogReference[]): Array<CatalogItem | undefined> | undefined;
  /**
   * Takes stock for an order inside the caller's transaction with a conditional update, so stock
   * never goes negative however many orders race. Quantities of one variant are summed first.
   * Nothing is taken when any line falls short. The product events it answers are the caller's to
   * record (with its own, in one statement).
   */
  reserve(tx: Queryable, siteId: string, lines: readonly StockLine[]): Promise<StockReservation>;
  /**
   * Puts stock back (a canceled or refunded order) inside the caller's transaction. Variants that
   * do not track inventory, or no longer exist, are skipped.
   */
  release(tx: Queryable, siteId: string, lines: readonly StockLine[]): Promise<void>;
}

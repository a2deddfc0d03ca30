/**
 * The catalogue as the service sees it: database rows in camelCase, money in minor units.
 * The wire shapes are built from these by product-view.ts and collection-view.ts.
 */

export type ProductType = 'physical' | 'digital';
export type DiscountType = 'NONE' | 'AMOUNT' | 'PERCENT';
export type OptionType = 'drop_down' | 'color';
export type MediaType = 'image' | 'video' | 'audio' | 'document' | 'zip';
export type InventoryStatus = 'IN_STOCK' | 'OUT_OF_STOCK' | 'PARTIALLY_OUT_OF_STOCK';

/** A media item as a product or collection stores it: an uploaded file (fileId) or an external URL. */
export interface StoredMedia {
  id: string;
  mediaType: MediaType;
  fileId?: string;
  fileName?: string;
  /** The uploaded file's type; decides whether it is served at standard widths. Absent on items saved before it was kept. */
  mimeType?: string;
  externalUrl?: string;
  width?: number;
  height?: number;
  title?: string;
  /** For videos: the uploaded image shown before playback. */
  posterFileId?: string;
  posterFileName?: string;
  posterWidth?: number;
  posterHeight?: number;
}

export interface StoredChoice {
  value: string;
  description: string;
  /** Ids of the product's media items shown for this choice. */
  mediaIds: string[];
}

export interface StoredOption {
  optionType: OptionType;
  name: string;
  choices: StoredChoice[];
}

export interface PricePerUnitData {
  totalQuantity: number;
  totalMeasurementUnit: string;
  baseQuantity: number;
  baseMeasurementUnit: string;
}

export interface ProductRecord {
  id: string;
  siteId: string;
  name: string;
  slug: string;
  visible: boolean;
  productType: ProductType;
  description: string;
  sku: string | null;
  weight: number | null;
  currency: string;
  priceMinor: number;
  discountedPriceMinor: number;
  costMinor: number | null;
  discountType: DiscountType;
  /** AMOUNT: minor units; PERCENT: hundredths of a percent. */
  discountValue: number;
  pricePerUnitData: PricePerUnitData | null;
  manageVariants: boolean;
  trackInventory: boolean;
  productOptions: StoredOption[];
  media: StoredMedia[];
  ribbon: string | null;
  brand: string | null;
  inStock: boolean;
  inventoryStatus: InventoryStatus;
  createdDate: Date;
  lastUpdated: Date;
  /** Counts the product's saves; an editor sends back the one it read to detect a save in between. */
  revision: number;
}

export interface VariantRecord {
  id: string;
  siteId: string;
  productId: string;
  choices: Record<string, string>;
  choicesKey: string;
  position: number;
  priceMinor: number | null;
  costMinor: number | null;
  weight: number | null;
  sku: string | null;
  visible: boolean;
  quantity: number | null;
  inStock: boolean;
}

export interface CollectionRecord {
  id: string;
  siteId: string;
  name: string;
  slug: string;
  description: string;
  visible: boolean;
  media: StoredMedia[];
  createdDate: Date;
  lastUpdated: Date;
  /**
   * Counts saves of the collection's own fields. Adding or removing products moves lastUpdated but
   * not this: membership is edited on its own and never conflicts with an edit of the name.
   */
  revision: number;
  numberOfProducts: number;
}

/** The canonical text of a choice combination: option names sorted, so key order never matters. */
export const choicesKey = (choices: Record<string, string>): string =>
  JSON.stringify(Object.keys(choices).sort().map((name) => [name, choices[name]]));

/**
 * The catalogue's wire shapes and enumerations (spec §3), shared by the products, collections
 * and variants modules. Prices, costs and weights are JSON numbers; dates are ISO strings.
 */

/** @example if (product.productType === ProductType.DIGITAL) showDownloadNote(); */
export const ProductType = { PHYSICAL: 'physical', DIGITAL: 'digital' } as const;
export type ProductType = (typeof ProductType)[keyof typeof ProductType];

/** Catalogue discount types. @example { discount: { type: DiscountType.PERCENT, value: 10 } } */
export const DiscountType = { NONE: 'NONE', AMOUNT: 'AMOUNT', PERCENT: 'PERCENT' } as const;
export type DiscountType = (typeof DiscountType)[keyof typeof DiscountType];

/** @example { optionType: OptionType.COLOR, name: 'Color', choices: [{ value: '#000', description: 'Black' }] } */
export const OptionType = { DROP_DOWN: 'drop_down', COLOR: 'color' } as const;
export type OptionType = (typeof OptionType)[keyof typeof OptionType];

/** Catalogue media types. @example item.mediaType === MediaType.VIDEO */
export const MediaType = { IMAGE: 'image', VIDEO: 'video', AUDIO: 'audio', DOCUMENT: 'document', ZIP: 'zip' } as const;
export type MediaType = (typeof MediaType)[keyof typeof MediaType];

/**
 * The catalogue's file types: the secure files a digital product delivers, one per media type.
 * @example mediaTypeOfFileType[FileType.SECURE_MUSIC] === MediaType.AUDIO
 */
export const FileType = {
  SECURE_PICTURE: 'SECURE_PICTURE',
  SECURE_VIDEO: 'SECURE_VIDEO',
  SECURE_DOCUMENT: 'SECURE_DOCUMENT',
  SECURE_MUSIC: 'SECURE_MUSIC',
  SECURE_ARCHIVE: 'SECURE_ARCHIVE',
} as const;
export type FileType = (typeof FileType)[keyof typeof FileType];

/** The media type a file of each file type is stored and shown as. */
export const mediaTypeOfFileType: Readonly<Record<FileType, MediaType>> = {
  SECURE_PICTURE: MediaType.IMAGE,
  SECURE_VIDEO: MediaType.VIDEO,
  SECURE_DOCUMENT: MediaType.DOCUMENT,
  SECURE_MUSIC: MediaType.AUDIO,
  SECURE_ARCHIVE: MediaType.ZIP,
};

/**
 * The hosted platform's catalogue versions. The local platform serves the V1 catalogue
 * (`/stores/v1`, `/stores-reader/v1`), whose shapes this SDK's catalogue modules use.
 * @example if (version === CatalogVersion.V3_CATALOG) useV3Reader();
 */
export const CatalogVersion = { V1_CATALOG: 'V1_CATALOG', V3_CATALOG: 'V3_CATALOG' } as const;
export type CatalogVersion = (typeof CatalogVersion)[keyof typeof CatalogVersion];

/** @example product.stock.inventoryStatus === InventoryStatus.PARTIALLY_OUT_OF_STOCK */
export const InventoryStatus = { IN_STOCK: 'IN_STOCK', OUT_OF_STOCK: 'OUT_OF_STOCK', PARTIALLY_OUT_OF_STOCK: 'PARTIALLY_OUT_OF_STOCK' } as const;
export type InventoryStatus = (typeof InventoryStatus)[keyof typeof InventoryStatus];

/** @example sort: [{ fieldName: 'name', order: SortOrder.DESC }] */
export const SortOrder = { ASC: 'ASC', DESC: 'DESC' } as const;
export type SortOrder = (typeof SortOrder)[keyof typeof SortOrder];

/** Units of `pricePerUnitData`. @example { totalQuantity: 500, totalMeasurementUnit: MeasurementUnit.G, baseQuantity: 100, baseMeasurementUnit: MeasurementUnit.G } */
export const MeasurementUnit = {
  ML: 'ML', CL: 'CL', L: 'L', CBM: 'CBM', MG: 'MG', G: 'G', KG: 'KG', MM: 'MM', CM: 'CM', M: 'M', SQM: 'SQM',
  OZ: 'OZ', LB: 'LB', FLOZ: 'FLOZ', PT: 'PT', QT: 'QT', GAL: 'GAL', IN: 'IN', FT: 'FT', YD: 'YD', SQFT: 'SQFT',
} as const;
export type MeasurementUnit = (typeof MeasurementUnit)[keyof typeof MeasurementUnit];

export interface PriceData {
  currency: string;
  price: number;
  discountedPrice: number;
  pricePerUnit?: number;
  formatted: { price: string; discountedPrice: string; pricePerUnit?: string };
}

export interface CostAndProfitData {
  itemCost: number;
  formattedItemCost: string;
  profit: number;
  formattedProfit: string;
  /** Profit over the price paid, to four decimals (0.3512). */
  profitMargin: number;
}

export interface NumericRange {
  minValue: number;
  maxValue: number;
}

export interface PricePerUnitData {
  totalQuantity: number;
  totalMeasurementUnit: MeasurementUnit;
  baseQuantity: number;
  baseMeasurementUnit: MeasurementUnit;
}

/** A media URL with its size. */
export interface MediaLink {
  url: string;
  width?: number;
  height?: number;
  /** When the URL stops working (ISO date); null for a permanent URL, which is every URL the local platform serves. */
  urlExpirationDate: string | null;
}

/**
 * An image; uploaded PNG, JPEG, WebP and AVIF images also list every width they are served at
 * (smallest first, the last the full size), ready for an `<img srcset>`.
 */
export interface ImageLink extends MediaLink {
  resolutions?: MediaLink[];
}

/** One encoding of a video: file, size, container format (`webm`, `mp4`) and the image shown before playback. */
export interface VideoResolution extends MediaLink {
  format?: string;
  poster?: MediaLink;
}

export interface MediaItem {
  id: string;
  mediaType: MediaType;
  title?: string;
  /** The earliest expiry of the item's URLs; null when they are all permanent. */
  urlExpirationDate: string | null;
  image?: ImageLink;
  video?: {
    /** The encodings (older name). */
    files: VideoResolution[];
    resolutions: VideoResolution[];
    stillFrameMediaId?: string;
    posters: MediaLink[];
  };
  /** Images: the image; videos: the poster. */
  thumbnail?: ImageLink;
  /** Audio, documents and archives. */
  file?: MediaLink & { fileName?: string };
}

export interface MediaSet {
  mainMedia?: MediaItem;
  items: MediaItem[];
}

export interface Choice {
  value: string;
  description: string;
  media: MediaSet;
  inStock: boolean;
  visible: boolean;
}

export interface ProductOption {
  optionType: OptionType;
  name: string;
  choices: Choice[];
}

export interface Variant {
  id: string;
  /** Option name → choice description, e.g. `{ Size: 'M', Color: 'Blue' }`. */
  choices: Record<string, string>;
  variant: {
    priceData: PriceData;
    convertedPriceData: PriceData;
    costAndProfitData?: CostAndProfitData;
    weight?: number;
    sku?: string;
    visible: boolean;
  };
  stock: { trackQuantity: boolean; quantity?: number; inStock: boolean };
}

export interface Product {
  id: string;
  name: string;
  slug: string;
  visible: boolean;
  productType: ProductType;
  description: string;
  sku?: string;
  weight?: number;
  stock: { trackInventory: boolean; quantity?: number; inStock: boolean; inventoryStatus: InventoryStatus };
  price: PriceData;
  priceData: PriceData;
  convertedPriceData: PriceData;
  pricePerUnitData?: PricePerUnitData;
  /** Owners and apps with `includeMerchantSpecificData` only. */
  costAndProfitData?: CostAndProfitData;
  costRange?: NumericRange;
  priceRange?: NumericRange;
  weightRange?: NumericRange;
  discount: { type: DiscountType; value: number };
  productOptions: ProductOption[];
  manageVariants: boolean;
  variants?: Variant[];
  media: MediaSet;
  productPageUrl: { base: string; path: string };
  ribbon?: string;
  brand?: string;
  collectionIds: string[];
  lastUpdated: string;
  /** Counts the product's saves; pass it back as `expectedRevision` to save only if nobody saved since. */
  revision: number;
  createdDate: string;
}

/** What create accepts; update accepts any part of it. */
export interface ProductInput {
  name: string;
  priceData: { price: number };
  slug?: string;
  visible?: boolean;
  productType?: ProductType;
  description?: string;
  sku?: string;
  weight?: number;
  costAndProfitData?: { itemCost: number };
  discount?: { type: DiscountType; value?: number };
  pricePerUnitData?: PricePerUnitData;
  productOptions?: Array<{ optionType?: OptionType; name: string; choices: Array<{ value: string; description?: string }> }>;
  manageVariants?: boolean;
  /** Applies to every variant: units on hand while tracked, or the in-stock switch. */
  stock?: { trackInventory?: boolean; quantity?: number; inStock?: boolean };
  ribbon?: string;
  brand?: string;
}

/** An uploaded file (by id or media URI) or an external URL. */
export interface MediaReference {
  mediaId?: string;
  url?: string;
  title?: string;
  mediaType?: MediaType;
  /** Videos: an uploaded image shown before playback. */
  stillFrameMediaId?: string;
  /** Also show this media for one choice. */
  choice?: { option: string; choice: string };
}

export interface Collection {
  id: string;
  name: string;
  slug: string;
  description: string;
  visible: boolean;
  media: MediaSet;
  numberOfProducts: number;
  createdDate: string;
  lastUpdated: string;
  /**
   * Counts saves of the collection's own fields (adding or removing products does not count); pass
   * it back as `expectedRevision` to save only if nobody saved since.
   */
  revision: number;
}

/**
 * A save's precondition. `expectedRevision`: the `revision` of the record as you read it. When
 * someone saved it since, nothing is saved and the call fails with an `ApplicationError` (status
 * 409, code `REVISION_MISMATCH`, the current revision in `data.revision`). Without it, the fields
 * sent are applied whatever was saved meanwhile.
 */
export interface SaveOptions {
  expectedRevision?: number;
}

export interface CollectionInput {
  name: string;
  slug?: string;
  description?: string;
  visible?: boolean;
  media?: { items: MediaReference[] };
}

export interface Paging {
  limit?: number;
  offset?: number;
}

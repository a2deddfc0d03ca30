import type { MediaItem, Product, ProductOption } from '../generated/catalog.ts';

/**
 * The catalogue's wire shapes and enumerations (spec §3), shared by the products, collections
 * and variants modules. Prices, costs and weights are JSON numbers; dates are ISO strings. The
 * shapes are generated from the platform's schemas (`../generated/catalog.ts`); the constants
 * below name their values, and `satisfies` keeps each one within its field's values.
 */

export type {
  Choice,
  Collection,
  CollectionInput,
  CostAndProfitData,
  ImageLink,
  MediaItem,
  MediaLink,
  MediaRef as MediaReference,
  MediaSet,
  NumericRange,
  Paging,
  PriceData,
  PricePerUnitData,
  Product,
  ProductInput,
  ProductOption,
  Variant,
  VideoResolution,
} from '../generated/catalog.ts';

/** @example if (product.productType === ProductType.DIGITAL) showDownloadNote(); */
export const ProductType = { PHYSICAL: 'physical', DIGITAL: 'digital' } as const satisfies Record<string, Product['productType']>;
export type ProductType = (typeof ProductType)[keyof typeof ProductType];

/** Catalogue discount types. @example { discount: { type: DiscountType.PERCENT, value: 10 } } */
export const DiscountType = { NONE: 'NONE', AMOUNT: 'AMOUNT', PERCENT: 'PERCENT' } as const satisfies Record<string, Product['discount']['type']>;
export type DiscountType = (typeof DiscountType)[keyof typeof DiscountType];

/** @example { optionType: OptionType.COLOR, name: 'Color', choices: [{ value: '#000', description: 'Black' }] } */
export const OptionType = { DROP_DOWN: 'drop_down', COLOR: 'color' } as const satisfies Record<string, ProductOption['optionType']>;
export type OptionType = (typeof OptionType)[keyof typeof OptionType];

/** Catalogue media types. @example item.mediaType === MediaType.VIDEO */
export const MediaType = { IMAGE: 'image', VIDEO: 'video', AUDIO: 'audio', DOCUMENT: 'document', ZIP: 'zip' } as const satisfies Record<string, MediaItem['mediaType']>;
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
export const InventoryStatus = {
  IN_STOCK: 'IN_STOCK',
  OUT_OF_STOCK: 'OUT_OF_STOCK',
  PARTIALLY_OUT_OF_STOCK: 'PARTIALLY_OUT_OF_STOCK',
} as const satisfies Record<string, Product['stock']['inventoryStatus']>;
export type InventoryStatus = (typeof InventoryStatus)[keyof typeof InventoryStatus];

/** @example sort: [{ fieldName: 'name', order: SortOrder.DESC }] */
export const SortOrder = { ASC: 'ASC', DESC: 'DESC' } as const;
export type SortOrder = (typeof SortOrder)[keyof typeof SortOrder];

/** Units of `pricePerUnitData`. @example { totalQuantity: 500, totalMeasurementUnit: MeasurementUnit.G, baseQuantity: 100, baseMeasurementUnit: MeasurementUnit.G } */
export const MeasurementUnit = {
  ML: 'ML', CL: 'CL', L: 'L', CBM: 'CBM', MG: 'MG', G: 'G', KG: 'KG', MM: 'MM', CM: 'CM', M: 'M', SQM: 'SQM',
  OZ: 'OZ', LB: 'LB', FLOZ: 'FLOZ', PT: 'PT', QT: 'QT', GAL: 'GAL', IN: 'IN', FT: 'FT', YD: 'YD', SQFT: 'SQFT',
} as const satisfies Record<string, NonNullable<Product['pricePerUnitData']>['baseMeasurementUnit']>;
export type MeasurementUnit = (typeof MeasurementUnit)[keyof typeof MeasurementUnit];

/**
 * A save's precondition. `expectedRevision`: the `revision` of the record as you read it. When
 * someone saved it since, nothing is saved and the call fails with an `ApplicationError` (status
 * 409, code `REVISION_MISMATCH`, the current revision in `data.revision`). Without it, the fields
 * sent are applied whatever was saved meanwhile.
 */
export interface SaveOptions {
  expectedRevision?: number;
}

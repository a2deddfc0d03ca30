import { Type, type Static } from 'typebox';
import { maxAmount } from '../../lib/money-input';
import { describedRevision, RevisionSchema } from '../../lib/revisions';

/**
 * Catalogue schemas: inputs (what writes accept) and wire shapes (what reads answer). Prices,
 * costs and weights are JSON numbers; the strings "NaN" and "Infinity" fail the number bounds.
 */

/**
 * The largest price or cost a product may have is the platform's range for any amount
 * (`maxAmount`, in the currency's main unit); the largest weight is the catalogue's own. A
 * write's limits, and a bulk adjustment's.
 */
export const weightLimit = 999_999;
const Price = Type.Number({ minimum: 0, maximum: maxAmount });
const Weight = Type.Number({ minimum: 0, maximum: weightLimit });
const Text = (maxLength: number) => Type.String({ maxLength });
const Name = Type.String({ minLength: 1, maxLength: 80 });
export const Slug = Type.String({ minLength: 1, maxLength: 100, pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$' });
const Sku = Type.String({ maxLength: 40 });
/** A string enum as JSON Schema `enum`, so a wrong value is reported as INVALID_ENUM_VALUE. */
const OneOf = <const T extends readonly string[]>(values: T) => Type.Unsafe<T[number]>({ type: 'string', enum: [...values] });

export const IdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });
export const SlugParams = Type.Object({ slug: Type.String({ minLength: 1, maxLength: 100 }) });

export const productTypes = ['physical', 'digital'] as const;
export const discountTypes = ['NONE', 'AMOUNT', 'PERCENT'] as const;
export const optionTypes = ['drop_down', 'color'] as const;
export const mediaTypes = ['image', 'video', 'audio', 'document', 'zip'] as const;
const inventoryStatuses = ['IN_STOCK', 'OUT_OF_STOCK', 'PARTIALLY_OUT_OF_STOCK'] as const;
export const measurementUnits = [
  'ML', 'CL', 'L', 'CBM', 'MG', 'G', 'KG', 'MM', 'CM', 'M', 'SQM', 'OZ', 'LB', 'FLOZ', 'PT', 'QT', 'GAL', 'IN', 'FT', 'YD', 'SQFT',
] as const;

const ChoiceInput = Type.Object({
  value: Type.String({ minLength: 1, maxLength: 50 }),
  description: Type.Optional(Type.String({ minLength: 1, maxLength: 50 })),
});

const OptionInput = Type.Object({
  optionType: Type.Optional(OneOf(optionTypes)),
  name: Type.String({ minLength: 1, maxLength: 50 }),
  choices: Type.Array(ChoiceInput, { minItems: 1, maxItems: 50 }),
});

export const PricePerUnitDataSchema = Type.Object({
  totalQuantity: Type.Number({ exclusiveMinimum: 0, maximum: 1_000_000 }),
  totalMeasurementUnit: OneOf(measurementUnits),
  baseQuantity: Type.Number({ exclusiveMinimum: 0, maximum: 1_000_000 }),
  baseMeasurementUnit: OneOf(measurementUnits),
});

const DiscountInput = Type.Object({
  type: OneOf(discountTypes),
  value: Type.Optional(Price),
});

const StockInput = Type.Object({
  trackInventory: Type.Optional(Type.Boolean()),
  quantity: Type.Optional(Type.Integer({ minimum: 0, maximum: 99_999_999 })),
  inStock: Type.Optional(Type.Boolean()),
});

const productFields = {
  name: Name,
  slug: Type.Optional(Slug),
  visible: Type.Optional(Type.Boolean()),
  productType: Type.Optional(OneOf(productTypes)),
  description: Type.Optional(Text(16_000)),
  sku: Type.Optional(Sku),
  weight: Type.Optional(Weight),
  priceData: Type.Object({ price: Price }),
  costAndProfitData: Type.Optional(Type.Object({ itemCost: Price })),
  discount: Type.Optional(DiscountInput),
  pricePerUnitData: Type.Optional(PricePerUnitDataSchema),
  productOptions: Type.Optional(Type.Array(OptionInput, { maxItems: 6 })),
  manageVariants: Type.Optional(Type.Boolean()),
  stock: Type.Optional(StockInput),
  ribbon: Type.Optional(Text(30)),
  brand: Type.Optional(Text(50)),
};

export const ProductInputSchema = Type.Object(productFields);
export type ProductInput = Static<typeof ProductInputSchema>;
export const ProductPatchSchema = Type.Partial(Type.Object({ ...productFields, id: Type.String() }));
export type ProductPatch = Static<typeof ProductPatchSchema>;

export const CreateProductBody = Type.Object({ product: ProductInputSchema });
/**
 * A save's precondition: the `revision` the editor read. When the record was saved since, nothing
 * changes and the answer is 409 REVISION_MISMATCH (current revision in `data.revision`); absent,
 * the fields sent apply whatever was saved meanwhile.
 */
const ExpectedRevision = Type.Optional(RevisionSchema);

export const UpdateProductBody = Type.Object({ product: ProductPatchSchema, expectedRevision: ExpectedRevision });

export const VariantUpdateSchema = Type.Object({
  choices: Type.Optional(Type.Record(Type.String({ maxLength: 50 }), Type.String({ maxLength: 50 }))),
  variantIds: Type.Optional(Type.Array(Type.String({ format: 'uuid' }), { maxItems: 300 })),
  price: Type.Optional(Price),
  cost: Type.Optional(Price),
  weight: Type.Optional(Weight),
  sku: Type.Optional(Sku),
  visible: Type.Optional(Type.Boolean()),
  stock: Type.Optional(Type.Object({ quantity: Type.Optional(Type.Integer({ minimum: 0, maximum: 99_999_999 })), inStock: Type.Optional(Type.Boolean()) })),
});
export type VariantUpdate = Static<typeof VariantUpdateSchema>;
export const UpdateVariantsBody = Type.Object({ variants: Type.Array(VariantUpdateSchema, { minItems: 1, maxItems: 300 }) });

/** A media reference: an uploaded file's id, or a URL (`https://…` or `wix:image://v1/<file id>/…`). */
export const MediaRefSchema = Type.Object({
  mediaId: Type.Optional(Type.String({ maxLength: 200 })),
  url: Type.Optional(Type.String({ maxLength: 2000 })),
  title: Type.Optional(Text(100)),
  mediaType: Type.Optional(OneOf(mediaTypes)),
  /** For videos: an uploaded image shown before playback. */
  stillFrameMediaId: Type.Optional(Type.String({ format: 'uuid' })),
  choice: Type.Optional(Type.Object({ option: Type.String({ maxLength: 50 }), choice: Type.String({ maxLength: 50 }) })),
});
export type MediaRef = Static<typeof MediaRefSchema>;
export const AddMediaBody = Type.Object({ media: Type.Array(MediaRefSchema, { minItems: 1, maxItems: 50 }) });
export const RemoveMediaBody = Type.Object({ mediaIds: Type.Array(Type.String({ maxLength: 200 }), { minItems: 1, maxItems: 100 }) });
export const ChoiceMediaBody = Type.Object({
  media: Type.Array(
    Type.Object({
      option: Type.String({ maxLength: 50 }),
      choice: Type.String({ maxLength: 50 }),
      mediaIds: Type.Array(Type.String({ maxLength: 200 }), { maxItems: 50 }),
    }),
    { minItems: 1, maxItems: 100 },
  ),
});

const collectionFields = {
  name: Type.String({ minLength: 1, maxLength: 50 }),
  slug: Type.Optional(Slug),
  description: Type.Optional(Text(600)),
  visible: Type.Optional(Type.Boolean()),
  media: Type.Optional(Type.Object({ items: Type.Array(MediaRefSchema, { maxItems: 20 }) })),
};
export const CollectionInputSchema = Type.Object(collectionFields);
export type CollectionInput = Static<typeof CollectionInputSchema>;
export const CollectionPatchSchema = Type.Partial(Type.Object({ ...collectionFields, id: Type.String() }));
export type CollectionPatch = Static<typeof CollectionPatchSchema>;
export const UpdateCollectionBody = Type.Object({ collection: CollectionPatchSchema, expectedRevision: ExpectedRevision });
export const ProductIdsBody = Type.Object({ productIds: Type.Array(Type.String({ format: 'uuid' }), { minItems: 1, maxItems: 100 }) });

export const BulkUpdateBody = Type.Object({
  ids: Type.Array(Type.String({ format: 'uuid' }), { minItems: 1, maxItems: 100 }),
  set: Type.Object({ price: Type.Optional(Price), cost: Type.Optional(Price), weight: Type.Optional(Weight) }),
});
const Adjustment = Type.Object({
  amount: Type.Optional(Type.Number({ minimum: -maxAmount, maximum: maxAmount })),
  percentage: Type.Optional(Type.Number({ minimum: -100, maximum: 1000 })),
  /** Round the result to whole currency units (e.g. $19.37 → $19). */
  rounding: Type.Optional(Type.Boolean()),
});
export const BulkAdjustBody = Type.Object({
  ids: Type.Array(Type.String({ format: 'uuid' }), { minItems: 1, maxItems: 100 }),
  adjust: Type.Object({ price: Type.Optional(Adjustment), cost: Type.Optional(Adjustment), weight: Type.Optional(Adjustment) }),
});
export type BulkAdjust = Static<typeof BulkAdjustBody>['adjust'];
export const BulkResultSchema = Type.Object({
  results: Type.Array(
    Type.Object({
      itemMetadata: Type.Object({
        id: Type.String(),
        originalIndex: Type.Integer(),
        success: Type.Boolean(),
        error: Type.Optional(Type.Object({ code: Type.String(), description: Type.String() })),
      }),
    }),
  ),
  bulkActionMetadata: Type.Object({ totalSuccesses: Type.Integer(), totalFailures: Type.Integer() }),
});

/** Query payloads: filter and sort may also arrive as JSON strings, as older clients send them. */
const Filter = Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.String({ maxLength: 8000 })]);
const Sort = Type.Union([
  Type.Array(Type.Object({ fieldName: Type.String({ maxLength: 100 }), order: Type.Optional(OneOf(['ASC', 'DESC'])) }), { maxItems: 5 }),
  Type.String({ maxLength: 2000 }),
]);
export const PagingSchema = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 0, maximum: 100 })),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
});
export const QuerySchema = Type.Object({ filter: Type.Optional(Filter), sort: Type.Optional(Sort), paging: Type.Optional(PagingSchema) });
export type QueryInput = Static<typeof QuerySchema>;
export const ProductQueryBody = Type.Object({
  query: Type.Optional(QuerySchema),
  includeVariants: Type.Optional(Type.Boolean()),
  includeHiddenProducts: Type.Optional(Type.Boolean()),
  includeMerchantSpecificData: Type.Optional(Type.Boolean()),
});
export const MerchantQuerystring = Type.Object({ includeMerchantSpecificData: Type.Optional(Type.Boolean()) });

export const VariantsQueryBody = Type.Object({
  choices: Type.Optional(Type.Record(Type.String({ maxLength: 50 }), Type.String({ maxLength: 50 }))),
  variantIds: Type.Optional(Type.Array(Type.String({ format: 'uuid' }), { maxItems: 300 })),
  paging: Type.Optional(PagingSchema),
  includeMerchantSpecificData: Type.Optional(Type.Boolean()),
});
export const OptionsAvailabilityBody = Type.Object({
  options: Type.Record(Type.String({ maxLength: 50 }), Type.String({ maxLength: 50 })),
});
export const StoreVariantsQueryBody = Type.Object({ query: Type.Optional(QuerySchema) });

// ---- Wire shapes (responses) ----

const Formatted = Type.Object({ price: Type.String(), discountedPrice: Type.String(), pricePerUnit: Type.Optional(Type.String()) });
export const PriceDataSchema = Type.Object({
  currency: Type.String(),
  price: Type.Number(),
  discountedPrice: Type.Number(),
  pricePerUnit: Type.Optional(Type.Number()),
  formatted: Formatted,
});
export const CostAndProfitDataSchema = Type.Object({
  itemCost: Type.Number(),
  formattedItemCost: Type.String(),
  profit: Type.Number(),
  formattedProfit: Type.String(),
  profitMargin: Type.Number({ description: 'Profit over the price paid, to four decimals (0.3512)' }),
});
export const NumericRangeSchema = Type.Object({ minValue: Type.Number(), maxValue: Type.Number() });
// Null for a permanent URL (every URL this platform serves; see media-view.ts).
const UrlExpirationDate = Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
  description: 'When the URL stops working (ISO date); null for a permanent URL, which is every URL this platform serves',
});
/** A media URL with its size. */
export const MediaLinkSchema = Type.Object({
  url: Type.String(),
  width: Type.Optional(Type.Integer()),
  height: Type.Optional(Type.Integer()),
  urlExpirationDate: UrlExpirationDate,
});
/** An image with the widths it is served at (uploaded PNG, JPEG, WebP, AVIF; see media-view.ts). */
export const ImageLinkSchema = Type.Object(
  { ...MediaLinkSchema.properties, resolutions: Type.Optional(Type.Array(MediaLinkSchema)) },
  { description: 'An image; uploaded PNG, JPEG, WebP and AVIF images also list every width they are served at (smallest first, the last the full size), ready for an `<img srcset>`.' },
);
export const VideoResolutionSchema = Type.Object(
  { ...MediaLinkSchema.properties, format: Type.Optional(Type.String()), poster: Type.Optional(MediaLinkSchema) },
  { description: 'One encoding of a video: file, size, container format (`webm`, `mp4`) and the image shown before playback.' },
);
export const MediaItemSchema = Type.Object({
  id: Type.String(),
  mediaType: OneOf(mediaTypes),
  title: Type.Optional(Type.String()),
  urlExpirationDate: UrlExpirationDate,
  image: Type.Optional(ImageLinkSchema),
  video: Type.Optional(
    Type.Object({
      files: Type.Array(VideoResolutionSchema),
      resolutions: Type.Array(VideoResolutionSchema),
      stillFrameMediaId: Type.Optional(Type.String()),
      posters: Type.Array(MediaLinkSchema),
    }),
  ),
  thumbnail: Type.Optional(ImageLinkSchema),
  file: Type.Optional(Type.Object({ url: Type.String(), fileName: Type.Optional(Type.String()), urlExpirationDate: UrlExpirationDate })),
});
export const MediaSetSchema = Type.Object({ mainMedia: Type.Optional(MediaItemSchema), items: Type.Array(MediaItemSchema) });

export const VariantSchema = Type.Object({
  id: Type.String(),
  choices: Type.Record(Type.String(), Type.String(), { description: "Option name → choice description, e.g. `{ Size: 'M', Color: 'Blue' }`" }),
  variant: Type.Object({
    priceData: PriceDataSchema,
    convertedPriceData: PriceDataSchema,
    costAndProfitData: Type.Optional(CostAndProfitDataSchema),
    weight: Type.Optional(Type.Number()),
    sku: Type.Optional(Type.String()),
    visible: Type.Boolean(),
  }),
  stock: Type.Object({ trackQuantity: Type.Boolean(), quantity: Type.Optional(Type.Integer()), inStock: Type.Boolean() }),
});

export const ChoiceSchema = Type.Object({
  value: Type.String(),
  description: Type.String(),
  media: MediaSetSchema,
  inStock: Type.Boolean(),
  visible: Type.Boolean(),
});
export const ProductOptionSchema = Type.Object({ optionType: OneOf(optionTypes), name: Type.String(), choices: Type.Array(ChoiceSchema) });

export const ProductSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  slug: Type.String(),
  visible: Type.Boolean(),
  productType: OneOf(productTypes),
  description: Type.String(),
  sku: Type.Optional(Type.String()),
  weight: Type.Optional(Type.Number()),
  stock: Type.Object({
    trackInventory: Type.Boolean(),
    quantity: Type.Optional(Type.Integer()),
    inStock: Type.Boolean(),
    inventoryStatus: OneOf(inventoryStatuses),
  }),
  price: PriceDataSchema,
  priceData: PriceDataSchema,
  convertedPriceData: PriceDataSchema,
  pricePerUnitData: Type.Optional(PricePerUnitDataSchema),
  costAndProfitData: Type.Optional(Type.Object(CostAndProfitDataSchema.properties, { description: 'Owners and apps with `includeMerchantSpecificData` only' })),
  costRange: Type.Optional(NumericRangeSchema),
  priceRange: Type.Optional(NumericRangeSchema),
  discountedPriceRange: Type.Object(NumericRangeSchema.properties, {
    description: 'What a shopper pays: the discounted prices of the buyable variants (else the shown ones); show "From minValue" when it differs from maxValue. Filter and sort as `discountedPriceRange.minValue`.',
  }),
  weightRange: Type.Optional(NumericRangeSchema),
  discount: Type.Object({ type: OneOf(discountTypes), value: Type.Number() }),
  productOptions: Type.Array(ProductOptionSchema),
  manageVariants: Type.Boolean(),
  variants: Type.Optional(Type.Array(VariantSchema)),
  media: MediaSetSchema,
  productPageUrl: Type.Object({ base: Type.String(), path: Type.String() }),
  ribbon: Type.Optional(Type.String()),
  brand: Type.Optional(Type.String()),
  collectionIds: Type.Array(Type.String()),
  lastUpdated: Type.String(),
  revision: describedRevision("Counts the product's saves; pass it back as `expectedRevision` to save only if nobody saved since"),
  createdDate: Type.String(),
});

export const ProductResponse = Type.Object({ product: ProductSchema });
export const QueryMetadataSchema = Type.Object({
  items: Type.Integer(),
  offset: Type.Integer(),
  total: Type.Optional(Type.Integer()),
  tooManyToCount: Type.Optional(Type.Boolean()),
});
export const ProductQueryResponse = Type.Object({ products: Type.Array(ProductSchema), metadata: QueryMetadataSchema, totalResults: Type.Integer() });

export const StoreVariantSchema = Type.Intersect([
  VariantSchema,
  Type.Object({ variantId: Type.String(), productId: Type.String(), productName: Type.String(), variantName: Type.String() }),
]);

export const CollectionSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  slug: Type.String(),
  description: Type.String(),
  visible: Type.Boolean(),
  media: MediaSetSchema,
  numberOfProducts: Type.Integer(),
  createdDate: Type.String(),
  lastUpdated: Type.String(),
  revision: describedRevision(
    'Counts saves of the collection\'s own fields (adding or removing products does not count); pass it back as `expectedRevision` to save only if nobody saved since',
  ),
});
export const CollectionResponse = Type.Object({ collection: CollectionSchema });

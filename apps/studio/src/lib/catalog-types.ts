/**
 * The catalogue as the studio reads it: the platform's product and collection wire shapes with
 * merchant data (cost, profit) included. Shared by the products, collections, bulk-edit and
 * dashboard features, which never import each other.
 */
export interface PriceData {
  currency: string;
  price: number;
  discountedPrice: number;
  pricePerUnit?: number;
  formatted: { price: string; discountedPrice: string; pricePerUnit?: string };
}

export interface MediaItem {
  id: string;
  mediaType: string;
  title?: string;
  image?: { url: string; width?: number; height?: number };
  thumbnail?: { url: string; width?: number; height?: number };
}

export interface MediaSet {
  mainMedia?: MediaItem;
  items: MediaItem[];
}

export interface ProductChoice {
  value: string;
  description: string;
  media: MediaSet;
  inStock: boolean;
  visible: boolean;
}

export interface ProductOption {
  optionType: string;
  name: string;
  choices: ProductChoice[];
}

export interface Variant {
  id: string;
  choices: Record<string, string>;
  variant: {
    priceData: PriceData;
    costAndProfitData?: { itemCost: number; formattedItemCost: string; profit: number; formattedProfit: string; profitMargin: number };
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
  productType: string;
  description: string;
  sku?: string;
  weight?: number;
  stock: { trackInventory: boolean; quantity?: number; inStock: boolean; inventoryStatus: string };
  priceData: PriceData;
  costAndProfitData?: { itemCost: number; formattedItemCost: string; profit: number; formattedProfit: string; profitMargin: number };
  discount: { type: string; value: number };
  productOptions: ProductOption[];
  manageVariants: boolean;
  variants?: Variant[];
  media: MediaSet;
  productPageUrl: { base: string; path: string };
  ribbon?: string;
  brand?: string;
  collectionIds: string[];
  lastUpdated: string;
  /** Sent back as `expectedRevision` so a save made by someone else meanwhile is not undone. */
  revision: number;
  createdDate: string;
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
  /** Sent back as `expectedRevision` so a save made by someone else meanwhile is not undone. */
  revision: number;
}

export interface ProductQuery {
  filter?: Record<string, unknown>;
  sort?: Array<{ fieldName: string; order: 'ASC' | 'DESC' }>;
  paging?: { limit: number; offset: number };
}

export interface BulkResult {
  results: Array<{ itemMetadata: { id: string; originalIndex: number; success: boolean; error?: { code: string; description: string } } }>;
  bulkActionMetadata: { totalSuccesses: number; totalFailures: number };
}

export interface VariantPatch {
  choices?: Record<string, string>;
  variantIds?: string[];
  price?: number;
  cost?: number;
  weight?: number;
  sku?: string;
  visible?: boolean;
  stock?: { quantity?: number; inStock?: boolean };
}

export interface MediaRef {
  mediaId?: string;
  url?: string;
  title?: string;
  choice?: { option: string; choice: string };
}

export interface UploadedFile {
  id: string;
  url: string;
  mediaUri: string;
  fileName?: string;
}

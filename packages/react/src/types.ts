/**
 * The wire shapes the hooks hand to components, as far as the storefront reads them. Fields the
 * platform sends beyond these pass through untouched.
 */

export interface Picture {
  url: string;
  width?: number;
  height?: number;
  altText?: string;
}

export interface MediaItem {
  id: string;
  mediaType: 'image' | 'video' | 'audio' | 'document' | 'zip' | string;
  title?: string;
  image?: Picture;
  video?: { files: Array<Picture & { format?: string }>; stillFrameMediaId?: string };
  thumbnail?: Picture;
}

export interface PriceData {
  currency: string;
  price: number;
  discountedPrice: number;
  pricePerUnit?: number;
  formatted: { price: string; discountedPrice: string; pricePerUnit?: string };
}

export interface ProductChoice {
  value: string;
  description: string;
  media?: { mainMedia?: MediaItem; items?: MediaItem[] };
  inStock: boolean;
  visible: boolean;
}

export interface ProductOption {
  optionType: 'drop_down' | 'color' | string;
  name: string;
  choices: ProductChoice[];
}

export interface Product {
  id: string;
  name: string;
  slug: string;
  description?: string;
  productType?: 'physical' | 'digital' | string;
  stock?: { trackInventory?: boolean; quantity?: number; inStock: boolean; inventoryStatus?: string };
  priceData?: PriceData;
  price?: PriceData;
  pricePerUnitData?: { totalQuantity: number; totalMeasurementUnit: string; baseQuantity: number; baseMeasurementUnit: string };
  priceRange?: { minValue: number; maxValue: number };
  discount?: { type: 'NONE' | 'AMOUNT' | 'PERCENT' | string; value: number };
  productOptions?: ProductOption[];
  manageVariants?: boolean;
  media?: { mainMedia?: MediaItem; items?: MediaItem[] };
  ribbon?: string;
  brand?: string;
  collectionIds?: string[];
}

export interface Collection {
  id: string;
  name: string;
  slug?: string;
  description?: string;
  numberOfProducts?: number;
  media?: { mainMedia?: MediaItem; items?: MediaItem[] };
}

export interface Money {
  amount: string;
  convertedAmount?: string;
  formattedAmount?: string;
  formattedConvertedAmount?: string;
}

export interface CatalogReference {
  appId: string;
  catalogItemId: string;
  options?: { variantId?: string; options?: Record<string, string> };
}

export interface LineItem {
  id: string;
  quantity: number;
  catalogReference?: CatalogReference;
  productName?: { original: string; translated?: string };
  url?: string;
  price?: Money;
  fullPrice?: Money;
  priceBeforeDiscounts?: Money;
  lineItemPrice?: Money;
  image?: Picture | string;
  descriptionLines?: Array<{ name?: { original: string }; plainText?: { original: string }; colorInfo?: { original: string; code?: string } }>;
  availability?: { status: 'AVAILABLE' | 'NOT_FOUND' | 'NOT_AVAILABLE' | 'PARTIALLY_AVAILABLE' | string; quantityAvailable?: number };
  itemType?: { preset?: string };
}

export interface Cart {
  id: string;
  lineItems: LineItem[];
  currency: string;
  subtotal?: Money;
  subtotalAfterDiscounts?: Money;
  couponCode?: string;
  appliedDiscounts?: Array<{ discountType?: string; coupon?: { code: string; name?: string; amount?: Money } }>;
  buyerInfo?: { visitorId?: string; memberId?: string; email?: string };
}

export interface Address {
  country?: string;
  subdivision?: string;
  city?: string;
  postalCode?: string;
  addressLine?: string;
  addressLine1?: string;
  addressLine2?: string;
}

export interface ShippingOption {
  code: string;
  title: string;
  logistics?: {
    deliveryTime?: string;
    instructions?: string;
    pickupDetails?: { address?: Address; pickupMethod?: string };
    deliveryTimeSlot?: { from: string; to: string };
  };
  cost?: { price?: Money };
}

export interface EstimateTotals {
  cart?: Cart;
  currency: string;
  priceSummary?: { subtotal?: Money; shipping?: Money; tax?: Money; discount?: Money; total?: Money };
  shippingInfo?: {
    selectedCarrierServiceOption?: ShippingOption;
    carrierServiceOptions?: Array<{ carrierId: string; shippingOptions: ShippingOption[] }>;
  };
  appliedDiscounts?: Cart['appliedDiscounts'];
  calculationErrors?: unknown;
  violations?: Array<{ severity?: string; description?: string; target?: unknown }>;
}

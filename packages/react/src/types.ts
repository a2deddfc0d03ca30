import type { WireAddress } from '@vitrine/sdk';

/**
 * The wire shapes the hooks hand to components: the SDK's own types, re-exported so an app that
 * uses the hooks needs no second import path. Type-only: nothing of the SDK is bundled from here.
 */
export type {
  Choice as ProductChoice,
  Collection,
  MediaItem,
  MediaSet,
  PriceData,
  Product,
  ProductOption,
  OptionsAvailability,
  QueryProductsResult as ProductPage,
} from '@vitrine/sdk/modules/products';
export type {
  AddressWithContact,
  AppliedDiscount,
  Cart,
  CatalogReference,
  EstimateTotalsOptions as EstimateInput,
  EstimateTotalsResponse as EstimateTotals,
  LineItem,
  LineItemInput as AddLineItem,
  Money,
  PriceSummary,
  ShippingInfo,
  ShippingOption,
  Violation,
} from '@vitrine/sdk/modules/cart';
export type { Checkout, CheckoutInfo } from '@vitrine/sdk/modules/checkout';
export type { Order, OrderSearch } from '@vitrine/sdk/modules/orders';

/**
 * An address as the store's forms fill it (wire spelling: `addressLine`). A type alias, not an
 * interface, so it fits the SDK's open `WireAddress`.
 */
export type Address = Pick<WireAddress, 'country' | 'subdivision' | 'city' | 'postalCode' | 'addressLine' | 'addressLine2'>;

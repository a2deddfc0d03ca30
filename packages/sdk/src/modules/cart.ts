/**
 * Carts by id (`/ecom/v1/carts/{id}`, spec §7). Line items name catalogue items; the platform
 * prices them. Responses are converted for the client (dates → `Date`, geocode and weight →
 * numbers, images → image objects); requests go out in the wire's form.
 */
import { newIdempotencyKey } from './idempotency-key.ts';
import { prepareCartLikeRequest, reviveCartLike, type MediaImage, type WireAddress } from '../core/serialize.ts';
import type { Transport } from '../core/types.ts';
import type { TaxSummary } from '../generated/views.ts';

/** The store catalogue's app id, for `catalogReference.appId`. */
export const storesAppId = '215238eb-22a5-4c36-9e7b-e7c08025e04e';

export interface Money {
  amount: string;
  convertedAmount: string;
  formattedAmount: string;
  formattedConvertedAmount?: string;
}
export interface Translatable {
  original: string;
  translated?: string;
}
export interface CatalogReference {
  appId: string;
  catalogItemId: string;
  options?: { variantId?: string; options?: Record<string, string> };
}
export type ItemTypePreset = 'PHYSICAL' | 'DIGITAL' | 'GIFT_CARD' | 'SERVICE' | 'CUSTOM_AMOUNT_ITEM';
export type AvailabilityStatus = 'AVAILABLE' | 'NOT_FOUND' | 'NOT_AVAILABLE' | 'PARTIALLY_AVAILABLE';
export type PaymentOption = 'FULL_PAYMENT_ONLINE' | 'FULL_PAYMENT_OFFLINE' | 'MEMBERSHIP' | 'DEPOSIT_ONLINE' | 'MEMBERSHIP_OFFLINE' | 'MANUAL';
export type ChannelType =
  | 'WEB' | 'POS' | 'EBAY' | 'AMAZON' | 'OTHER_PLATFORM' | 'WIX_APP_STORE' | 'WIX_INVOICES' | 'BACKOFFICE_MERCHANT'
  | 'WISH' | 'CLASS_PASS' | 'GLOBAL_E' | 'FACEBOOK' | 'ETSY' | 'TIKTOK' | 'FAIRE_COM';

export interface DescriptionLine {
  name?: Translatable;
  plainText?: Translatable;
  colorInfo?: Translatable & { code?: string };
  lineType?: 'PLAIN_TEXT' | 'COLOR';
}

/** A line of a cart or checkout as the platform answers it. */
export interface LineItem {
  id: string;
  quantity: number;
  catalogReference?: CatalogReference;
  productName: Translatable;
  url?: { relativePath: string; url: string };
  price: Money;
  fullPrice: Money;
  priceBeforeDiscounts: Money;
  lineItemPrice?: Money;
  descriptionLines: DescriptionLine[];
  /** Carts: the image (an image object once converted). */
  image?: MediaImage & { urlExpirationDate?: Date };
  /** Checkouts and orders: the same image under its checkout name. */
  media?: MediaImage;
  availability: { status: AvailabilityStatus; quantityAvailable?: number };
  physicalProperties?: { weight?: number; sku?: string; shippable?: boolean };
  itemType: { preset?: ItemTypePreset; custom?: string };
  paymentOption: PaymentOption;
  serviceProperties?: { scheduledDate?: Date; numberOfParticipants?: number };
  catalogOverrideFields?: { productName?: Translatable; image?: MediaImage | string; physicalProperties?: { weight?: number }; descriptionLines?: DescriptionLine[] };
  totalDiscount?: Money;
  totalPriceBeforeTax?: Money;
  totalPriceAfterTax?: Money;
  taxDetails?: { taxableAmount: Money; taxRate: string; totalTax: Money; taxBreakdown?: unknown[] };
}

export interface AddressWithContact {
  address?: WireAddress;
  contactDetails?: { firstName?: string; lastName?: string; phone?: string; company?: string; vatId?: { id: string; type?: 'CPF' | 'CNPJ' | 'UNSPECIFIED' } };
}

export interface AppliedDiscount {
  discountType: 'GLOBAL' | 'SPECIFIC_ITEMS' | 'SHIPPING';
  lineItemIds: string[];
  coupon?: { id: string; code: string; name: string; amount: Money };
  merchantDiscount?: { id?: string; name?: string; discountType: 'AMOUNT' | 'PERCENT'; percentage?: number; amount: Money };
}

export interface Cart {
  id: string;
  lineItems: LineItem[];
  buyerInfo: { visitorId?: string; memberId?: string; userId?: string; email?: string };
  currency: string;
  conversionCurrency: string;
  taxIncludedInPrices: boolean;
  weightUnit: 'KG' | 'LB';
  subtotal: Money;
  subtotalAfterDiscounts: Money;
  appliedDiscounts: AppliedDiscount[];
  couponCode?: string;
  merchantDiscounts?: Array<{ amount: Money }>;
  contactInfo?: AddressWithContact;
  buyerNote?: string;
  selectedShippingOption?: { code: string; carrierId?: string };
  createdDate: Date;
  updatedDate: Date;
  /** Increases with every change; send it back in `cartInfo.revision` to refuse lost updates. */
  revision: string;
}

/** A catalogue line to add: the platform prices it. */
export interface LineItemInput {
  catalogReference: CatalogReference;
  quantity?: number;
  catalogOverrideFields?: { productName?: Translatable; image?: string | MediaImage; physicalProperties?: { weight?: number }; descriptionLines?: DescriptionLine[] };
  serviceProperties?: { scheduledDate?: Date; numberOfParticipants?: number };
}

/** A line with its own price: owners and apps only. */
export interface CustomLineItemInput {
  id?: string;
  quantity: number;
  /** Decimal string, e.g. "10.50". */
  price: string;
  fullPrice?: string;
  productName: Translatable;
  itemType?: { preset?: ItemTypePreset; custom?: string };
  descriptionLines?: DescriptionLine[];
  media?: string | MediaImage;
  url?: string;
  physicalProperties?: { weight?: number; sku?: string; shippable?: boolean };
  serviceProperties?: { scheduledDate?: Date; numberOfParticipants?: number };
  paymentOption?: PaymentOption;
  catalogReference?: CatalogReference;
}

export interface CartInfo {
  id?: string;
  contactInfo?: AddressWithContact;
  buyerNote?: string;
  buyerInfo?: { email?: string };
  selectedShippingOption?: { code: string };
  revision?: string | number;
}

export interface CreateCartOptions {
  cartInfo?: CartInfo;
  couponCode?: string;
  /** Staff only: amounts off this cart, e.g. `[{ amount: '5.00' }]`. */
  merchantDiscounts?: Array<{ amount: string }>;
  lineItems?: LineItemInput[];
  customLineItems?: CustomLineItemInput[];
}

export interface UpdateCartOptions extends CreateCartOptions {
  /** Which `cartInfo` fields to replace; a named field missing from `cartInfo` is cleared. */
  fieldMask?: { paths: string[] };
}

export interface AddToCartOptions {
  lineItems?: LineItemInput[];
  customLineItems?: CustomLineItemInput[];
}

export interface CreateCheckoutFromCartOptions {
  channelType?: ChannelType;
  shippingAddress?: WireAddress;
  billingAddress?: WireAddress;
  selectedShippingOption?: { code: string };
  email?: string;
}

export interface EstimateTotalsOptions {
  selectedShippingOption?: { code: string };
  shippingAddress?: WireAddress;
  billingAddress?: WireAddress;
  selectedMemberships?: { memberships: Array<{ id: string; appId?: string; lineItemIds?: string[] }> };
  calculateTax?: boolean;
  calculateShipping?: boolean;
}

export interface ShippingOption {
  code: string;
  title: string;
  logistics: {
    deliveryTime?: string;
    instructions?: string;
    pickupDetails?: { address: WireAddress; pickupMethod: 'STORE_PICKUP' | 'PICKUP_POINT' };
    deliveryTimeSlot?: { from: Date; to: Date };
  };
  cost: { price: Money; otherCharges: Array<{ type: 'HANDLING_FEE' | 'INSURANCE'; price: Money }>; totalPriceAfterTax?: Money; totalPriceBeforeTax?: Money; totalDiscount?: Money };
  carrierId?: string;
  requestedShippingOption?: boolean;
}

export interface ShippingInfo {
  region?: { id: string; name: string };
  shippingDestination?: AddressWithContact;
  selectedCarrierServiceOption?: ShippingOption;
  carrierServiceOptions: Array<{ carrierId: string; shippingOptions: ShippingOption[] }>;
}

export interface PriceSummary {
  subtotal: Money;
  shipping: Money;
  tax: Money;
  discount: Money;
  total: Money;
  additionalFees?: Money;
}

export type { TaxSummary };

export interface Membership {
  id: string;
  appId: string;
  name: { original: string };
  lineItemIds: string[];
  expirationDate?: Date;
  credits?: { total: number; remaining: number };
}
export interface MembershipOptions {
  eligibleMemberships: Membership[];
  invalidMemberships: Array<{ membership: Membership; reason: string }>;
  selectedMemberships: { memberships: Array<{ id: string; appId: string; lineItemIds: string[] }> };
}

export interface Violation {
  severity: 'WARNING' | 'ERROR';
  description: string;
  target: { lineItem?: { id: string; name: 'LINE_ITEM_DEFAULT'; suggestedFix?: 'REMOVE_LINE_ITEM' }; other?: { name: 'OTHER_DEFAULT' } };
}

export type CalculationErrors = Partial<
  Record<
    'couponCalculationError' | 'giftCardCalculationError' | 'generalShippingCalculationError' | 'taxCalculationError' | 'membershipError' | 'discountsCalculationError',
    { applicationError: { code: string; description: string } }
  >
>;

export interface EstimateTotalsResponse {
  cart: Cart;
  currency: string;
  lineItems: LineItem[];
  priceSummary: PriceSummary;
  shippingInfo: ShippingInfo;
  taxSummary: TaxSummary;
  membershipOptions: MembershipOptions;
  appliedDiscounts: AppliedDiscount[];
  calculationErrors: CalculationErrors;
  violations: Violation[];
  giftCard?: { id: string; obfuscatedCode: string; amount: Money; appId: string };
  payNow: Money;
  payLater: Money;
}

const id$ = (id: string) => encodeURIComponent(id);

/** Sends one cart-like call: request prepared for the wire, response revived for the client. */
export async function cartLikeCall<T>(
  transport: Transport,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  body: unknown,
  args: readonly unknown[],
  idempotencyKey?: string,
): Promise<T> {
  const options = { mediaBaseUrl: transport.baseUrl };
  const response = await transport.request<unknown>({
    method,
    path,
    body: body === undefined ? undefined : prepareCartLikeRequest(body, options),
    args,
    idempotencyKey,
  });
  return reviveCartLike<T>(response, options);
}

/**
 * Carts by id. `createCart`, `getCart` and `updateCart` answer the cart; the actions answer the
 * platform's response (`{ cart }`, `{ checkoutId }`, or the estimate).
 *
 * @example
 * const client = createClient({ modules: { cart }, auth: OAuthStrategy({ clientId }), baseUrl });
 * const created = await client.cart.createCart({ lineItems: [{ catalogReference: { appId: storesAppId, catalogItemId: productId }, quantity: 2 }] });
 * const { priceSummary } = await client.cart.estimateTotals(created.id, { shippingAddress: { country: 'US', subdivision: 'US-NY' } });
 */
export function cart(transport: Transport) {
  const base = '/ecom/v1/carts';
  return {
    async createCart(options: CreateCartOptions = {}): Promise<Cart> {
      return (await cartLikeCall<{ cart: Cart }>(transport, 'POST', base, options, [options], newIdempotencyKey())).cart;
    },
    async getCart(id: string): Promise<Cart> {
      return (await cartLikeCall<{ cart: Cart }>(transport, 'GET', `${base}/${id$(id)}`, undefined, [id])).cart;
    },
    async updateCart(id: string, options: UpdateCartOptions = {}): Promise<Cart> {
      const body = { ...options, cartInfo: { ...options.cartInfo, id } };
      return (await cartLikeCall<{ cart: Cart }>(transport, 'PATCH', `${base}/${id$(id)}`, body, [id, options])).cart;
    },
    async deleteCart(id: string): Promise<void> {
      await transport.request({ method: 'DELETE', path: `${base}/${id$(id)}`, args: [id] });
    },
    addToCart(id: string, options: AddToCartOptions): Promise<{ cart: Cart }> {
      return cartLikeCall(transport, 'POST', `${base}/${id$(id)}/add-to-cart`, options, [id, options]);
    },
    removeLineItems(id: string, lineItemIds: string[]): Promise<{ cart: Cart }> {
      return cartLikeCall(transport, 'POST', `${base}/${id$(id)}/remove-line-items`, { lineItemIds }, [id, lineItemIds]);
    },
    /** Quantity 0 removes the line. */
    updateLineItemsQuantity(id: string, lineItems: Array<{ id: string; quantity: number }>): Promise<{ cart: Cart }> {
      return cartLikeCall(transport, 'POST', `${base}/${id$(id)}/update-line-items-quantity`, { lineItems }, [id, lineItems]);
    },
    removeCoupon(id: string): Promise<{ cart: Cart }> {
      return cartLikeCall(transport, 'POST', `${base}/${id$(id)}/remove-coupon`, {}, [id]);
    },
    createCheckout(id: string, options: CreateCheckoutFromCartOptions = {}): Promise<{ checkoutId: string }> {
      return cartLikeCall(transport, 'POST', `${base}/${id$(id)}/create-checkout`, options, [id, options], newIdempotencyKey());
    },
    estimateTotals(id: string, options: EstimateTotalsOptions = {}): Promise<EstimateTotalsResponse> {
      return cartLikeCall(transport, 'POST', `${base}/${id$(id)}/estimate-totals`, options, [id, options]);
    },
  };
}

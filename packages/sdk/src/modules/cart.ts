/**
 * Carts by id (`/ecom/v1/carts/{id}`, spec §7). Line items name catalogue items; the platform
 * prices them. Responses are converted for the client (dates → `Date`, geocode and weight →
 * numbers, images → image objects); requests go out in the wire's form.
 */
import { newIdempotencyKey } from './idempotency-key.ts';
import { prepareCartLikeRequest, reviveCartLike } from '../core/serialize.ts';
import type { Prepared, Revived } from '../core/revived.ts';
import type { Transport } from '../core/types.ts';
import type { Cart as WireCart, EstimateTotalsResponse as WireEstimateTotalsResponse } from '../generated/cart.ts';
import type {
  AddressWithContact,
  AddToCartBody,
  CartInfo as WireCartInfo,
  CatalogReference,
  ChannelType,
  CreateCartBody,
  CreateCheckoutFromCartBody,
  CustomLineItemInput as WireCustomLineItemInput,
  DescriptionLine,
  EstimateTotalsBody,
  LineItemInput as WireLineItemInput,
  Translatable,
  UpdateCartBody,
} from '../generated/ecom.ts';
import type { PaymentOption } from '../generated/settings.ts';
import type {
  ItemTypePreset,
  LineItem as WireLineItem,
  Membership as WireMembership,
  MembershipOptions as WireMembershipOptions,
  SelectedCarrierServiceOption as WireSelectedCarrierServiceOption,
  ShippingInfo as WireShippingInfo,
  ShippingOption as WireShippingOption,
} from '../generated/views.ts';

/** The store catalogue's app id, for `catalogReference.appId`. */
export const storesAppId = '215238eb-22a5-4c36-9e7b-e7c08025e04e';

/*
 * The answers' shapes are generated from the platform's schemas (`../generated/cart.ts`,
 * `views.ts`); those the SDK converts (dates → `Date`, media URIs → image objects) are `Revived`
 * over them. The request options are `Prepared` over the generated request bodies (`../generated/ecom.ts`):
 * they take `Date`s, images as URIs or objects, and either address spelling, which
 * `prepareCartLikeRequest` turns into the wire's.
 */
export type { AddressWithContact, CatalogReference, ChannelType, DescriptionLine, ItemTypePreset, PaymentOption, Translatable };
export type {
  AppliedDiscount,
  AppliedGiftCard,
  BuyerInfo,
  CalculationErrors,
  Money,
  PriceSummary,
  TaxSummary,
  Violation,
} from '../generated/views.ts';

/** An address with contact details as a request takes it: the address in either spelling (see `toWireAddress`). */
export type AddressWithContactInput = Prepared<AddressWithContact>;

/** A line of a cart or checkout as the platform answers it. */
export type LineItem = Revived<WireLineItem>;
export type AvailabilityStatus = LineItem['availability']['status'];
export type Cart = Revived<WireCart>;
export type ShippingOption = Revived<WireShippingOption>;
export type SelectedCarrierServiceOption = Revived<WireSelectedCarrierServiceOption>;
export type ShippingInfo = Revived<WireShippingInfo>;
export type Membership = Revived<WireMembership>;
export type MembershipOptions = Revived<WireMembershipOptions>;
export type EstimateTotalsResponse = Revived<WireEstimateTotalsResponse>;

/** A catalogue line to add: the platform prices it. */
export type LineItemInput = Prepared<WireLineItemInput>;
/** A line with its own price: owners and apps only. */
export type CustomLineItemInput = Prepared<WireCustomLineItemInput>;
export type CartInfo = Prepared<WireCartInfo>;
export type CreateCartOptions = Prepared<CreateCartBody>;
/** `fieldMask` names the `cartInfo` fields to replace; a named field missing from `cartInfo` is cleared. */
export type UpdateCartOptions = Prepared<UpdateCartBody>;
export type AddToCartOptions = Prepared<AddToCartBody>;
export type CreateCheckoutFromCartOptions = Prepared<CreateCheckoutFromCartBody>;
export type EstimateTotalsOptions = Prepared<EstimateTotalsBody>;

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

/**
 * Checkouts (`/ecom/v1/checkouts`, spec §7): made from a cart or directly, then turned into an
 * order. Responses are converted for the client as carts are.
 */
import { newIdempotencyKey } from './idempotency-key.ts';
import type { Transport } from '../core/types.ts';
import type { Prepared, Revived } from '../core/revived.ts';
import type { Checkout as WireCheckout } from '../generated/checkout.ts';
import type { CheckoutInfo as WireCheckoutInfo, CreateCheckoutBody, UpdateCheckoutBody } from '../generated/ecom.ts';
import { cartLikeCall, type AddToCartOptions, type PaymentOption } from './cart.ts';

export type * from './cart.ts';

/** Generated from the platform's schemas (`../generated/checkout.ts`); dates arrive as `Date`. */
export type Checkout = Revived<WireCheckout>;

/** The checkout's own fields, as `updateCheckout` takes them (the id is the call's). */
export type CheckoutInfo = Omit<Prepared<WireCheckoutInfo>, 'id'>;
export type CreateCheckoutOptions = Prepared<CreateCheckoutBody>;
/** Which checkout fields to replace are named in `fieldMask` (`shippingInfo.selectedCarrierServiceOption`, `buyerInfo`, ...). */
export type UpdateCheckoutOptions = Omit<Prepared<UpdateCheckoutBody>, 'checkout'>;

const id$ = (id: string) => encodeURIComponent(id);

/**
 * `createCheckout`, `getCheckout`, `getCheckoutByCartId` and `updateCheckout` answer the
 * checkout; the actions answer the platform's response.
 *
 * @example
 * const client = createClient({ modules: { checkout }, auth: OAuthStrategy({ clientId }), baseUrl });
 * await client.checkout.updateCheckout(checkoutId, { buyerInfo: { email: 'ada@example.com' }, shippingInfo: { shippingDestination: { address } } });
 * const { orderId } = await client.checkout.createOrder(checkoutId);
 */
export function checkout(transport: Transport) {
  const base = '/ecom/v1/checkouts';
  const one = async (method: 'GET' | 'POST' | 'PATCH', path: string, body: unknown, args: readonly unknown[], idempotencyKey?: string) =>
    (await cartLikeCall<{ checkout: Checkout }>(transport, method, path, body, args, idempotencyKey)).checkout;
  return {
    createCheckout: (options: CreateCheckoutOptions = {}): Promise<Checkout> => one('POST', base, options, [options], newIdempotencyKey()),
    getCheckout: (id: string): Promise<Checkout> => one('GET', `${base}/${id$(id)}`, undefined, [id]),
    /** The newest checkout made from the cart. */
    getCheckoutByCartId: (cartId: string): Promise<Checkout> => one('GET', `${base}/by-cart-id/${id$(cartId)}`, undefined, [cartId]),
    /** Where the buyer completes the checkout: the hosted checkout page, or the override URL. */
    getCheckoutUrl(id: string): Promise<{ checkoutUrl: string }> {
      return transport.request({ method: 'GET', path: `${base}/${id$(id)}/checkout-url`, args: [id] });
    },
    updateCheckout(id: string, checkoutInfo: CheckoutInfo, options: UpdateCheckoutOptions = {}): Promise<Checkout> {
      return one('PATCH', `${base}/${id$(id)}`, { ...options, checkout: { ...checkoutInfo, id } }, [id, checkoutInfo, options]);
    },
    removeCoupon: (id: string): Promise<{ checkout: Checkout }> => cartLikeCall(transport, 'POST', `${base}/${id$(id)}/remove-coupon`, {}, [id]),
    removeGiftCard: (id: string): Promise<{ checkout: Checkout }> => cartLikeCall(transport, 'POST', `${base}/${id$(id)}/remove-gift-card`, {}, [id]),
    removeOverrideCheckoutUrl: (id: string): Promise<{ checkout: Checkout }> =>
      cartLikeCall(transport, 'POST', `${base}/${id$(id)}/remove-override-checkout-url`, {}, [id]),
    addToCheckout: (id: string, options: AddToCartOptions): Promise<{ checkout: Checkout }> =>
      cartLikeCall(transport, 'POST', `${base}/${id$(id)}/add-to-checkout`, options, [id, options]),
    removeLineItems: (id: string, lineItemIds: string[]): Promise<{ checkout: Checkout }> =>
      cartLikeCall(transport, 'POST', `${base}/${id$(id)}/remove-line-items`, { lineItemIds }, [id, lineItemIds]),
    updateLineItemsQuantity: (id: string, lineItems: Array<{ id: string; quantity: number }>): Promise<{ checkout: Checkout }> =>
      cartLikeCall(transport, 'POST', `${base}/${id$(id)}/update-line-items-quantity`, { lineItems }, [id, lineItems]),
    /**
     * Places the order. Safe to repeat: a retry, or a second call, answers the same order id.
     * Sent with an idempotency key so the transport may retry it after a network failure.
     */
    createOrder(id: string, options: { savePaymentMethod?: boolean; delayCapture?: boolean } = {}): Promise<{ orderId: string; subscriptionId?: string }> {
      return transport.request({ method: 'POST', path: `${base}/${id$(id)}/create-order`, body: options, idempotencyKey: newIdempotencyKey(), args: [id, options] });
    },
    async markCheckoutAsCompleted(id: string): Promise<void> {
      await transport.request({ method: 'POST', path: `${base}/${id$(id)}/mark-as-completed`, body: {}, args: [id] });
    },
    getCheckoutPaymentSettings(id: string): Promise<{ paymentSettings: { blockedPaymentOptions: PaymentOption[] } }> {
      return transport.request({ method: 'GET', path: `${base}/${id$(id)}/payment-settings`, args: [id] });
    },
  };
}

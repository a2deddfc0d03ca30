/**
 * The caller's own cart (`/ecom/v1/carts/current`, spec §7): the same calls as `cart`, without an
 * id. A visitor's current cart becomes the member's when they sign in.
 */
import { newIdempotencyKey } from './idempotency-key.ts';
import type { Transport } from '../core/types.ts';
import {
  cartLikeCall,
  type AddToCartOptions,
  type Cart,
  type CreateCheckoutFromCartOptions,
  type EstimateTotalsOptions,
  type EstimateTotalsResponse,
  type UpdateCartOptions,
} from './cart.ts';

export type * from './cart.ts';
export { storesAppId } from './cart.ts';

/**
 * @example
 * const client = createClient({ modules: { currentCart }, auth: OAuthStrategy({ clientId }), baseUrl });
 * await client.currentCart.addToCurrentCart({ lineItems: [{ catalogReference: { appId: storesAppId, catalogItemId: productId } }] });
 * const { checkoutId } = await client.currentCart.createCheckoutFromCurrentCart({ channelType: 'WEB' });
 */
export function currentCart(transport: Transport) {
  const base = '/ecom/v1/carts/current';
  return {
    /** Fails with 404 (`OWNED_CART_NOT_FOUND`) until something was added. */
    async getCurrentCart(): Promise<Cart> {
      return (await cartLikeCall<{ cart: Cart }>(transport, 'GET', base, undefined, [])).cart;
    },
    async updateCurrentCart(options: UpdateCartOptions = {}): Promise<Cart> {
      return (await cartLikeCall<{ cart: Cart }>(transport, 'PATCH', base, options, [options])).cart;
    },
    async deleteCurrentCart(): Promise<void> {
      await transport.request({ method: 'DELETE', path: base, args: [] });
    },
    /** Creates the current cart on first use. */
    addToCurrentCart(options: AddToCartOptions): Promise<{ cart: Cart }> {
      return cartLikeCall(transport, 'POST', `${base}/add-to-cart`, options, [options]);
    },
    removeLineItemsFromCurrentCart(lineItemIds: string[]): Promise<{ cart: Cart }> {
      return cartLikeCall(transport, 'POST', `${base}/remove-line-items`, { lineItemIds }, [lineItemIds]);
    },
    updateCurrentCartLineItemQuantity(lineItems: Array<{ id: string; quantity: number }>): Promise<{ cart: Cart }> {
      return cartLikeCall(transport, 'POST', `${base}/update-line-items-quantity`, { lineItems }, [lineItems]);
    },
    removeCouponFromCurrentCart(): Promise<{ cart: Cart }> {
      return cartLikeCall(transport, 'POST', `${base}/remove-coupon`, {}, []);
    },
    createCheckoutFromCurrentCart(options: CreateCheckoutFromCartOptions = {}): Promise<{ checkoutId: string }> {
      return cartLikeCall(transport, 'POST', `${base}/create-checkout`, options, [options], newIdempotencyKey());
    },
    estimateCurrentCartTotals(options: EstimateTotalsOptions = {}): Promise<EstimateTotalsResponse> {
      return cartLikeCall(transport, 'POST', `${base}/estimate-totals`, options, [options]);
    },
  };
}

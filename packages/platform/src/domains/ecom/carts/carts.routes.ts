import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { responses } from '../../../lib/schemas';
import { exactView } from '../../../plugins/exact-views';
import { actorOf } from '../actor';
import {
  AddToCartBodySchema,
  AnyIdParams,
  CreateCartBodySchema,
  CreateCheckoutFromCartBodySchema,
  EstimateTotalsBodySchema,
  RemoveLineItemsBodySchema,
  UpdateCartBodySchema,
  UpdateQuantitiesBodySchema,
} from '../ecom.schemas';
import { CartSchema, EstimateTotalsResponseSchema } from './cart.schemas';
import type { CartRef, CartsService } from './carts.service';

const tags = ['carts'];
const CartResponse = responses({ 200: Type.Object({ cart: CartSchema }) });

/**
 * Carts by id (`/ecom/v1/carts/{id}`) and the caller's current cart (`/ecom/v1/carts/current`):
 * the same calls and bodies, two ways of naming the cart.
 */
export function cartsRoutes(service: CartsService): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.post(
      '/ecom/v1/carts',
      { schema: { tags, summary: 'Create a cart', body: CreateCartBodySchema, response: CartResponse } },
      async (request) => ({ cart: await service.create(actorOf(request), request.body) }),
    );

    // The same routes twice: once under /carts/current, once under /carts/{id}.
    const variants: Array<{ base: string; params?: typeof AnyIdParams; ref: (request: FastifyRequest) => CartRef; what: string }> = [
      { base: '/ecom/v1/carts/current', ref: () => ({ current: true }), what: 'the caller’s current cart' },
      { base: '/ecom/v1/carts/:id', params: AnyIdParams, ref: (request) => ({ id: (request.params as { id: string }).id }), what: 'a cart' },
    ];
    for (const { base, params, ref, what } of variants) {
      const withParams = params ? { params } : {};
      app.get(base, { schema: { tags, summary: `Get ${what}`, ...withParams, response: CartResponse } }, async (request) => ({
        cart: await service.get(actorOf(request), ref(request)),
      }));
      app.patch(
        base,
        { schema: { tags, summary: `Update ${what} (cart info with field mask, coupon, lines to add)`, ...withParams, body: UpdateCartBodySchema, response: CartResponse } },
        async (request) => ({ cart: await service.update(actorOf(request), ref(request), request.body) }),
      );
      app.delete(base, { schema: { tags, summary: `Delete ${what}`, ...withParams, response: responses({ 200: Type.Object({}) }) } }, async (request) => {
        await service.delete(actorOf(request), ref(request));
        return {};
      });
      app.post(
        `${base}/add-to-cart`,
        { schema: { tags, summary: `Add line items to ${what}`, ...withParams, body: AddToCartBodySchema, response: CartResponse } },
        async (request) => ({ cart: await service.addToCart(actorOf(request), ref(request), request.body) }),
      );
      app.post(
        `${base}/remove-line-items`,
        { schema: { tags, summary: `Remove line items from ${what}`, ...withParams, body: RemoveLineItemsBodySchema, response: CartResponse } },
        async (request) => ({ cart: await service.removeLineItems(actorOf(request), ref(request), request.body.lineItemIds) }),
      );
      app.post(
        `${base}/update-line-items-quantity`,
        { schema: { tags, summary: `Change quantities in ${what} (0 removes the line)`, ...withParams, body: UpdateQuantitiesBodySchema, response: CartResponse } },
        async (request) => ({ cart: await service.updateLineItemsQuantity(actorOf(request), ref(request), request.body.lineItems) }),
      );
      app.post(
        `${base}/remove-coupon`,
        { schema: { tags, summary: `Remove the coupon from ${what}`, ...withParams, response: CartResponse } },
        async (request) => ({ cart: await service.removeCoupon(actorOf(request), ref(request)) }),
      );
      app.post(
        `${base}/create-checkout`,
        {
          schema: {
            tags,
            summary: `Create a checkout from ${what}`,
            ...withParams,
            body: CreateCheckoutFromCartBodySchema,
            response: responses({ 200: Type.Object({ checkoutId: Type.String() }) }),
          },
        },
        async (request) => ({ checkoutId: await service.createCheckout(actorOf(request), ref(request), request.body) }),
      );
      app.post(
        `${base}/estimate-totals`,
        {
          schema: {
            tags,
            summary: `Estimate the totals of ${what}: discounts, shipping, tax, memberships`,
            ...withParams,
            body: EstimateTotalsBodySchema,
            response: responses({ 200: exactView(EstimateTotalsResponseSchema) }),
          },
        },
        async (request) => service.estimateTotals(actorOf(request), ref(request), request.body),
      );
    }
  };
}

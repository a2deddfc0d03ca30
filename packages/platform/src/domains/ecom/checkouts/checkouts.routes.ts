import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { responses } from '../../../lib/schemas';
import { actorOf } from '../actor';
import {
  AddToCartBodySchema,
  AnyIdParams,
  CreateCheckoutBodySchema,
  CreateOrderBodySchema,
  RemoveLineItemsBodySchema,
  UpdateCheckoutBodySchema,
  UpdateQuantitiesBodySchema,
} from '../ecom.schemas';
import { CheckoutSchema } from './checkout.schemas';
import { PaymentOptionSchema } from '../settings/settings.schemas';
import type { CheckoutsService } from './checkouts.service';
import { limitGiftCardGuesses } from './gift-card-attempts';
import type { AttemptLimiter } from '../../identity/attempt-limits';

const tags = ['checkouts'];
const base = '/ecom/v1/checkouts';
const CheckoutResponse = responses({ 200: Type.Object({ checkout: CheckoutSchema }) });
const params = AnyIdParams;

/** `limiter` counts refused gift-card codes per client address (`gift-card-attempts.ts`). */
export function checkoutsRoutes(service: CheckoutsService, limiter: AttemptLimiter): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.post(base, { schema: { tags, summary: 'Create a checkout directly', body: CreateCheckoutBodySchema, response: CheckoutResponse } }, async (request) => {
      const actor = actorOf(request);
      return { checkout: await limitGiftCardGuesses(limiter, actor.caller.siteId, request.ip, request.body.giftCardCode, () => service.create(actor, request.body)) };
    });
    app.get(`${base}/:id`, { schema: { tags, summary: 'Get a checkout', params, response: CheckoutResponse } }, async (request) => ({
      checkout: await service.get(actorOf(request), request.params.id),
    }));
    app.get(`${base}/by-cart-id/:id`, { schema: { tags, summary: 'The newest checkout made from a cart', params, response: CheckoutResponse } }, async (request) => ({
      checkout: await service.getByCartId(actorOf(request), request.params.id),
    }));
    app.get(
      `${base}/:id/checkout-url`,
      { schema: { tags, summary: 'Where the buyer completes this checkout (the hosted checkout page)', params, response: responses({ 200: Type.Object({ checkoutUrl: Type.String() }) }) } },
      async (request) => ({ checkoutUrl: await service.checkoutUrl(actorOf(request), request.params.id) }),
    );
    app.patch(
      `${base}/:id`,
      { schema: { tags, summary: 'Update a checkout (buyer, addresses, shipping option, codes, lines to add; field mask)', params, body: UpdateCheckoutBodySchema, response: CheckoutResponse } },
      async (request) => {
        const actor = actorOf(request);
        const write = () => service.update(actor, request.params.id, request.body);
        return { checkout: await limitGiftCardGuesses(limiter, actor.caller.siteId, request.ip, request.body.giftCardCode, write) };
      },
    );
    const simple = [
      ['remove-coupon', 'Remove the coupon', service.removeCoupon],
      ['remove-gift-card', 'Remove the gift card', service.removeGiftCard],
      ['remove-override-checkout-url', 'Remove the override checkout URL', service.removeOverrideCheckoutUrl],
    ] as const;
    for (const [path, summary, call] of simple) {
      app.post(`${base}/:id/${path}`, { schema: { tags, summary, params, response: CheckoutResponse } }, async (request) => ({
        checkout: await call(actorOf(request), request.params.id),
      }));
    }
    app.post(
      `${base}/:id/add-to-checkout`,
      { schema: { tags, summary: 'Add line items', params, body: AddToCartBodySchema, response: CheckoutResponse } },
      async (request) => ({ checkout: await service.addToCheckout(actorOf(request), request.params.id, request.body) }),
    );
    app.post(
      `${base}/:id/remove-line-items`,
      { schema: { tags, summary: 'Remove line items', params, body: RemoveLineItemsBodySchema, response: CheckoutResponse } },
      async (request) => ({ checkout: await service.removeLineItems(actorOf(request), request.params.id, request.body.lineItemIds) }),
    );
    app.post(
      `${base}/:id/update-line-items-quantity`,
      { schema: { tags, summary: 'Change quantities (0 removes the line)', params, body: UpdateQuantitiesBodySchema, response: CheckoutResponse } },
      async (request) => ({ checkout: await service.updateLineItemsQuantity(actorOf(request), request.params.id, request.body.lineItems) }),
    );
    app.post(
      `${base}/:id/create-order`,
      {
        schema: {
          tags,
          summary: 'Place the order: reserves stock, records a test payment, completes the checkout; repeated calls return the same order',
          params,
          body: CreateOrderBodySchema,
          response: responses({ 200: Type.Object({ orderId: Type.String(), subscriptionId: Type.Optional(Type.String()) }) }),
        },
      },
      async (request) => service.createOrder(actorOf(request), request.params.id),
    );
    app.post(
      `${base}/:id/mark-as-completed`,
      { schema: { tags, summary: 'Mark the checkout completed without an order', params, response: responses({ 200: Type.Object({}) }) } },
      async (request) => {
        await service.markAsCompleted(actorOf(request), request.params.id);
        return {};
      },
    );
    app.get(
      `${base}/:id/payment-settings`,
      {
        schema: {
          tags,
          summary: 'Payment options the buyer may not use for this checkout',
          params,
          response: responses({ 200: Type.Object({ paymentSettings: Type.Object({ blockedPaymentOptions: Type.Array(PaymentOptionSchema) }) }) }),
        },
      },
      async (request) => ({ paymentSettings: await service.paymentSettings(actorOf(request), request.params.id) }),
    );
  };
}

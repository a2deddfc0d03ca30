import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { requireCaller } from '../../../lib/caller';
import { responses } from '../../../lib/schemas';
import { actorOf } from '../actor';
import { AnyIdParams, SearchOrdersBodySchema } from '../ecom.schemas';
import type { OrderActions } from './order-actions.service';
import { ActivityResponse, AddActivityBodySchema, CancelOrderBodySchema, OrderResponse, RevisionOnlyBody, UpdateOrderBodySchema } from './order-life.schemas';
import { SearchOrdersResponseSchema } from './order.schemas';
import type { OrdersService } from './orders.service';

const tags = ['orders'];
const writers = 'owners, collaborators and API keys with ecom:write';

/** Orders: read by id and searched (staff, or a member for their own); changed by staff. */
export function ordersRoutes(service: OrdersService, actions: OrderActions): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.post(
      '/ecom/v1/orders/search',
      {
        schema: {
          tags,
          summary: 'Search orders: every order for staff with ecom:read, their own for a member (filters: status, paymentStatus, fulfillmentStatus, ...)',
          body: SearchOrdersBodySchema,
          response: responses({
            200: SearchOrdersResponseSchema,
          }),
        },
      },
      async (request) => service.search(actorOf(request), request.body),
    );
    app.get(
      '/_api/vitrine/v1/order-link',
      {
        schema: {
          tags,
          summary: 'The one order a guest’s e-mailed link names (any caller of the same site; the signed, expiring token is the credential)',
          querystring: Type.Object({ token: Type.String({ minLength: 1, maxLength: 2000 }) }),
          response: responses({ 200: OrderResponse }),
        },
        config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      },
      async (request, reply) => {
        // The link is a credential: neither the answer nor the address may be kept or passed on.
        void reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
        return { order: await service.getByLink(requireCaller(request), request.server.keys, request.query.token) };
      },
    );
    app.get(
      '/ecom/v1/orders/:id',
      { schema: { tags, summary: 'Get an order (staff, or the buyer)', params: AnyIdParams, response: responses({ 200: OrderResponse }) } },
      async (request) => ({ order: await service.get(actorOf(request), request.params.id) }),
    );
    app.patch(
      '/ecom/v1/orders/:id',
      {
        schema: {
          tags,
          summary: `Update an order: buyer note and e-mail, billing address, shipping address while unfulfilled (${writers}; with expectedRevision, only if nobody changed it since)`,
          params: AnyIdParams,
          body: UpdateOrderBodySchema,
          response: responses({ 200: OrderResponse }),
        },
      },
      async (request) => actions.update(actorOf(request), request.params.id, request.body),
    );
    app.post(
      '/ecom/v1/orders/:id/cancel',
      {
        schema: { tags, summary: `Cancel an order nothing of which is fulfilled; its stock goes back (${writers})`, params: AnyIdParams, body: CancelOrderBodySchema, response: responses({ 200: OrderResponse }) },
      },
      async (request) => ({ order: await actions.cancel(actorOf(request), request.params.id, request.body) }),
    );
    app.post(
      '/ecom/v1/orders/:id/activities',
      {
        schema: { tags, summary: `Add a merchant comment or a custom activity to the order's timeline (${writers})`, params: AnyIdParams, body: AddActivityBodySchema, response: responses({ 200: ActivityResponse }) },
      },
      async (request) => actions.addActivity(actorOf(request), request.params.id, request.body),
    );
    app.post(
      '/ecom/v1/orders/:id/mark-as-paid',
      {
        schema: { tags, summary: `Record an offline payment of the balance (${writers})`, params: AnyIdParams, body: Type.Optional(RevisionOnlyBody), response: responses({ 200: OrderResponse }) },
      },
      async (request) => ({ order: await actions.markAsPaid(actorOf(request), request.params.id, request.body?.expectedRevision) }),
    );
    app.post(
      '/ecom/v1/orders/:id/mark-ready-for-pickup',
      {
        schema: { tags, summary: `A pickup order is ready at its pickup point (${writers})`, params: AnyIdParams, body: Type.Optional(RevisionOnlyBody), response: responses({ 200: OrderResponse }) },
      },
      async (request) => ({ order: await actions.markReadyForPickup(actorOf(request), request.params.id, request.body?.expectedRevision) }),
    );
  };
}

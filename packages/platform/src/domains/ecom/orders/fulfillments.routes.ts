import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { responses } from '../../../lib/schemas';
import { actorOf } from '../actor';
import { AnyIdParams } from '../ecom.schemas';
import type { FulfillmentsService } from './fulfillments.service';
import {
  CreateFulfillmentBodySchema,
  FulfillmentParams,
  FulfillmentResponse,
  OrderIdParams,
  OrderResponse,
  OrderWithFulfillmentsResponse,
  RevisionOnlyBody,
  RevisionQuery,
  UpdateFulfillmentBodySchema,
} from './order-life.schemas';

const tags = ['fulfillments'];
const writers = 'owners, collaborators and API keys with ecom:write';

/** Fulfilments at the hosted platform's paths; the order's fulfilment status follows them. */
export function fulfillmentsRoutes(service: FulfillmentsService): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(
      '/ecom/v1/fulfillments/orders/:orderId',
      { schema: { tags, summary: 'List the fulfilments of an order (staff, or the buyer: tracking)', params: OrderIdParams, response: responses({ 200: OrderWithFulfillmentsResponse }) } },
      async (request) => service.list(actorOf(request), request.params.orderId),
    );
    app.post(
      '/ecom/v1/fulfillments/orders/:orderId/create-fulfillment',
      {
        schema: {
          tags,
          summary: `Fulfil some or all units of an order, with carrier and tracking (${writers})`,
          params: OrderIdParams,
          body: CreateFulfillmentBodySchema,
          response: responses({ 200: FulfillmentResponse }),
        },
      },
      async (request) => service.create(actorOf(request), request.params.orderId, request.body),
    );
    app.patch(
      '/ecom/v1/fulfillments/:fulfillmentId/orders/:orderId',
      {
        schema: { tags, summary: `Change a fulfilment's units or tracking (${writers})`, params: FulfillmentParams, body: UpdateFulfillmentBodySchema, response: responses({ 200: FulfillmentResponse }) },
      },
      async (request) => {
        const { fulfillmentId, orderId } = request.params;
        const result = await service.update(actorOf(request), fulfillmentId, orderId, request.body);
        return { ...result, fulfillmentId };
      },
    );
    app.delete(
      '/ecom/v1/fulfillments/:fulfillmentId/orders/:orderId',
      {
        schema: { tags, summary: `Delete a fulfilment (${writers}); expectedRevision as a query parameter`, params: FulfillmentParams, querystring: RevisionQuery, response: responses({ 200: FulfillmentResponse }) },
      },
      async (request) => {
        const { fulfillmentId, orderId } = request.params;
        const result = await service.remove(actorOf(request), fulfillmentId, orderId, request.query.expectedRevision);
        return { ...result, fulfillmentId };
      },
    );
    app.post(
      '/ecom/v1/orders/:id/mark-picked-up',
      {
        schema: {
          tags: ['orders'],
          summary: `The buyer collected a pickup order: every unit left is fulfilled as picked up (${writers})`,
          params: AnyIdParams,
          body: Type.Optional(RevisionOnlyBody),
          response: responses({ 200: OrderResponse }),
        },
      },
      async (request) => ({ order: await service.markPickedUp(actorOf(request), request.params.id, request.body?.expectedRevision) }),
    );
  };
}

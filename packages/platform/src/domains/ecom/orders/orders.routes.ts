import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { responses } from '../../../lib/schemas';
import { actorOf } from '../actor';
import { AnyIdParams, OrderSchema, SearchOrdersBodySchema } from '../ecom.schemas';
import type { OrdersService } from './orders.service';

const tags = ['orders'];

/** Orders: read by id (beyond the spec, wire contract) and searched by owners, or by a member for their own. */
export function ordersRoutes(service: OrdersService): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.post(
      '/ecom/v1/orders/search',
      {
        schema: {
          tags,
          summary: 'Search orders: every order for staff with ecom:read, their own for a member',
          body: SearchOrdersBodySchema,
          response: responses({
            200: Type.Object({ orders: Type.Array(OrderSchema), metadata: Type.Object({ count: Type.Integer(), offset: Type.Integer(), total: Type.Integer() }) }),
          }),
        },
      },
      async (request) => service.search(actorOf(request), request.body),
    );
    app.get(
      '/ecom/v1/orders/:id',
      { schema: { tags, summary: 'Get an order (staff, or the buyer)', params: AnyIdParams, response: responses({ 200: Type.Object({ order: OrderSchema }) }) } },
      async (request) => ({ order: await service.get(actorOf(request), request.params.id) }),
    );
  };
}

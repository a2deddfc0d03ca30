import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { responses } from '../../../lib/schemas';
import { markCommittedEffect } from '../../../plugins/idempotency/idempotency.plugin';
import { actorOf } from '../actor';
import { OrderIdParams, OrderTransactionsResponse, RefundBodySchema, RefundResponse } from './order-life.schemas';
import type { RefundsService } from './refunds.service';

/** An order's payments and refunds at the hosted platform's paths. */
export function refundsRoutes(service: RefundsService): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(
      '/ecom/v1/payments/orders/:orderId',
      { schema: { tags: ['payments'], summary: "List an order's payments and refunds (staff, or the buyer)", params: OrderIdParams, response: responses({ 200: OrderTransactionsResponse }) } },
      async (request) => service.list(actorOf(request), request.params.orderId),
    );
    app.post(
      '/ecom/v1/order-billing/refund-payments',
      {
        schema: {
          tags: ['payments'],
          summary: 'Refund an order in full or in part, by line items and/or shipping or by amount, through its payment provider; optionally restock (owners, collaborators and API keys with ecom:write)',
          body: RefundBodySchema,
          response: responses({ 200: RefundResponse, 202: RefundResponse }),
        },
      },
      async (request, reply) => {
        const { orderId } = request.body;
        const { stillHeld, ...answer } = await service.refund(actorOf(request), request.body, (refundId, certain) =>
          // Held (or perhaps held: its COMMIT's answer was lost): money may move from here. A failure
          // still to come, or a request that outlives its key's lease, is answered under an
          // idempotency key as "outcome unknown", so the client's retry reads the order instead of
          // refunding again.
          markCommittedEffect(request, {
            description: `Refund ${refundId} ${certain ? 'was held' : 'may have been held'}, and the request that held it failed or has not answered: read the order's payments (GET /ecom/v1/payments/orders/${orderId}) before refunding again`,
            data: { orderId, refundId },
          }),
        );
        if (stillHeld === undefined) return answer;
        // Held for the sweep to settle: accepted, its outcome to come (docs/ecom.md, Refund). Kept
        // under an idempotency key like any answer, so a retry is answered this, not refunded again.
        request.log.error({ err: stillHeld, refundId: answer.refundId }, 'refund held: the payment provider gave no answer, or its completion failed');
        reply.code(202);
        return answer;
      },
    );
  };
}

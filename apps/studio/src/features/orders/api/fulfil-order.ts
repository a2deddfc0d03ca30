import type { FulfillmentInput } from '@vitrine/sdk/modules/fulfillments';
import { useOrderMutation } from './order-mutation';

/** Sends some or all units left, with carrier and tracking. */
export const useFulfilOrder = () =>
  useOrderMutation(
    async (client, { orderId, revision, fulfillment }: { orderId: string; revision: number; fulfillment: FulfillmentInput }) =>
      (await client.fulfillments.createFulfillment(orderId, fulfillment, { expectedRevision: revision })).order,
  );

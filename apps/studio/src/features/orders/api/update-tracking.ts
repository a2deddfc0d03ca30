import type { TrackingInput } from '../order-detail/tracking-fields';
import { useOrderMutation } from './order-mutation';

/** Sets the carrier and tracking of a fulfilment already made; the platform e-mails the buyer when it is the parcel's first tracking. */
export const useUpdateTracking = () =>
  useOrderMutation(
    async (client, { orderId, revision, fulfillmentId, trackingInfo }: { orderId: string; revision: number; fulfillmentId: string; trackingInfo: TrackingInput }) =>
      (await client.fulfillments.updateFulfillment(orderId, fulfillmentId, { trackingInfo }, { expectedRevision: revision })).order,
  );

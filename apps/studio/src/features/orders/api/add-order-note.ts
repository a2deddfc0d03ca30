import { useOrderMutation } from './order-mutation';

/**
 * A staff note on the order's timeline. Sent without the revision: a note changes nothing of the
 * order, so one added while someone else changed it is no conflict.
 */
export const useAddOrderNote = () =>
  useOrderMutation(async (client, { orderId, message }: { orderId: string; message: string }) => (await client.orders.addActivity(orderId, { merchantComment: { message } })).order);

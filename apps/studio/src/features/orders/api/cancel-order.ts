import { useOrderMutation } from './order-mutation';

/** Cancels an order nothing of which is fulfilled; every unit goes back in stock. */
export const useCancelOrder = () =>
  useOrderMutation((client, { orderId, revision }: { orderId: string; revision: number }) =>
    client.orders.cancelOrder(orderId, { restockAllItems: true, expectedRevision: revision }),
  );

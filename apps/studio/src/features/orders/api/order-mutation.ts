import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useVitrineClient } from '@vitrine/react';
import type { fulfillments } from '@vitrine/sdk/modules/fulfillments';
import type { Order, orders } from '@vitrine/sdk/modules/orders';
import type { orderTransactions } from '@vitrine/sdk/modules/order-transactions';
import { studioKeys } from '../../../lib/query-keys';

export type OrderClient = {
  orders: ReturnType<typeof orders>;
  fulfillments: ReturnType<typeof fulfillments>;
  orderTransactions: ReturnType<typeof orderTransactions>;
};

/**
 * A change to one order. Every change answers the order in its new state (alone, or as `order`
 * beside what else the change tells), which replaces the
 * cached copy at once; the lists, the dashboard and the products (a cancel or a restock moves
 * stock) are refreshed behind it. Each change sends the revision the page shows, so a change made
 * elsewhere meanwhile is refused (`REVISION_MISMATCH`) rather than applied to an order nobody saw.
 */
export function useOrderMutation<Variables, Result extends Order | { order: Order } = Order>(run: (client: OrderClient, variables: Variables) => Promise<Result>) {
  const client = useVitrineClient<OrderClient>();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: Variables) => run(client, variables),
    onSuccess: async (result) => {
      const answered: Order | { order: Order } = result;
      const order = 'order' in answered ? answered.order : answered;
      queryClient.setQueryData(studioKeys.orders.detail(order.id), order);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: studioKeys.orders.lists() }),
        queryClient.invalidateQueries({ queryKey: studioKeys.dashboard }),
        queryClient.invalidateQueries({ queryKey: studioKeys.products.all }),
      ]);
    },
    // A refused change (someone changed the order first) shows the order as it now is.
    onError: () => queryClient.invalidateQueries({ queryKey: studioKeys.orders.all }),
  });
}

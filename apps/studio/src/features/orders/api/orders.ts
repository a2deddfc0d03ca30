import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useVitrineClient } from '@vitrine/react';
import type { OrderSearch, orders } from '@vitrine/sdk/modules/orders';
import { studioKeys } from '../../../lib/query-keys';
import { heldRefundPoll } from '../utils/held-refund-wait';

type Client = { orders: ReturnType<typeof orders> };

export const orderListQueryOptions = (client: Client, search: OrderSearch) =>
  queryOptions({ queryKey: studioKeys.orders.list(search), queryFn: () => client.orders.searchOrders(search), placeholderData: keepPreviousData });

export const orderQueryOptions = (client: Client, id: string) => queryOptions({ queryKey: studioKeys.orders.detail(id), queryFn: () => client.orders.getOrder(id) });

export function useOrderList(search: OrderSearch) {
  return useQuery(orderListQueryOptions(useVitrineClient<Client>(), search));
}

/**
 * One order. `followHeldRefund` (the order page): the platform settles a held refund in the
 * background (completed, or refused and let go), so the order is read again until it has, or
 * until the refund has waited so long that the platform will not settle it on its own
 * (`heldRefundPoll`); a page that shows nothing of it (the packing slip) does not poll.
 */
export function useOrder(id: string, { followHeldRefund = false } = {}) {
  return useQuery({
    ...orderQueryOptions(useVitrineClient<Client>(), id),
    refetchInterval: followHeldRefund ? (query) => (query.state.data ? heldRefundPoll(query.state.data, Date.now()) : false) : false,
  });
}

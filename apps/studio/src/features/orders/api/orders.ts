import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useVitrineClient } from '@vitrine/react';
import type { OrderSearch, orders } from '@vitrine/sdk/modules/orders';
import { studioKeys } from '../../../lib/query-keys';

type Client = { orders: ReturnType<typeof orders> };

export const orderListQueryOptions = (client: Client, search: OrderSearch) =>
  queryOptions({ queryKey: studioKeys.orders.list(search), queryFn: () => client.orders.searchOrders(search), placeholderData: keepPreviousData });

export const orderQueryOptions = (client: Client, id: string) =>
  queryOptions({ queryKey: studioKeys.orders.detail(id), queryFn: () => client.orders.getOrder(id) });

export function useOrderList(search: OrderSearch) {
  return useQuery(orderListQueryOptions(useVitrineClient<Client>(), search));
}

export function useOrder(id: string) {
  return useQuery(orderQueryOptions(useVitrineClient<Client>(), id));
}

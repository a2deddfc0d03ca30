import { queryOptions, useQuery } from '@tanstack/react-query';
import type { orders } from '@vitrine/sdk/modules/orders';
import { orderKeys } from './keys.ts';
import { requireModule, useVitrineClient, type AnyClient } from './provider.tsx';
import type { OrderSearch } from './types.ts';

/** The part of the SDK's orders module the hooks use. */
export type OrdersModule = ReturnType<typeof orders>;

const api = (client: AnyClient, signal?: AbortSignal) => requireModule<OrdersModule>(client, 'orders', signal);

/**
 * One order: the buyer's own (a visitor's from this browser, or a member's).
 *
 * @example
 * ```ts
 * const { data: order } = useOrder(orderId);
 * ```
 */
export const orderQueryOptions = (client: AnyClient, id: string) => queryOptions({ queryKey: orderKeys.detail(id), queryFn: ({ signal }) => api(client, signal).getOrder(id) });

/** The signed-in member's orders, newest first by default. */
export const myOrdersQueryOptions = (client: AnyClient, search: OrderSearch = { sort: [{ fieldName: 'createdDate', order: 'DESC' }] }) =>
  queryOptions({ queryKey: orderKeys.list(search), queryFn: ({ signal }) => api(client, signal).searchOrders(search), staleTime: 0 });

/** The order a guest's e-mailed link names (`getOrderByLink`): no account needed. */
export function useOrderByLink(token: string) {
  const client = useVitrineClient();
  return useQuery({ queryKey: orderKeys.byLink(token), queryFn: ({ signal }) => api(client, signal).getOrderByLink(token), enabled: token !== '', retry: false });
}

export function useOrder(id: string | undefined) {
  const client = useVitrineClient();
  return useQuery({ ...orderQueryOptions(client, id ?? ''), enabled: Boolean(id) });
}

export function useMyOrders(search?: OrderSearch) {
  return useQuery(myOrdersQueryOptions(useVitrineClient(), search));
}

import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Checkout, CheckoutInfo } from '@vitrine/sdk/modules/checkout';
import type { ShopperClient } from '../../../lib/sdk';

export const hostedCheckoutKeys = {
  all: ['hosted', 'checkout'] as const,
  detail: (id: string) => [...hostedCheckoutKeys.all, id] as const,
  paymentSettings: (id: string) => [...hostedCheckoutKeys.all, id, 'payment-settings'] as const,
};

/** A checkout changes under the shopper's hands (prices, stock): always read fresh. */
export const checkoutQueryOptions = (client: ShopperClient, id: string) =>
  queryOptions({ queryKey: hostedCheckoutKeys.detail(id), queryFn: () => client.checkout.getCheckout(id), staleTime: 0 });

export const paymentSettingsQueryOptions = (client: ShopperClient, id: string) =>
  queryOptions({
    queryKey: hostedCheckoutKeys.paymentSettings(id),
    queryFn: async () => (await client.checkout.getCheckoutPaymentSettings(id)).paymentSettings,
  });

export const useCheckout = (client: ShopperClient, id: string) => useQuery(checkoutQueryOptions(client, id));
export const usePaymentSettings = (client: ShopperClient, id: string) => useQuery(paymentSettingsQueryOptions(client, id));

/** Saves contact, addresses or the shipping option; the answer replaces the cached checkout. */
export function useUpdateCheckout(client: ShopperClient, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (info: CheckoutInfo) => client.checkout.updateCheckout(id, info),
    onSuccess: (checkout: Checkout) => queryClient.setQueryData(hostedCheckoutKeys.detail(id), checkout),
  });
}

/** Places the order (safe to repeat: the same order id comes back); the checkout is then completed. */
export function usePlaceOrder(client: ShopperClient, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await client.checkout.createOrder(id)).orderId,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: hostedCheckoutKeys.detail(id) }),
  });
}

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

/** A change the platform answers with the new checkout, which replaces the cached one. */
function useCheckoutChange<TVariables>(id: string, change: (variables: TVariables) => Promise<Checkout>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (checkout: Checkout) => queryClient.setQueryData(hostedCheckoutKeys.detail(id), checkout),
  });
}

/** Saves contact, addresses or the shipping option. */
export const useUpdateCheckout = (client: ShopperClient, id: string) => useCheckoutChange(id, (info: CheckoutInfo) => client.checkout.updateCheckout(id, info));

/**
 * Applies a gift card by its code. A change of its own, not `useUpdateCheckout`'s: a refused code
 * is the gift-card field's error, never the contact form's.
 */
export const useApplyGiftCard = (client: ShopperClient, id: string) =>
  useCheckoutChange(id, (code: string) => client.checkout.updateCheckout(id, {}, { giftCardCode: code }));

export const useRemoveGiftCard = (client: ShopperClient, id: string) => useCheckoutChange(id, async () => (await client.checkout.removeGiftCard(id)).checkout);

/** Places the order (safe to repeat: the same order id comes back); the checkout is then completed. */
export function usePlaceOrder(client: ShopperClient, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await client.checkout.createOrder(id)).orderId,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: hostedCheckoutKeys.detail(id) }),
  });
}

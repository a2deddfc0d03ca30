import { queryOptions, useQuery } from '@tanstack/react-query';
import { cartKeys, checkoutKeys, orderKeys } from './keys';
import { useOwnMutation, type MutationHookOptions } from './mutation';
import { requireModule, useVitrineClient, type AnyClient } from './provider';
import type { Address } from './types';

export interface Checkout {
  id: string;
  currency?: string;
  lineItems: Array<{ id: string; quantity: number; productName?: { original: string }; price?: { amount: string; formattedAmount?: string } }>;
  buyerInfo?: { email?: string };
  billingInfo?: { address?: Address; contactDetails?: { firstName?: string; lastName?: string; phone?: string } };
  shippingInfo?: {
    shippingDestination?: { address?: Address; contactDetails?: { firstName?: string; lastName?: string; phone?: string } };
    selectedCarrierServiceOption?: { code: string; title?: string };
    carrierServiceOptions?: Array<{ carrierId: string; shippingOptions: import('./types').ShippingOption[] }>;
  };
  priceSummary?: { subtotal?: { amount: string }; shipping?: { amount: string }; tax?: { amount: string }; discount?: { amount: string }; total?: { amount: string } };
  giftCard?: { obfuscatedCode?: string; amount?: { amount: string } };
  appliedDiscounts?: unknown[];
  completed?: boolean;
}

export interface CheckoutUpdate {
  checkout?: {
    buyerInfo?: { email?: string };
    billingInfo?: Checkout['billingInfo'];
    shippingInfo?: { shippingDestination?: { address?: Address; contactDetails?: { firstName?: string; lastName?: string; phone?: string } }; selectedCarrierServiceOption?: { code: string } };
  };
  couponCode?: string;
  giftCardCode?: string;
}

/** The part of the SDK's checkout module the hooks use. */
export interface CheckoutModule {
  getCheckout(id: string): Promise<{ checkout: Checkout }>;
  updateCheckout(id: string, update: CheckoutUpdate): Promise<{ checkout: Checkout }>;
  createOrder(id: string): Promise<{ orderId: string }>;
}

const api = (client: AnyClient) => requireModule<CheckoutModule>(client, 'checkout');

/**
 * @example
 * ```ts
 * const { data: checkout } = useCheckout(checkoutId);
 * ```
 */
export const checkoutQueryOptions = (client: AnyClient, id: string) =>
  queryOptions({ queryKey: checkoutKeys.detail(id), queryFn: async () => (await api(client).getCheckout(id)).checkout, staleTime: 0 });

export function useCheckout(id: string | undefined) {
  const client = useVitrineClient();
  return useQuery({ ...checkoutQueryOptions(client, id ?? ''), enabled: Boolean(id) });
}

/** Updates contact, addresses, the shipping option, or a gift card; the new checkout replaces the cached one. */
export function useUpdateCheckoutMutation(id: string, options?: MutationHookOptions<Checkout, CheckoutUpdate>) {
  const client = useVitrineClient();
  return useOwnMutation<Checkout, CheckoutUpdate>(
    {
      mutationFn: async (update) => (await api(client).updateCheckout(id, update)).checkout,
      update: (queryClient, checkout) => queryClient.setQueryData(checkoutKeys.detail(id), checkout),
    },
    options,
  );
}

/**
 * Places the order. The platform empties the shopper's cart with it, so the cart and order
 * queries are refreshed before the caller moves on to the confirmation page.
 */
export function useCreateOrderMutation(id: string, options?: MutationHookOptions<string, void>) {
  const client = useVitrineClient();
  return useOwnMutation<string, void>(
    {
      mutationFn: async () => (await api(client).createOrder(id)).orderId,
      update: (queryClient) =>
        Promise.all([
          queryClient.invalidateQueries({ queryKey: cartKeys.all }),
          queryClient.invalidateQueries({ queryKey: checkoutKeys.detail(id) }),
          queryClient.invalidateQueries({ queryKey: orderKeys.all }),
        ]),
    },
    options,
  );
}

/** The part of the SDK's redirects module the hosted checkout uses. */
export interface RedirectsModule {
  createRedirectSession(request: {
    ecomCheckout?: { checkoutId: string };
    callbacks?: { postFlowUrl?: string; thankYouPageUrl?: string; cartPageUrl?: string };
  }): Promise<{ redirectSession: { fullUrl: string } }>;
}

/**
 * Hosted checkout: turns the current cart into a checkout, asks for a redirect session to the
 * platform's checkout page, and sends the browser there. The page sends the shopper back to
 * `thankYouPageUrl` (with the order id) or `postFlowUrl` when they leave.
 *
 * @example
 * ```ts
 * const hosted = useRedirectToHostedCheckout();
 * hosted.mutate({ postFlowUrl: location.href, thankYouPageUrl: `${location.origin}/checkout/return` });
 * ```
 */
export function useRedirectToHostedCheckout(options?: MutationHookOptions<string, { postFlowUrl: string; thankYouPageUrl: string }>) {
  const client = useVitrineClient();
  return useOwnMutation<string, { postFlowUrl: string; thankYouPageUrl: string }>(
    {
      mutationFn: async (callbacks) => {
        const { checkoutId } = await requireModule<Pick<import('./cart').CurrentCartModule, 'createCheckoutFromCurrentCart'>>(client, 'currentCart').createCheckoutFromCurrentCart({ channelType: 'WEB' });
        const { redirectSession } = await requireModule<RedirectsModule>(client, 'redirects').createRedirectSession({ ecomCheckout: { checkoutId }, callbacks });
        return redirectSession.fullUrl;
      },
      // Leaving the app: nothing cached here outlives the page, so the update is the navigation itself.
      update: (_queryClient, url) => globalThis.location.assign(url),
    },
    options,
  );
}

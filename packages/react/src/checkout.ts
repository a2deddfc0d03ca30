import { queryOptions, useQuery } from '@tanstack/react-query';
import type { checkout as checkoutModule, UpdateCheckoutOptions } from '@vitrine/sdk/modules/checkout';
import type { redirects } from '@vitrine/sdk/modules/redirects';
import type { CurrentCartModule } from './cart.ts';
import { cartKeys, checkoutKeys, orderKeys } from './keys.ts';
import { useOwnMutation, type MutationHookOptions } from './mutation.ts';
import { requireModule, useVitrineClient, type AnyClient } from './provider.tsx';
import type { Cart, Checkout, CheckoutInfo } from './types.ts';

/** The part of the SDK's checkout module the hooks use. */
export type CheckoutModule = Pick<ReturnType<typeof checkoutModule>, 'getCheckout' | 'updateCheckout' | 'createOrder' | 'removeGiftCard' | 'removeCoupon'>;
/** The part of the SDK's redirects module the hosted checkout uses. */
export type RedirectsModule = ReturnType<typeof redirects>;

/** One change to a checkout: its fields (contact, addresses, shipping option), a coupon or a gift card. */
export interface CheckoutUpdate extends Pick<UpdateCheckoutOptions, 'couponCode' | 'giftCardCode'> {
  checkout?: CheckoutInfo;
}

const api = (client: AnyClient, signal?: AbortSignal) => requireModule<CheckoutModule>(client, 'checkout', signal);

/**
 * A checkout changes under the shopper's hands (prices, stock), so it is always read fresh.
 *
 * @example
 * ```ts
 * const { data: checkout } = useCheckout(checkoutId);
 * ```
 */
export const checkoutQueryOptions = (client: AnyClient, id: string) =>
  queryOptions({ queryKey: checkoutKeys.detail(id), queryFn: ({ signal }) => api(client, signal).getCheckout(id), staleTime: 0 });

export function useCheckout(id: string | undefined) {
  const client = useVitrineClient();
  return useQuery({ ...checkoutQueryOptions(client, id ?? ''), enabled: Boolean(id) });
}

/**
 * Updates contact, addresses, the shipping option, a coupon or a gift card; the platform's new
 * checkout replaces the cached one before the caller's `onSuccess`.
 *
 * @example
 * ```ts
 * const update = useUpdateCheckoutMutation(checkoutId);
 * update.mutate({ checkout: { shippingInfo: { selectedCarrierServiceOption: { code: 'us-standard' } } } });
 * ```
 */
export function useUpdateCheckoutMutation(id: string, options?: MutationHookOptions<Checkout, CheckoutUpdate>) {
  return useCheckoutChange<CheckoutUpdate>(id, (checkouts, { checkout = {}, ...rest }) => checkouts.updateCheckout(id, checkout, rest), options);
}

export function useRemoveGiftCardMutation(id: string, options?: MutationHookOptions<Checkout, void>) {
  return useCheckoutChange<void>(id, async (checkouts) => (await checkouts.removeGiftCard(id)).checkout, options);
}

/** A change the platform answers with the new checkout, which replaces the cached one. */
function useCheckoutChange<TVariables>(
  id: string,
  change: (checkouts: CheckoutModule, variables: TVariables) => Promise<Checkout>,
  options?: MutationHookOptions<Checkout, TVariables>,
) {
  const client = useVitrineClient();
  return useOwnMutation<Checkout, TVariables>(
    {
      mutationFn: (variables) => change(api(client), variables),
      update: (queryClient, checkout) => queryClient.setQueryData(checkoutKeys.detail(id), checkout),
    },
    options,
  );
}

/**
 * Places the order (safe to repeat: the same order id comes back). The cart it came from is
 * spent, so the cart, the checkout and the order lists are refreshed before the caller moves on.
 *
 * @example
 * ```ts
 * const place = useCreateOrderMutation(checkoutId, { onSuccess: (orderId) => navigate(`/thank-you/${orderId}`) });
 * ```
 */
export function useCreateOrderMutation(id: string, options?: MutationHookOptions<string, void>) {
  const client = useVitrineClient();
  return useOwnMutation<string, void>(
    {
      mutationFn: async () => (await api(client).createOrder(id)).orderId,
      update: (queryClient) => {
        // The order spent the cart the checkout came from: when that was the current cart, there
        // is none now (asking would only be answered 404); any other cart is asked again.
        const checkout = queryClient.getQueryData<Checkout>(checkoutKeys.detail(id));
        const current = queryClient.getQueryData<Cart | null>(cartKeys.current());
        if (checkout?.cartId && current?.id === checkout.cartId) queryClient.setQueryData(cartKeys.current(), null);
        return Promise.all([
          queryClient.invalidateQueries({ queryKey: cartKeys.all, predicate: (query) => query.state.data !== null }),
          queryClient.invalidateQueries({ queryKey: checkoutKeys.detail(id) }),
          queryClient.invalidateQueries({ queryKey: orderKeys.all }),
        ]);
      },
    },
    options,
  );
}

export type HostedCheckoutCallbacks = {
  /** Where "back to the store" leads. */
  postFlowUrl: string;
  /** Where the shopper lands after paying; the platform adds `?orderId=…`. */
  thankYouPageUrl: string;
  cartPageUrl?: string;
};

/**
 * Hosted checkout: turns the current cart into a checkout, asks for a redirect session to the
 * platform's checkout page, and sends the browser there.
 *
 * @example
 * ```ts
 * const hosted = useRedirectToHostedCheckout();
 * hosted.mutate({ postFlowUrl: location.href, thankYouPageUrl: `${location.origin}/checkout/return` });
 * ```
 */
export function useRedirectToHostedCheckout(options?: MutationHookOptions<string, HostedCheckoutCallbacks>) {
  const client = useVitrineClient();
  return useOwnMutation<string, HostedCheckoutCallbacks>(
    {
      mutationFn: async (callbacks) => {
        const { checkoutId } = await requireModule<CurrentCartModule>(client, 'currentCart').createCheckoutFromCurrentCart({ channelType: 'WEB' });
        const { redirectSession } = await requireModule<RedirectsModule>(client, 'redirects').createRedirectSession({ ecomCheckout: { checkoutId }, callbacks });
        return redirectSession.fullUrl;
      },
      // Leaving the app: nothing cached here outlives the page, so the update is the navigation itself.
      update: (_queryClient, url) => globalThis.location.assign(url),
    },
    options,
  );
}

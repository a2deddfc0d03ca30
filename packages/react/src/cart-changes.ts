import { useOwnMutation, type MutationHookOptions } from './mutation.ts';
import { useVitrineClient } from './provider.tsx';
import { api, optimistically, rollback, storeCart, type Snapshot } from './cart.ts';
import type { Address, Cart } from './types.ts';

// Changes to the cart's lines, coupon and checkout: the cart page and drawer make them, so they
// are a module apart from the cart query and the add (cart.ts), which every page needs.

export function useUpdateLineItemQuantityMutation(options?: MutationHookOptions<Cart, { id: string; quantity: number }>) {
  const client = useVitrineClient();
  return useOwnMutation<Cart, { id: string; quantity: number }, Snapshot>(
    {
      mutationFn: async ({ id, quantity }) => (await api(client).updateCurrentCartLineItemQuantity([{ id, quantity }])).cart,
      optimistic: (queryClient, { id, quantity }) =>
        optimistically(queryClient, (cart) => ({ ...cart, lineItems: cart.lineItems.map((line) => (line.id === id ? { ...line, quantity } : line)) })),
      rollback,
      update: storeCart,
    },
    options,
  );
}

export function useRemoveLineItemMutation(options?: MutationHookOptions<Cart, string>) {
  const client = useVitrineClient();
  return useOwnMutation<Cart, string, Snapshot>(
    {
      mutationFn: async (id) => (await api(client).removeLineItemsFromCurrentCart([id])).cart,
      optimistic: (queryClient, id) => optimistically(queryClient, (cart) => ({ ...cart, lineItems: cart.lineItems.filter((line) => line.id !== id) })),
      rollback,
      update: storeCart,
    },
    options,
  );
}

/** Applies a coupon; an unknown or expired code is refused by the platform and nothing changes. */
export function useApplyCouponMutation(options?: MutationHookOptions<Cart, string>) {
  const client = useVitrineClient();
  return useOwnMutation<Cart, string>(
    { mutationFn: (couponCode) => api(client).updateCurrentCart({ couponCode }), update: storeCart },
    options,
  );
}

export function useRemoveCouponMutation(options?: MutationHookOptions<Cart, void>) {
  const client = useVitrineClient();
  return useOwnMutation<Cart, void>({ mutationFn: async () => (await api(client).removeCouponFromCurrentCart()).cart, update: storeCart }, options);
}

/** Turns the current cart into a checkout; the cart stays until the order is placed. */
export function useCreateCheckoutMutation(options?: MutationHookOptions<string, { email?: string; shippingAddress?: Address } | void>) {
  const client = useVitrineClient();
  return useOwnMutation<string, { email?: string; shippingAddress?: Address } | void>(
    {
      mutationFn: async (input) => (await api(client).createCheckoutFromCurrentCart({ channelType: 'WEB', ...(input ?? {}) })).checkoutId,
      update: () => undefined,
    },
    options,
  );
}

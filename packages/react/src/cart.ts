import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { errorStatus } from './errors.ts';
import { cartKeys } from './keys.ts';
import { useOwnMutation, type MutationHookOptions } from './mutation.ts';
import { requireModule, useVitrineClient, type AnyClient } from './provider.tsx';
import type { currentCart } from '@vitrine/sdk/modules/current-cart';
import type { AddLineItem, Cart, EstimateInput, LineItem } from './types.ts';

/** The store catalogue's app id: line items that point at catalogue products carry it. */
export const storesAppId = '215238eb-22a5-4c36-9e7b-e7c08025e04e';

/** The part of the SDK's current-cart module the hooks use. */
export type CurrentCartModule = ReturnType<typeof currentCart>;

export const api = (client: AnyClient, signal?: AbortSignal) => requireModule<CurrentCartModule>(client, 'currentCart', signal);

/**
 * The shopper's current cart, or `null` while they have none (the platform answers 404 until the
 * first item is added; that is an empty cart, not an error).
 *
 * @example
 * ```ts
 * const { data: cart } = useCurrentCart();
 * const count = cartItemCount(cart);
 * ```
 */
export const currentCartQueryOptions = (client: AnyClient) =>
  queryOptions({
    queryKey: cartKeys.current(),
    queryFn: async ({ signal }): Promise<Cart | null> => {
      try {
        return await api(client, signal).getCurrentCart();
      } catch (error) {
        if (errorStatus(error) === 404) return null;
        throw error;
      }
    },
    // A cart is read fresh each time; "no cart yet" is kept until a mutation here makes one (they
    // write the cache) or an invalidation (sign-in, sign-out) asks again. A visitor without a cart
    // is then not asked on every page and window focus, each answered by a 404 in the console.
    staleTime: (query) => (query.state.data === null ? Infinity : 0),
  });

export const estimateTotalsQueryOptions = (client: AnyClient, input: EstimateInput) =>
  queryOptions({ queryKey: cartKeys.estimate(input), queryFn: ({ signal }) => api(client, signal).estimateCurrentCartTotals(input), staleTime: 0 });

/** How many units the cart holds: the number beside the cart button. */
export const cartItemCount = (cart: Cart | null | undefined): number => cart?.lineItems.reduce((sum, line) => sum + line.quantity, 0) ?? 0;

export function useCurrentCart() {
  return useQuery(currentCartQueryOptions(useVitrineClient()));
}

/** Totals for the cart as it would ship to `input.shippingAddress`; refetched whenever the cart changes. */
export function useEstimateTotals(input: EstimateInput, options: { enabled?: boolean } = {}) {
  return useQuery({ ...estimateTotalsQueryOptions(useVitrineClient(), input), enabled: options.enabled ?? true });
}

export type Snapshot = { previous: Cart | null | undefined };

const unknownMoney = { amount: '', convertedAmount: '', formattedAmount: '', formattedConvertedAmount: '' };

/**
 * A first-time visitor's cart before the platform has made it: empty, so an add can show its
 * count at once. The `optimistic-` id marks it as a guess; the platform's answer replaces it.
 */
function emptyCart(): Cart {
  const now = new Date();
  return {
    id: 'optimistic-cart',
    lineItems: [],
    buyerInfo: {},
    currency: '',
    conversionCurrency: '',
    buyerLanguage: '',
    siteLanguage: '',
    taxIncludedInPrices: false,
    weightUnit: 'KG',
    subtotal: unknownMoney,
    subtotalAfterDiscounts: unknownMoney,
    appliedDiscounts: [],
    createdDate: now,
    updatedDate: now,
    revision: '0',
  };
}

/**
 * Stops in-flight cart reads (they would overwrite the optimistic cart), then applies `change`.
 * With `fromEmpty`, a shopper with no cart yet (none cached, or the platform's 404) gets `change`
 * applied to an empty one; otherwise there is nothing to change.
 */
export async function optimistically(queryClient: QueryClient, change: (cart: Cart) => Cart, fromEmpty = false): Promise<Snapshot> {
  await queryClient.cancelQueries({ queryKey: cartKeys.current(), exact: true });
  const previous = queryClient.getQueryData<Cart | null>(cartKeys.current());
  const base = previous ?? (fromEmpty ? emptyCart() : undefined);
  if (base) queryClient.setQueryData<Cart | null>(cartKeys.current(), change(base));
  return { previous };
}

/**
 * Puts the cart back as it was. A cart that was never read cannot be "set back" to nothing
 * (TanStack Query ignores `undefined`), so that query is reset, and read again if shown.
 */
export async function rollback(queryClient: QueryClient, snapshot: Snapshot) {
  if (snapshot.previous === undefined) await queryClient.resetQueries({ queryKey: cartKeys.current(), exact: true });
  else queryClient.setQueryData(cartKeys.current(), snapshot.previous);
}

/** The answer is the whole new cart: write it in, and let totals be estimated again. */
export async function storeCart(queryClient: QueryClient, cart: Cart) {
  queryClient.setQueryData(cartKeys.current(), cart);
  await queryClient.invalidateQueries({ queryKey: cartKeys.estimates() });
}

let optimisticIds = 0;
const sameItem = (a: LineItem['catalogReference'], b: LineItem['catalogReference']) =>
  a?.catalogItemId === b?.catalogItemId && JSON.stringify(a?.options ?? {}) === JSON.stringify(b?.options ?? {});

/**
 * The cart as it will most likely come back: a line already there grows, a new one appears as a
 * placeholder (no name or price yet; its `optimistic-` id tells components to show it as pending).
 */
function withAddedItems(cart: Cart, items: AddLineItem[]): Cart {
  let lineItems = cart.lineItems;
  for (const item of items) {
    const quantity = item.quantity ?? 1;
    const existing = lineItems.find((line) => sameItem(line.catalogReference, item.catalogReference));
    lineItems = existing
      ? lineItems.map((line) => (line === existing ? { ...line, quantity: line.quantity + quantity } : line))
      : [
          ...lineItems,
          {
            id: `optimistic-${++optimisticIds}`,
            quantity,
            catalogReference: item.catalogReference,
            productName: { original: '', translated: '' },
            price: unknownMoney,
            fullPrice: unknownMoney,
            priceBeforeDiscounts: unknownMoney,
            lineItemPrice: unknownMoney,
            descriptionLines: [],
            availability: { status: 'AVAILABLE' },
            itemType: {},
            paymentOption: 'FULL_PAYMENT_ONLINE',
          },
        ];
  }
  return { ...cart, lineItems };
}

/**
 * Adds items to the current cart (creating it when needed). The count goes up at once, for a
 * first-time visitor too (an empty cart stands in for the one the platform is making); the
 * platform's cart replaces the guess when it answers, and the guess is undone if it refuses
 * (out of stock, for instance).
 *
 * @example
 * ```ts
 * const add = useAddToCartMutation({ onSuccess: () => openDrawer() });
 * add.mutate({ lineItems: [{ catalogReference: { appId: storesAppId, catalogItemId: id, options: { variantId } }, quantity: 1 }] });
 * ```
 */
export function useAddToCartMutation(options?: MutationHookOptions<Cart, { lineItems: AddLineItem[] }>) {
  const client = useVitrineClient();
  return useOwnMutation<Cart, { lineItems: AddLineItem[] }, Snapshot>(
    {
      mutationFn: async (input) => (await api(client).addToCurrentCart(input)).cart,
      optimistic: (queryClient, input) => optimistically(queryClient, (cart) => withAddedItems(cart, input.lineItems), true),
      rollback,
      update: storeCart,
    },
    options,
  );
}

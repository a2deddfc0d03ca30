/**
 * Query-key factories, one per area. Keys nest from broad to narrow, so invalidating
 * `productKeys.all` refreshes every product query and `cartKeys.current()` only the cart.
 *
 * @example
 * ```ts
 * queryClient.invalidateQueries({ queryKey: cartKeys.current() });
 * ```
 */
export const productKeys = {
  all: ['vitrine', 'products'] as const,
  lists: () => [...productKeys.all, 'list'] as const,
  list: (query: unknown) => [...productKeys.lists(), query] as const,
  details: () => [...productKeys.all, 'detail'] as const,
  detail: (id: string) => [...productKeys.details(), id] as const,
  bySlug: (slug: string) => [...productKeys.all, 'slug', slug] as const,
  availability: (id: string, choices: Record<string, string>) => [...productKeys.all, 'availability', id, choices] as const,
};

export const collectionKeys = {
  all: ['vitrine', 'collections'] as const,
  list: (query: unknown) => [...collectionKeys.all, 'list', query] as const,
  detail: (id: string) => [...collectionKeys.all, 'detail', id] as const,
  bySlug: (slug: string) => [...collectionKeys.all, 'slug', slug] as const,
};

export const cartKeys = {
  all: ['vitrine', 'cart'] as const,
  current: () => [...cartKeys.all, 'current'] as const,
  /** Totals depend on the cart, so they live under it and refresh whenever it changes. */
  estimates: () => [...cartKeys.current(), 'estimate'] as const,
  estimate: (input: unknown) => [...cartKeys.estimates(), input] as const,
};

export const checkoutKeys = {
  all: ['vitrine', 'checkouts'] as const,
  detail: (id: string) => [...checkoutKeys.all, id] as const,
};

export const orderKeys = {
  all: ['vitrine', 'orders'] as const,
  list: (query: unknown) => [...orderKeys.all, 'list', query] as const,
  detail: (id: string) => [...orderKeys.all, 'detail', id] as const,
  byLink: (token: string) => [...orderKeys.all, 'link', token] as const,
};

export const memberKeys = {
  all: ['vitrine', 'member'] as const,
  session: () => [...memberKeys.all, 'session'] as const,
  profile: () => [...memberKeys.all, 'profile'] as const,
};

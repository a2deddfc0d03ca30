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

/**
 * The keys of a resource listed by a query and read by id, or by another name of it (`bySlug`,
 * `byLink`): `[...all, 'list', query]`, `[...all, 'detail', id]`, `[...all, segment, value]`.
 */
function listedKeys<const TName extends string, const TBy extends string, const TSegment extends string>(name: TName, by: TBy, segment: TSegment) {
  const all = ['vitrine', name] as const;
  const byOther = (value: string) => [...all, segment, value] as const;
  return {
    all,
    list: (query: unknown) => [...all, 'list', query] as const,
    detail: (id: string) => [...all, 'detail', id] as const,
    ...({ [by]: byOther } as Record<TBy, typeof byOther>),
  };
}

export const collectionKeys = listedKeys('collections', 'bySlug', 'slug');

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

export const orderKeys = listedKeys('orders', 'byLink', 'link');

export const memberKeys = {
  all: ['vitrine', 'member'] as const,
  session: () => [...memberKeys.all, 'session'] as const,
  profile: () => [...memberKeys.all, 'profile'] as const,
};

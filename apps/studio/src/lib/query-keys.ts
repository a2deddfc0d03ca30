/**
 * The studio's query keys, one factory per entity. They live here, not in the features, because
 * one feature's change makes another's data stale (a bulk price edit changes the product list and
 * the dashboard) and features never import each other. Keys nest from broad to narrow, so
 * invalidating `studioKeys.products.all` refreshes every product query.
 */
const entity = <Name extends string>(name: Name) => {
  const all = ['studio', name] as const;
  return {
    all,
    lists: () => [...all, 'list'] as const,
    list: (query: unknown) => [...all, 'list', query] as const,
    detail: (id: string) => [...all, 'detail', id] as const,
  };
};

export const studioKeys = {
  session: ['studio', 'session'] as const,
  products: entity('products'),
  collections: entity('collections'),
  orders: entity('orders'),
  members: entity('members'),
  mail: entity('mail'),
  site: ['studio', 'site'] as const,
  oauthApps: entity('oauth-apps'),
  apiKeys: entity('api-keys'),
  storeSettings: ['studio', 'store-settings'] as const,
  coupons: entity('coupons'),
  giftCards: entity('gift-cards'),
  signUpPolicy: ['studio', 'sign-up-policy'] as const,
  dashboard: ['studio', 'dashboard'] as const,
};

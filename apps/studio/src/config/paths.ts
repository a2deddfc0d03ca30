/**
 * Every route string of the studio, in one place; paths are relative to the app's base
 * (`/studio`). Routes are declared from `path`, links built with `href`.
 */
const id = (value: string) => encodeURIComponent(value);

export const paths = {
  home: { path: '/', href: () => '/' },
  signIn: { path: '/sign-in', href: (returnTo?: string) => (returnTo && returnTo !== '/' ? `/sign-in?returnTo=${encodeURIComponent(returnTo)}` : '/sign-in') },
  forgotPassword: { path: '/forgot-password', href: () => '/forgot-password' },
  resetPassword: { path: '/reset-password', href: () => '/reset-password' },
  products: { path: '/products', href: () => '/products' },
  productCreate: { path: '/products/new', href: () => '/products/new' },
  productEdit: { path: '/products/:id', href: (productId: string) => `/products/${id(productId)}` },
  bulkEdit: { path: '/products/bulk-edit', href: (ids: string[] = []) => (ids.length ? `/products/bulk-edit?ids=${ids.map(id).join(',')}` : '/products/bulk-edit') },
  collections: { path: '/collections', href: () => '/collections' },
  collectionCreate: { path: '/collections/new', href: () => '/collections/new' },
  collectionEdit: { path: '/collections/:id', href: (collectionId: string) => `/collections/${id(collectionId)}` },
  orders: { path: '/orders', href: () => '/orders' },
  orderDetail: { path: '/orders/:id', href: (orderId: string) => `/orders/${id(orderId)}` },
  packingSlip: { path: '/orders/:id/packing-slip', href: (orderId: string) => `/orders/${id(orderId)}/packing-slip` },
  members: { path: '/members', href: () => '/members' },
  mail: { path: '/mail', href: () => '/mail' },
  mailTemplates: { path: '/mail/templates', href: () => '/mail/templates' },
  settings: { path: '/settings', href: () => '/settings' },
  settingsSection: { path: '/settings/:section', href: (section: string) => `/settings/${id(section)}` },
  webhooks: { path: '/settings/webhooks', href: () => '/settings/webhooks' },
  apiKeys: { path: '/settings/api-keys', href: () => '/settings/api-keys' },
  apiKeyCreate: { path: '/settings/api-keys/new', href: () => '/settings/api-keys/new' },
  oauthApps: { path: '/settings/oauth-apps', href: () => '/settings/oauth-apps' },
  oauthAppCreate: { path: '/settings/oauth-apps/new', href: () => '/settings/oauth-apps/new' },
  oauthAppEdit: { path: '/settings/oauth-apps/:id', href: (appId: string) => `/settings/oauth-apps/${id(appId)}` },
} as const;

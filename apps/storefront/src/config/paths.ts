/**
 * Every route string of the storefront, in one place: routes are declared from `path`, links are
 * built with `href`. The product page path matches the platform's `productPageUrl.path`.
 */
export const paths = {
  home: { path: '/', href: () => '/' },
  catalogue: { path: '/shop', href: (search?: URLSearchParams | string) => withSearch('/shop', search) },
  collection: { path: '/collections/:slug', href: (slug: string) => `/collections/${encodeURIComponent(slug)}` },
  product: { path: '/product-page/:slug', href: (slug: string) => `/product-page/${encodeURIComponent(slug)}` },
  cart: { path: '/cart', href: () => '/cart' },
  checkout: { path: '/checkout', href: () => '/checkout' },
  thankYou: { path: '/thank-you/:orderId', href: (orderId: string) => `/thank-you/${encodeURIComponent(orderId)}` },
  /** Where the hosted checkout sends the shopper back; the order id arrives in the query. */
  checkoutReturn: { path: '/checkout/return', href: () => '/checkout/return' },
  signIn: { path: '/sign-in', href: (returnTo?: string) => withSearch('/sign-in', returnTo ? { returnTo } : undefined) },
  register: { path: '/register', href: () => '/register' },
  verify: { path: '/verify', href: () => '/verify' },
  resetPassword: { path: '/reset-password', href: () => '/reset-password' },
  /** The OAuth redirect URI registered on the site's app (PKCE sign-in lands here). */
  callback: { path: '/callback', href: () => '/callback' },
  account: { path: '/account', href: () => '/account' },
  accountAddresses: { path: '/account/addresses', href: () => '/account/addresses' },
  accountOrders: { path: '/account/orders', href: () => '/account/orders' },
  /** A guest's order, opened from the link in an order e-mail (`?token=`). */
  orderByLink: { path: '/orders/view', href: (token: string) => `/orders/view?token=${encodeURIComponent(token)}` },
  accountOrder: { path: '/account/orders/:orderId', href: (orderId: string) => `/account/orders/${encodeURIComponent(orderId)}` },
} as const;

function withSearch(path: string, search?: URLSearchParams | string | Record<string, string>): string {
  if (!search) return path;
  const query = new URLSearchParams(search).toString();
  return query ? `${path}?${query}` : path;
}

/** An address as the router reads it: wouter decodes `%xx` in the path before it matches. */
export function decodePath(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

/**
 * The route `pattern` as a regular expression; each `:name` part is a group matching one segment.
 * Tried on a decoded address (`decodePath`), it matches as the router does (any case, a trailing
 * slash allowed), so the page the server preloads, the data it fetches and the cache policy it
 * sends are those of the page the browser renders for the same address.
 */
export const pathPattern = (pattern: string) => new RegExp(`^${pattern.replace(/:[^/]+/g, '([^/]+)')}/?$`, 'i');

/** True when `pathname` is an address of the route `pattern`. */
export const matchesPath = (pattern: string, pathname: string) => pathPattern(pattern).test(decodePath(pathname));

/**
 * Every route string of the hosted pages, in one place; paths are relative to the app's base
 * (`/hosted`). The platform builds the same URLs for redirect sessions and e-mails (login, logout,
 * checkout, product, return, reset-password), so these names must not change.
 */
const withQuery = (path: string, query: Record<string, string | undefined>) => {
  const search = new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
};

export const paths = {
  home: { path: '/', href: () => '/' },
  login: {
    path: '/login',
    href: (redirectSessionId?: string, mode?: 'register') => withQuery('/login', { redirectSessionId, mode }),
  },
  resetPassword: {
    path: '/reset-password',
    href: (query: { redirectSessionId?: string; recoveryToken?: string } = {}) => withQuery('/reset-password', query),
  },
  logout: { path: '/logout', href: (redirectSessionId: string) => withQuery('/logout', { redirectSessionId }) },
  return: { path: '/return', href: (redirectSessionId: string) => withQuery('/return', { redirectSessionId }) },
  product: { path: '/product', href: (productSlug: string) => withQuery('/product', { productSlug }) },
  checkout: { path: '/checkout', href: (checkoutId: string, redirectSessionId?: string) => withQuery('/checkout', { checkoutId, redirectSessionId }) },
  thankYou: { path: '/checkout/thank-you', href: (orderId: string) => withQuery('/checkout/thank-you', { orderId }) },
  /** A platform route, not the app's: the OAuth authorization endpoint (answers prompt=none). */
  authorize: { href: (redirectSessionId: string) => withQuery('/hosted/authorize', { redirectSessionId }) },
} as const;

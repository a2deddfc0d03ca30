import { paths } from '../config/paths';

/**
 * Where signing in from a guest's order link should land: that order, in the account. The link's
 * token is a JWT naming the order as its subject (docs/ecom.md, "Order link"); it is read here, not
 * verified, only to build an address of this store, and the platform decides whether the member
 * may see that order. A token that names none leads to the account's orders.
 *
 * @example orderLinkReturn(token) // '/account/orders/3f2a…'
 */
export function orderLinkReturn(token: string): string {
  try {
    const payload = token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/');
    const { sub } = JSON.parse(atob(payload)) as { sub?: unknown };
    if (typeof sub === 'string' && sub) return paths.accountOrder.href(sub);
  } catch {
    // Not a token this page can read: the list of orders instead.
  }
  return paths.accountOrders.href();
}

/**
 * The link in an order e-mail to view the order: the storefront's account order page. A member
 * opens it signed in; a guest cannot yet (the storefront's signed guest link is on its way), and
 * this is the one function to switch to it.
 */
export function orderLinkFor(publicUrl: string, order: { id: string; memberId?: string }): string {
  return `${publicUrl.replace(/\/$/, '')}/account/orders/${encodeURIComponent(order.id)}`;
}

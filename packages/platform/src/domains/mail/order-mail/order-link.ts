import type { KeyRing } from '../../auth/signing-keys';
import { signOrderLink } from '../../ecom/orders/order-links';

/**
 * The link in an order e-mail to view the order. A member's opens the account's order page (signed
 * in); a guest's opens the storefront's order page with a signed, expiring token for that one order
 * (ecom/orders/order-links.ts), so a guest needs no account to follow a parcel.
 */
export async function orderLinkFor(publicUrl: string, keys: KeyRing, order: { id: string; siteId: string; memberId?: string }): Promise<string> {
  if (order.memberId) return memberOrderLink(publicUrl, order.id);
  return `${publicUrl.replace(/\/$/, '')}/orders/view?token=${encodeURIComponent(await signOrderLink(keys, { siteId: order.siteId, orderId: order.id }))}`;
}

/** The account's order page, where a member opens an order signed in (also the previews' sample link). */
export const memberOrderLink = (publicUrl: string, orderId: string): string => `${publicUrl.replace(/\/$/, '')}/account/orders/${encodeURIComponent(orderId)}`;

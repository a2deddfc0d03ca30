/**
 * Orders (`/ecom/v1/orders`, beyond the spec): one order by id, and a search — every order for
 * owners and apps, their own for a signed-in member (the account page).
 */
import type { Transport } from '../core/types.ts';
import { cartLikeCall, type AddressWithContact, type AppliedDiscount, type ChannelType, type LineItem, type Money, type TaxSummary } from './cart.ts';

export type * from './cart.ts';

export interface Order {
  id: string;
  /** The order number buyers see. */
  number: string;
  checkoutId: string;
  cartId?: string;
  status: 'APPROVED' | 'CANCELED' | 'INITIALIZED';
  paymentStatus: 'PAID' | 'NOT_PAID' | 'PARTIALLY_PAID' | 'PENDING';
  fulfillmentStatus: 'NOT_FULFILLED' | 'FULFILLED';
  currency: string;
  channelInfo: { type: ChannelType };
  buyerInfo: { email: string; memberId?: string; visitorId?: string; userId?: string };
  buyerNote?: string;
  lineItems: Array<Omit<LineItem, 'availability' | 'fullPrice' | 'descriptionLines'> & { fullPrice: Money; descriptionLines: unknown[] }>;
  priceSummary: { subtotal: Money; shipping: Money; tax: Money; discount: Money; total: Money };
  payNow: Money;
  payLater: Money;
  giftCard?: { id: string; obfuscatedCode: string; amount: Money };
  appliedDiscounts: AppliedDiscount[];
  taxSummary: TaxSummary;
  billingInfo?: AddressWithContact;
  shippingInfo?: { shippingDestination?: AddressWithContact; code?: string; title?: string; cost?: { price: Money; totalDiscount: Money }; logistics?: unknown };
  payment: { provider: 'TEST'; outcome: 'APPROVED' | 'PENDING' | 'NONE'; transactionId?: string; amount: Money };
  createdDate: Date;
  updatedDate: Date;
}

export interface OrderSearch {
  /** Equality or `$eq $ne $gt $gte $lt $lte $in` on id, number, status, paymentStatus, buyerInfo.email, buyerInfo.memberId, createdDate, priceSummary.total. */
  filter?: Record<string, unknown>;
  sort?: Array<{ fieldName: string; order?: 'ASC' | 'DESC' }>;
  paging?: { limit?: number; offset?: number };
}

/**
 * @example
 * const client = createClient({ modules: { orders }, auth: OAuthStrategy({ clientId }), baseUrl });
 * const { orders: mine } = await client.orders.searchOrders({ sort: [{ fieldName: 'createdDate', order: 'DESC' }] });
 */
export function orders(transport: Transport) {
  return {
    async getOrder(id: string): Promise<Order> {
      return (await cartLikeCall<{ order: Order }>(transport, 'GET', `/ecom/v1/orders/${encodeURIComponent(id)}`, undefined, [id])).order;
    },
    searchOrders(search: OrderSearch = {}): Promise<{ orders: Order[]; metadata: { count: number; offset: number; total: number } }> {
      return cartLikeCall(transport, 'POST', '/ecom/v1/orders/search', { search }, [search]);
    },
  };
}

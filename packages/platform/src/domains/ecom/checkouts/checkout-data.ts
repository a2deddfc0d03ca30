import type { AddressWithContact, ChannelType } from '../ecom.schemas';
import type { StoredLine } from '../line-items';

/** A checkout as stored in `checkouts.data`; amounts in minor units. */
export interface CheckoutData {
  lineItems: StoredLine[];
  couponCode?: string;
  giftCardCode?: string;
  merchantDiscounts?: Array<{ amount: number }>;
  billingInfo?: AddressWithContact;
  shippingDestination?: AddressWithContact;
  selectedShippingOption?: { code: string; carrierId?: string };
  buyerEmail?: string;
  buyerNote?: string;
  channelType: ChannelType;
  overrideCheckoutUrl?: string;
  selectedMembershipIds?: string[];
  /**
   * The checkout as the buyer saw it when it was completed (wire shape). A completed checkout is
   * a record of a sale: it answers with this instead of being priced again against today's
   * catalogue, stock and gift card balances.
   */
  completedView?: Record<string, unknown>;
}

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
}

import type { AddressWithContact } from '../ecom.schemas';
import type { StoredLine } from '../line-items';

/** A cart as stored in `carts.data`; amounts in minor units. */
export interface CartData {
  lineItems: StoredLine[];
  couponCode?: string;
  /** Staff amounts off this cart. */
  merchantDiscounts?: Array<{ amount: number }>;
  contactInfo?: AddressWithContact;
  buyerNote?: string;
  buyerEmail?: string;
  selectedShippingOption?: { code: string; carrierId?: string };
}

export const emptyCart = (): CartData => ({ lineItems: [] });

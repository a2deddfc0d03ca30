import type { AddressWithContact, ChannelType } from '../ecom.schemas';
import type { StoredImage } from '../line-items';
import type { AppliedDiscount, ItemType, PaymentOption, PickupMethod, PricingAddress, TaxSummaryResult } from '../pricing/types';

/** An order as placed, in `orders.data`: the lines and totals frozen at that moment, amounts in minor units. */
export interface OrderData {
  cartId?: string;
  channelType: ChannelType;
  buyer: { email: string; memberId?: string; visitorId?: string; userId?: string };
  buyerNote?: string;
  lines: Array<{
    id: string;
    quantity: number;
    catalogReference?: { appId: string; catalogItemId: string; options?: Record<string, unknown> };
    /** The variant whose stock the order took (absent for custom lines and orders placed before it was kept). */
    variantId?: string;
    name: string;
    itemType: ItemType;
    descriptionLines: unknown[];
    sku?: string;
    weight?: number;
    image?: StoredImage;
    url?: { relativePath: string; url: string };
    unitPrice: number;
    fullUnitPrice: number;
    subtotal: number;
    discount: number;
    tax: number;
    /** Parts per million. */
    taxRate: number;
    total: number;
    paymentOption: PaymentOption;
  }>;
  totals: {
    subtotal: number;
    itemDiscount: number;
    discount: number;
    shipping: number;
    shippingDiscount: number;
    tax: number;
    total: number;
    payNow: number;
    payLater: number;
    giftCard?: { id: string; obfuscatedCode: string; applied: number };
  };
  appliedDiscounts: AppliedDiscount[];
  taxSummary: TaxSummaryResult;
  taxIncludedInPrice: boolean;
  billingInfo?: AddressWithContact;
  shipping?: {
    destination?: AddressWithContact;
    option?: { code: string; title: string; cost: number; pickup?: { method: PickupMethod; address: PricingAddress }; deliveryTimeSlot?: { from: string; to: string } };
  };
  /** Units per line put back in stock since placement (by a cancel or a refund), so none goes back twice. */
  restocked?: Record<string, number>;
  /** Membership credits the order used (one per unit a membership paid for); a cancel gives them back. */
  membershipCredits?: Array<{ membershipId: string; units: number }>;
  payment: { provider: 'TEST'; outcome: 'APPROVED' | 'PENDING' | 'NONE'; transactionId?: string; amount: number };
}

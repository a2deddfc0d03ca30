import type { OrderData } from '../../ecom/orders/order-data';

/** How the store presents itself in its e-mails (from the site and its e-mail settings). */
export interface StoreBrand {
  name: string;
  logoUrl?: string;
  /** `#rrggbb`, checked when saved. */
  brandColor: string;
  /** Where new-order notices go; undefined when neither the settings nor the site's owner give one. */
  contactEmail?: string;
  /** The address buyers see in the e-mails and reach by replying (mail-settings.repository.ts says which). */
  replyToEmail?: string;
}

export interface ShipmentDetails {
  trackingNumber?: string;
  shippingProvider?: string;
  trackingLink?: string;
  /** The lines (and how many of each) this shipment carries; empty: not known. */
  lineItems: Array<{ id: string; quantity: number }>;
}

export interface RefundDetails {
  amount: number;
  lineItems: Array<{ id: string; quantity: number }>;
}

/** A held refund the payment provider refused after its caller was told it was sent (the order's `REFUND_FAILED` activity). */
export interface RefusedRefund {
  amount: number;
  /** Undefined when the refusal's record does not name it (the notice then names no provider, or says no reason was given). */
  provider?: string;
  reason?: string;
  /** When the refund was asked for. */
  requestedDate?: Date;
  lineItems: Array<{ id: string; quantity: number }>;
}

/** Everything a template renders: one order, its store, and the change the e-mail is about. */
export interface OrderMailContext {
  store: StoreBrand;
  order: { id: string; number: number; currency: string; createdDate: Date; buyerEmail: string; data: OrderData };
  /** Where the buyer views the order (see order-link.ts). */
  orderLink: string;
  shipment?: ShipmentDetails;
  refund?: RefundDetails;
  /** For the store's notice of a refused refund: the refund, which no longer exists but on the timeline. */
  refusal?: RefusedRefund;
  /**
   * For a canceled order, what its refunds gave back in all (minor units): the cancellation tells
   * of a refund made with it, whose own e-mail the studio leaves unsent so the buyer gets one.
   */
  refunded?: number;
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

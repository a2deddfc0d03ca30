import type { Checkout, CheckoutInfo } from '@vitrine/sdk/modules/checkout';
import { text } from './address-text.ts';

/** The checkout's contact and address form, as the shopper types it. */
export interface ContactForm {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  addressLine: string;
  city: string;
  postalCode: string;
  /** ISO 3166-1 alpha-2; the United States until the shopper or the checkout says otherwise. */
  country: string;
  /** ISO 3166-2, or '' for none. */
  subdivision: string;
}

/** What the checkout already holds: the delivery contact, else the billing contact. */
export function contactFormOf(checkout: Checkout): ContactForm {
  const destination = checkout.shippingInfo.shippingDestination;
  const address = destination?.address ?? {};
  const contact = destination?.contactDetails ?? checkout.billingInfo?.contactDetails ?? {};
  return {
    email: checkout.buyerInfo.email ?? '',
    firstName: contact.firstName ?? '',
    lastName: contact.lastName ?? '',
    phone: contact.phone ?? '',
    addressLine: text(address.addressLine),
    city: text(address.city),
    postalCode: text(address.postalCode),
    country: text(address.country) || 'US',
    subdivision: text(address.subdivision),
  };
}

/**
 * The checkout update the form asks for, in one call: the buyer's e-mail, and the contact with the
 * delivery address as both shipping and billing address; without anything to ship, the contact alone
 * as billing. Text is trimmed; an empty phone or region is left out.
 */
export function checkoutInfoOf(form: ContactForm, withAddress: boolean): CheckoutInfo {
  const contactDetails = { firstName: form.firstName.trim(), lastName: form.lastName.trim(), ...(form.phone.trim() ? { phone: form.phone.trim() } : {}) };
  const info: CheckoutInfo = { buyerInfo: { email: form.email.trim() } };
  if (!withAddress) return { ...info, billingInfo: { contactDetails } };
  const address = {
    country: form.country,
    ...(form.subdivision ? { subdivision: form.subdivision } : {}),
    city: form.city.trim(),
    postalCode: form.postalCode.trim(),
    addressLine: form.addressLine.trim(),
  };
  return { ...info, shippingInfo: { shippingDestination: { address, contactDetails } }, billingInfo: { address, contactDetails } };
}

import { text } from '@vitrine/app-kit/address-text';

/** An address on one line, as the member recognises it: street, city, postal code, region, country. */
export const addressLine = (address: Record<string, unknown>): string =>
  [text(address.addressLine), text(address.addressLine2), text(address.city), text(address.postalCode), text(address.subdivision), text(address.country)]
    .filter(Boolean)
    .join(', ');

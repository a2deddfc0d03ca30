import { text } from '@vitrine/app-kit/address-text';
import type { ContactForm } from '@vitrine/app-kit/contact-form';
import type { Identity } from '@vitrine/sdk/modules/identity';

/**
 * A signed-in member's details in the checkout's empty fields: the login e-mail, name, first phone,
 * and the saved address tagged for shipping (else home, else the first). What the shopper already
 * typed, or the checkout already holds, stays.
 */
export function prefillFromProfile(form: ContactForm, member: Identity): ContactForm {
  const profile = member.identityProfile;
  const addresses = profile.addresses ?? [];
  const saved = addresses.find((entry) => entry.tag === 'SHIPPING') ?? addresses.find((entry) => entry.tag === 'HOME') ?? addresses[0];
  const address = (saved?.address ?? {}) as Record<string, unknown>;
  const keep = (current: string, candidate: string) => current || candidate;
  const addressEmpty = !form.addressLine && !form.city && !form.postalCode;
  return {
    email: keep(form.email, member.email.address),
    firstName: keep(form.firstName, profile.firstName ?? ''),
    lastName: keep(form.lastName, profile.lastName ?? ''),
    phone: keep(form.phone, profile.phones?.[0]?.phone ?? ''),
    ...(addressEmpty && saved
      ? {
          addressLine: text(address.addressLine),
          city: text(address.city),
          postalCode: text(address.postalCode),
          country: text(address.country) || form.country,
          subdivision: text(address.subdivision),
        }
      : { addressLine: form.addressLine, city: form.city, postalCode: form.postalCode, country: form.country, subdivision: form.subdivision }),
  };
}

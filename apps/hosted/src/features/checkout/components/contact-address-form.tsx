import { errorMessage } from '@vitrine/react';
import type { AddressWithContact, Checkout, CheckoutInfo } from '@vitrine/sdk/modules/checkout';
import type { WireAddress } from '@vitrine/sdk';
import { useState, type FormEvent } from 'react';
import { FormError } from '../../../components/ui/states';
import { TextField } from '../../../components/ui/text-field';
import { CountryRegionFields } from '@vitrine/app-kit/country-region-fields';

/** Wire addresses are loosely typed (any extra keys pass through): read fields as strings. */
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

interface Props {
  checkout: Checkout;
  withAddress: boolean;
  saving: boolean;
  error: unknown;
  onSave: (info: CheckoutInfo) => void;
}

/** Contact details and the delivery address (also the billing address); saved in one update. */
export function ContactAddressForm({ checkout, withAddress, saving, error, onSave }: Props) {
  const destination = checkout.shippingInfo.shippingDestination;
  const address: WireAddress = destination?.address ?? {};
  const contact: NonNullable<AddressWithContact['contactDetails']> = destination?.contactDetails ?? checkout.billingInfo?.contactDetails ?? {};
  const [form, setForm] = useState({
    email: checkout.buyerInfo.email ?? '',
    firstName: contact.firstName ?? '',
    lastName: contact.lastName ?? '',
    phone: contact.phone ?? '',
    country: text(address.country) || 'US',
    subdivision: text(address.subdivision),
    city: text(address.city),
    postalCode: text(address.postalCode),
    addressLine: text(address.addressLine),
  });
  const set = (key: keyof typeof form) => (event: { target: { value: string } }) => setForm((current) => ({ ...current, [key]: event.target.value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const contactDetails = { firstName: form.firstName.trim(), lastName: form.lastName.trim(), ...(form.phone.trim() ? { phone: form.phone.trim() } : {}) };
    const info: CheckoutInfo = { buyerInfo: { email: form.email.trim() } };
    if (withAddress) {
      const wireAddress = {
        country: form.country,
        ...(form.subdivision ? { subdivision: form.subdivision } : {}),
        city: form.city.trim(),
        postalCode: form.postalCode.trim(),
        addressLine: form.addressLine.trim(),
      };
      info.shippingInfo = { shippingDestination: { address: wireAddress, contactDetails } };
      info.billingInfo = { address: wireAddress, contactDetails };
    } else {
      info.billingInfo = { contactDetails };
    }
    onSave(info);
  }

  return (
    <form onSubmit={submit} aria-labelledby="contact-heading" className="checkout-section">
      <h2 id="contact-heading">{withAddress ? 'Contact and delivery' : 'Contact'}</h2>
      <FormError message={error ? errorMessage(error) : undefined} />
      <TextField label="E-mail" name="email" type="email" autoComplete="email" required value={form.email} onChange={set('email')} />
      <div className="field-row">
        <TextField label="First name" name="firstName" autoComplete="given-name" required value={form.firstName} onChange={set('firstName')} />
        <TextField label="Last name" name="lastName" autoComplete="family-name" required value={form.lastName} onChange={set('lastName')} />
      </div>
      <TextField label="Phone (optional)" name="phone" type="tel" autoComplete="tel" value={form.phone} onChange={set('phone')} />
      {withAddress ? (
        <>
          <TextField label="Address" name="addressLine" autoComplete="address-line1" required value={form.addressLine} onChange={set('addressLine')} />
          <div className="field-row">
            <TextField label="City" name="city" autoComplete="address-level2" required value={form.city} onChange={set('city')} />
            <TextField label="Postal code" name="postalCode" autoComplete="postal-code" required value={form.postalCode} onChange={set('postalCode')} />
          </div>
          <CountryRegionFields
            rowClassName="field-row"
            country={form.country}
            region={form.subdivision}
            onChange={({ country, region }) => setForm((current) => ({ ...current, country, subdivision: region }))}
          />
        </>
      ) : null}
      <button type="submit" className="button" disabled={saving}>
        {saving ? 'Saving…' : withAddress ? 'Save and see shipping' : 'Save'}
      </button>
    </form>
  );
}

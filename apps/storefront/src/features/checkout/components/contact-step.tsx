import { errorMessage, useUpdateCheckoutMutation, type Checkout, type CheckoutInfo } from '@vitrine/react';
import { useId, useState, type FormEvent } from 'react';
import { TextField } from '../../../components/ui/text-field';
import { countries } from '../utils/countries';
import { text } from '../utils/checkout-state';

/** Contact details and, when something ships, the delivery address (also used for billing). */
export function ContactStep({ checkout, withAddress, onDone }: { checkout: Checkout; withAddress: boolean; onDone: () => void }) {
  const update = useUpdateCheckoutMutation(checkout.id, { onSuccess: onDone });
  const destination = checkout.shippingInfo.shippingDestination;
  const address = destination?.address ?? {};
  const contact = destination?.contactDetails ?? checkout.billingInfo?.contactDetails ?? {};
  const [form, setForm] = useState({
    email: checkout.buyerInfo.email ?? '',
    firstName: contact.firstName ?? '',
    lastName: contact.lastName ?? '',
    phone: contact.phone ?? '',
    addressLine: text(address.addressLine),
    city: text(address.city),
    postalCode: text(address.postalCode),
    country: text(address.country) || 'US',
    subdivision: text(address.subdivision),
  });
  const countryId = useId();
  const set = (key: keyof typeof form) => (event: { target: { value: string } }) => setForm((current) => ({ ...current, [key]: event.target.value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const contactDetails = { firstName: form.firstName.trim(), lastName: form.lastName.trim(), ...(form.phone.trim() ? { phone: form.phone.trim() } : {}) };
    const info: CheckoutInfo = { buyerInfo: { email: form.email.trim() } };
    if (withAddress) {
      const wireAddress = {
        country: form.country,
        ...(form.subdivision.trim() ? { subdivision: form.subdivision.trim().toUpperCase() } : {}),
        city: form.city.trim(),
        postalCode: form.postalCode.trim(),
        addressLine: form.addressLine.trim(),
      };
      info.shippingInfo = { shippingDestination: { address: wireAddress, contactDetails } };
      info.billingInfo = { address: wireAddress, contactDetails };
    } else {
      info.billingInfo = { contactDetails };
    }
    update.mutate({ checkout: info });
  }

  return (
    <form onSubmit={submit} aria-labelledby="contact-title" className="panel checkout-step">
      <h2 id="contact-title">{withAddress ? '1. Contact and delivery' : '1. Contact'}</h2>
      {update.error ? (
        <p className="form-error" role="alert">
          {errorMessage(update.error)}
        </p>
      ) : null}
      <TextField label="E-mail" name="email" type="email" autoComplete="email" required value={form.email} onChange={set('email')} />
      <div className="grid-2">
        <TextField label="First name" name="firstName" autoComplete="given-name" required value={form.firstName} onChange={set('firstName')} />
        <TextField label="Last name" name="lastName" autoComplete="family-name" required value={form.lastName} onChange={set('lastName')} />
      </div>
      <TextField label="Phone (optional)" name="phone" type="tel" autoComplete="tel" value={form.phone} onChange={set('phone')} />
      {withAddress ? (
        <>
          <TextField label="Address" name="addressLine" autoComplete="address-line1" required value={form.addressLine} onChange={set('addressLine')} />
          <div className="grid-2">
            <TextField label="City" name="city" autoComplete="address-level2" required value={form.city} onChange={set('city')} />
            <TextField label="Postal code" name="postalCode" autoComplete="postal-code" required value={form.postalCode} onChange={set('postalCode')} />
          </div>
          <div className="grid-2">
            <div className="field">
              <label htmlFor={countryId}>Country</label>
              <select id={countryId} name="country" autoComplete="country" value={form.country} onChange={set('country')}>
                {countries.map((country) => (
                  <option key={country.code} value={country.code}>
                    {country.name}
                  </option>
                ))}
              </select>
            </div>
            <TextField label="State or region code (optional)" name="subdivision" hint="For example US-NY." value={form.subdivision} onChange={set('subdivision')} />
          </div>
        </>
      ) : null}
      <button type="submit" className="button" disabled={update.isPending}>
        {update.isPending ? 'Saving…' : 'Continue'}
      </button>
    </form>
  );
}

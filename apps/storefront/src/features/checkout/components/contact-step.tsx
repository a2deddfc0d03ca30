import { errorMessage, useUpdateCheckoutMutation, type Checkout, type CheckoutInfo } from '@vitrine/react';
import { useMemberSession } from '@vitrine/react';
import { useEffect, useState, type FormEvent } from 'react';
import { useProfile } from '../../../lib/member-profile';
import { prefillFromProfile, type ContactForm } from '../utils/prefill';
import { TextField } from '../../../components/ui/text-field';
import { CountryRegionFields } from '@vitrine/app-kit/country-region-fields';
import { text } from '../utils/checkout-state';

/** Contact details and, when something ships, the delivery address (also used for billing). */
export function ContactStep({ checkout, withAddress, onDone }: { checkout: Checkout; withAddress: boolean; onDone: () => void }) {
  const update = useUpdateCheckoutMutation(checkout.id, { onSuccess: onDone });
  const destination = checkout.shippingInfo.shippingDestination;
  const address = destination?.address ?? {};
  const contact = destination?.contactDetails ?? checkout.billingInfo?.contactDetails ?? {};
  const [form, setForm] = useState<ContactForm>({
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
  // A signed-in member finds their e-mail, name and saved address already in the form.
  const session = useMemberSession();
  const member = useProfile({ enabled: session.data?.loggedIn === true });
  useEffect(() => {
    if (member.data) setForm((current) => prefillFromProfile(current, member.data));
  }, [member.data]);
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
          <CountryRegionFields
            rowClassName="grid-2"
            country={form.country}
            region={form.subdivision}
            onChange={({ country, region }) => setForm((current) => ({ ...current, country, subdivision: region }))}
          />
        </>
      ) : null}
      <button type="submit" className="button" disabled={update.isPending}>
        {update.isPending ? 'Saving…' : 'Continue'}
      </button>
    </form>
  );
}

import { errorMessage } from '@vitrine/react';
import type { CheckoutInfo } from '@vitrine/sdk/modules/checkout';
import { useId, type Dispatch, type FormEvent, type SetStateAction } from 'react';
import { checkoutInfoOf, type ContactForm } from './contact-form.ts';
import { CountryRegionFields } from './country-region-fields.tsx';
import { FormError } from './form-error.tsx';
import { TextField } from './text-field.tsx';

export interface ContactAddressFormProps {
  form: ContactForm;
  setForm: Dispatch<SetStateAction<ContactForm>>;
  /** Whether something ships: then the form asks for the delivery address too. */
  withAddress: boolean;
  /** The save's state (a mutation's fits): pending while it runs, and why it failed, if it did. */
  save: { isPending: boolean; error: unknown };
  /** Saves the form as one checkout update (`checkoutInfoOf`). */
  onSubmit: (info: CheckoutInfo) => void;
  heading: string;
  submitLabel: string;
  /** The app's classes: the form's own and the one for two fields side by side. */
  className: string;
  rowClassName: string;
}

/**
 * Contact details and, when something ships, the delivery address: the checkout's first step in
 * the storefront and on the hosted checkout. The page owns the form's state (`contactFormOf` fills
 * it from the checkout), so a page can fill it further, as the storefront does from a member's
 * profile; the form hands its update (`checkoutInfoOf`) to `onSubmit`.
 */
export function ContactAddressForm({ form, setForm, withAddress, save, onSubmit, heading, submitLabel, className, rowClassName }: ContactAddressFormProps) {
  const headingId = useId();
  const set = (key: keyof ContactForm) => (event: { target: { value: string } }) => setForm((current) => ({ ...current, [key]: event.target.value }));
  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit(checkoutInfoOf(form, withAddress));
  }

  return (
    <form onSubmit={submit} aria-labelledby={headingId} className={className}>
      <h2 id={headingId}>{heading}</h2>
      <FormError message={save.error ? errorMessage(save.error) : undefined} />
      <TextField label="E-mail" name="email" type="email" autoComplete="email" required value={form.email} onChange={set('email')} />
      <div className={rowClassName}>
        <TextField label="First name" name="firstName" autoComplete="given-name" required value={form.firstName} onChange={set('firstName')} />
        <TextField label="Last name" name="lastName" autoComplete="family-name" required value={form.lastName} onChange={set('lastName')} />
      </div>
      <TextField label="Phone (optional)" name="phone" type="tel" autoComplete="tel" value={form.phone} onChange={set('phone')} />
      {withAddress ? (
        <>
          <TextField label="Address" name="addressLine" autoComplete="address-line1" required value={form.addressLine} onChange={set('addressLine')} />
          <div className={rowClassName}>
            <TextField label="City" name="city" autoComplete="address-level2" required value={form.city} onChange={set('city')} />
            <TextField label="Postal code" name="postalCode" autoComplete="postal-code" required value={form.postalCode} onChange={set('postalCode')} />
          </div>
          <CountryRegionFields
            rowClassName={rowClassName}
            country={form.country}
            region={form.subdivision}
            onChange={({ country, region }) => setForm((current) => ({ ...current, country, subdivision: region }))}
          />
        </>
      ) : null}
      <button type="submit" className="button" disabled={save.isPending}>
        {save.isPending ? 'Saving…' : submitLabel}
      </button>
    </form>
  );
}

import { errorMessage } from '@vitrine/react';
import type { Checkout, CheckoutInfo } from '@vitrine/sdk/modules/checkout';
import { useState } from 'react';
import { ContactAddressForm } from '@vitrine/app-kit/contact-address-form';
import { checkoutInfoOf, contactFormOf } from '@vitrine/app-kit/contact-form';

interface Props {
  checkout: Checkout;
  withAddress: boolean;
  saving: boolean;
  error: unknown;
  onSave: (info: CheckoutInfo) => void;
}

/** Contact details and the delivery address (also the billing address), filled from the checkout and saved in one update. */
export function ContactAddressStep({ checkout, withAddress, saving, error, onSave }: Props) {
  const [form, setForm] = useState(() => contactFormOf(checkout));
  return (
    <ContactAddressForm
      form={form}
      setForm={setForm}
      withAddress={withAddress}
      saving={saving}
      error={error ? errorMessage(error) : undefined}
      onSubmit={() => onSave(checkoutInfoOf(form, withAddress))}
      heading={withAddress ? 'Contact and delivery' : 'Contact'}
      submitLabel={withAddress ? 'Save and see shipping' : 'Save'}
      className="checkout-section"
      rowClassName="field-row"
    />
  );
}

import type { Checkout } from '@vitrine/sdk/modules/checkout';
import { useState } from 'react';
import { ContactAddressForm, type ContactAddressFormProps } from '@vitrine/app-kit/contact-address-form';
import { contactFormOf } from '@vitrine/app-kit/contact-form';

type Props = Pick<ContactAddressFormProps, 'withAddress' | 'save' | 'onSubmit'> & { checkout: Checkout };

/** Contact details and the delivery address (also the billing address), filled from the checkout and saved in one update. */
export function ContactAddressStep({ checkout, ...step }: Props) {
  const [form, setForm] = useState(() => contactFormOf(checkout));
  return (
    <ContactAddressForm
      {...step}
      form={form}
      setForm={setForm}
      heading={step.withAddress ? 'Contact and delivery' : 'Contact'}
      submitLabel={step.withAddress ? 'Save and see shipping' : 'Save'}
      className="checkout-section"
      rowClassName="field-row"
    />
  );
}

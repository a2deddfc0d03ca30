import { useMemberSession, useUpdateCheckoutMutation, type Checkout } from '@vitrine/react';
import { useEffect, useState } from 'react';
import { ContactAddressForm } from '@vitrine/app-kit/contact-address-form';
import { contactFormOf } from '@vitrine/app-kit/contact-form';
import { useProfile } from '../../../lib/member-profile';
import { prefillFromProfile } from '../utils/prefill';

/** Contact details and, when something ships, the delivery address (also used for billing). */
export function ContactStep({ checkout, withAddress, onDone }: { checkout: Checkout; withAddress: boolean; onDone: () => void }) {
  const update = useUpdateCheckoutMutation(checkout.id, { onSuccess: onDone });
  const [form, setForm] = useState(() => contactFormOf(checkout));
  // A signed-in member finds their e-mail, name and saved address already in the form.
  const session = useMemberSession();
  const member = useProfile({ enabled: session.data?.loggedIn === true });
  useEffect(() => {
    if (member.data) setForm((current) => prefillFromProfile(current, member.data));
  }, [member.data]);

  return (
    <ContactAddressForm
      form={form}
      setForm={setForm}
      withAddress={withAddress}
      save={update}
      onSubmit={(info) => update.mutate({ checkout: info })}
      heading={withAddress ? '1. Contact and delivery' : '1. Contact'}
      submitLabel="Continue"
      className="panel checkout-step"
      rowClassName="grid-2"
    />
  );
}

import { useMemberSession, useUpdateCheckoutMutation, type Checkout } from '@vitrine/react';
import { useEffect, useState } from 'react';
import { ContactAddressForm } from '@vitrine/app-kit/contact-address-form';
import { contactFormOf } from '@vitrine/app-kit/contact-form';
import { useProfile } from '../../../lib/member-profile';
import { Link, useCurrentPath } from '../../../lib/routing';
import { paths } from '../../../config/paths';
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
  // A visitor with an account signs in from here and comes back to this same checkout (its id is in
  // the address); the header's "Sign in" would land them on their account page instead.
  const here = useCurrentPath();

  return (
    <>
      {session.data && !session.data.loggedIn ? (
        <p className="muted">
          Have an account? <Link to={paths.signIn.href(here)}>Sign in</Link> to use your saved details.
        </p>
      ) : null}
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
    </>
  );
}

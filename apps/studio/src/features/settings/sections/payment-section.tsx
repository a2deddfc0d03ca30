import type { PaymentOption, PaymentSettings } from '@vitrine/sdk/modules/store-settings';
import { CheckboxField, ChoiceField } from '../../../components/ui/field';
import { SectionForm, type SectionProps } from '../components/section-form';
import { choices } from '../../../lib/choices';

const options: Array<{ value: PaymentOption; label: string }> = choices({ FULL_PAYMENT_ONLINE: 'Full payment online', FULL_PAYMENT_OFFLINE: 'Full payment offline', DEPOSIT_ONLINE: 'Deposit online', MEMBERSHIP: 'Membership', MEMBERSHIP_OFFLINE: 'Membership, offline', MANUAL: 'Manual' });

export function PaymentSection(props: SectionProps<PaymentSettings>) {
  return (
    <SectionForm {...props} title="Payment" description="Every payment is a test payment: choose how the test provider answers.">
      {(draft, setDraft, field) => (
        <>
          <ChoiceField label="Test payments are" choices={{ APPROVED: 'Approved: orders are paid at once', PENDING: 'Pending: orders are paid later, offline' }} {...field.choice('testOutcome')} />
          <ChoiceField
            label="Shoppers check out on"
            choices={{ STOREFRONT: 'The store’s own checkout page', HOSTED: 'The platform’s hosted checkout page' }}
            value={draft.checkoutPage ?? 'STOREFRONT'}
            onChoose={(choice) => setDraft({ ...draft, checkoutPage: choice })}
          />
          <fieldset>
            <legend>Blocked payment options</legend>
            {options.map((option) => (
              <CheckboxField
                key={option.value}
                label={option.label}
                checked={draft.blockedPaymentOptions.includes(option.value)}
                onChange={(e) =>
                  setDraft({
                    ...draft,
                    blockedPaymentOptions: e.target.checked ? [...draft.blockedPaymentOptions, option.value] : draft.blockedPaymentOptions.filter((blocked) => blocked !== option.value),
                  })
                }
              />
            ))}
          </fieldset>
        </>
      )}
    </SectionForm>
  );
}

import type { PaymentOption, PaymentSettings } from '@vitrine/sdk/modules/store-settings';
import { CheckboxField, SelectField } from '../../../components/ui/field';
import { SectionForm, type SectionProps } from '../components/section-form';

const options: Array<{ value: PaymentOption; label: string }> = [
  { value: 'FULL_PAYMENT_ONLINE', label: 'Full payment online' },
  { value: 'FULL_PAYMENT_OFFLINE', label: 'Full payment offline' },
  { value: 'DEPOSIT_ONLINE', label: 'Deposit online' },
  { value: 'MEMBERSHIP', label: 'Membership' },
  { value: 'MEMBERSHIP_OFFLINE', label: 'Membership, offline' },
  { value: 'MANUAL', label: 'Manual' },
];

export function PaymentSection({ value, save, reload }: SectionProps<PaymentSettings>) {
  return (
    <SectionForm title="Payment" description="Every payment is a test payment: choose how the test provider answers." initial={value} save={save} reload={reload}>
      {(draft, setDraft) => (
        <>
          <SelectField
            label="Test payments are"
            options={[
              { value: 'APPROVED', label: 'Approved: orders are paid at once' },
              { value: 'PENDING', label: 'Pending: orders are paid later, offline' },
            ]}
            value={draft.testOutcome}
            onChange={(e) => setDraft({ ...draft, testOutcome: e.target.value as PaymentSettings['testOutcome'] })}
          />
          <SelectField
            label="Shoppers check out on"
            options={[
              { value: 'STOREFRONT', label: 'The store’s own checkout page' },
              { value: 'HOSTED', label: 'The platform’s hosted checkout page' },
            ]}
            value={draft.checkoutPage ?? 'STOREFRONT'}
            onChange={(e) => setDraft({ ...draft, checkoutPage: e.target.value as NonNullable<PaymentSettings['checkoutPage']> })}
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

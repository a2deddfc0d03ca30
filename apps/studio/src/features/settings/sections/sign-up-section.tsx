import type { SignUpPolicy } from '@vitrine/sdk/modules/members-admin';
import { CheckboxField, SelectField } from '../../../components/ui/field';
import { SectionForm, type SectionProps } from '../components/section-form';

export function SignUpSection({ value, save, reload }: SectionProps<SignUpPolicy>) {
  return (
    <SectionForm title="Sign-up policy" description="What a shopper must do before a new account can sign in." initial={value} save={save} reload={reload}>
      {(draft, setDraft) => (
        <>
          <CheckboxField
            label="I approve each new member"
            hint="New members wait under Members until you approve them."
            checked={draft.requireOwnerApproval}
            onChange={(e) => setDraft({ ...draft, requireOwnerApproval: e.target.checked })}
          />
          <CheckboxField
            label="New members verify their e-mail"
            hint="A code is e-mailed at sign-up (see Mail when no mail server is set up)."
            checked={draft.requireEmailVerification}
            onChange={(e) => setDraft({ ...draft, requireEmailVerification: e.target.checked })}
          />
          <SelectField
            label="Captcha"
            options={[
              { value: 'NONE', label: 'None' },
              { value: 'INVISIBLE', label: 'Invisible' },
              { value: 'VISIBLE', label: 'Visible' },
            ]}
            value={draft.captcha}
            onChange={(e) => setDraft({ ...draft, captcha: e.target.value as SignUpPolicy['captcha'] })}
          />
        </>
      )}
    </SectionForm>
  );
}

import { CheckboxField, ChoiceField, TextField } from '../../../components/ui/field';
import type { SignUpPolicy } from '@vitrine/sdk/modules/members-admin';
import { useSignUpPolicySaver } from '../api/settings';
import { SectionForm } from '../components/section-form';

const siteKeyHint = 'The public key of your captcha account; leave empty to use the default key.';
const siteKeys = [
  { key: 'invisibleCaptchaSiteKey', label: 'Invisible captcha site key' },
  { key: 'visibleCaptchaSiteKey', label: 'Visible captcha site key' },
] as const;

/** The sign-up policy as read; a save made by someone else since is reported, not undone. */
export function SignUpSection({ value }: { value: SignUpPolicy }) {
  const saver = useSignUpPolicySaver(value);
  return (
    <SectionForm {...saver} value={value} title="Sign-up policy" description="What a shopper must do before a new account can sign in.">
      {(draft, setDraft, field) => (
        <>
          <CheckboxField label="I approve each new member" hint="New members wait under Members until you approve them." {...field.checkbox('requireOwnerApproval')} />
          <CheckboxField label="New members verify their e-mail" hint="A code is e-mailed at sign-up (see Mail when no mail server is set up)." {...field.checkbox('requireEmailVerification')} />
          {value.captchaProvider === 'local' ? <CaptchaOff testBoxOn={draft.captcha !== 'NONE'} /> : <CaptchaChoice draft={draft} setDraft={setDraft} />}
        </>
      )}
    </SectionForm>
  );
}

/**
 * Without a captcha service the platform can only show its local test box, which any script ticks:
 * offering "Captcha: Visible" there would promise protection that does not exist.
 */
function CaptchaOff({ testBoxOn }: { testBoxOn: boolean }) {
  return (
    <div className="field">
      <strong>Captcha</strong>
      <p className="field-hint" role="note">
        Off: this platform has no captcha service. Start it with <code>--captcha-provider recaptcha</code>, <code>hcaptcha</code> or{' '}
        <code>turnstile</code> and the service's secret key in <code>VITRINE_CAPTCHA_SECRET</code> to ask for one at sign-up and sign-in.
        {testBoxOn && ' Sign-in pages show a local test box meanwhile; it stops no robot.'}
      </p>
    </div>
  );
}

function CaptchaChoice({ draft, setDraft }: { draft: SignUpPolicy; setDraft: (next: SignUpPolicy) => void }) {
  return (
    <>
      <ChoiceField
        label="Captcha"
        choices={{ NONE: 'None', INVISIBLE: 'Invisible', VISIBLE: 'Visible' }}
        value={draft.captcha}
        onChoose={(choice) => setDraft({ ...draft, captcha: choice })}
      />
      {/* Both keys stay editable while captcha is on: the store can switch between the widgets without losing either key. */}
      {draft.captcha !== 'NONE' && (
        <div className="grid-2">
          {siteKeys.map(({ key, label }) => (
            <TextField key={key} label={label} hint={siteKeyHint} maxLength={200} value={draft[key] ?? ''} onChange={(e) => setDraft({ ...draft, [key]: e.target.value.trim() })} />
          ))}
        </div>
      )}
    </>
  );
}

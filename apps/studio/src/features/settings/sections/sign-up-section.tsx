import { CheckboxField, ChoiceField, TextField } from '../../../components/ui/field';
import type { SignUpPolicy } from '@vitrine/sdk/modules/members-admin';
import { useSignUpPolicySaver } from '../api/settings';
import { SectionForm } from '../components/section-form';

const siteKeyHint = 'The public key of your captcha account; leave empty to use the default key.';

/** The sign-up policy as read; a save made by someone else since is reported, not undone. */
export function SignUpSection({ value }: { value: SignUpPolicy }) {
  const { save, reload } = useSignUpPolicySaver(value);
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
          <TextField
            label="Invisible captcha site key"
            hint={siteKeyHint}
            maxLength={200}
            value={draft.invisibleCaptchaSiteKey ?? ''}
            onChange={(e) => setDraft({ ...draft, invisibleCaptchaSiteKey: e.target.value.trim() })}
          />
          <TextField
            label="Visible captcha site key"
            hint={siteKeyHint}
            maxLength={200}
            value={draft.visibleCaptchaSiteKey ?? ''}
            onChange={(e) => setDraft({ ...draft, visibleCaptchaSiteKey: e.target.value.trim() })}
          />
        </div>
      )}
    </>
  );
}

/**
 * The development captcha: the platform's local verifier accepts the token this box yields. It is
 * shown only after the platform asked for a captcha.
 */
export function CaptchaCheck({ checked, onChange, disabled }: { checked: boolean; onChange: (checked: boolean) => void; disabled?: boolean }) {
  return (
    <div className="field checkbox-field">
      <input id="captcha-check" type="checkbox" checked={checked} disabled={disabled} onChange={(event) => onChange(event.target.checked)} />
      <label htmlFor="captcha-check">I am not a robot</label>
    </div>
  );
}

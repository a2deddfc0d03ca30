/**
 * The development visible captcha: the platform's local verifier accepts the token this box
 * yields. It is shown where the site asks for the visible captcha, or after the platform refused
 * the invisible one.
 */
export function CaptchaCheck({ checked, onChange, disabled }: { checked: boolean; onChange: (checked: boolean) => void; disabled?: boolean }) {
  return (
    <div className="field checkbox-field">
      <input id="captcha-check" type="checkbox" checked={checked} disabled={disabled} onChange={(event) => onChange(event.target.checked)} />
      <label htmlFor="captcha-check">I am not a robot</label>
    </div>
  );
}

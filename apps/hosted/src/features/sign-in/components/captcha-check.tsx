import { localCaptchaToken } from '../utils/captcha';

/**
 * The development visible captcha: the platform's local verifier accepts the token this box
 * yields. It is shown where the site asks for the visible captcha, or after the platform refused
 * the invisible one, when no captcha service is configured.
 */
export function CaptchaCheck({ token, onToken, disabled }: { token: string | undefined; onToken: (token: string | undefined) => void; disabled?: boolean }) {
  return (
    <div className="field checkbox-field">
      <input id="captcha-check" type="checkbox" checked={token !== undefined} disabled={disabled} onChange={(event) => onToken(event.target.checked ? localCaptchaToken : undefined)} />
      <label htmlFor="captcha-check">I am not a robot</label>
    </div>
  );
}

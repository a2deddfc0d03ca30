import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { FormError } from '@vitrine/app-kit/form-error';
import { TextField } from '@vitrine/app-kit/text-field';
import { PasswordField } from '../../../components/ui/password-field';
import { paths } from '../../../config/paths';
import type { SignInFlow } from '../hooks/use-sign-in-flow';
import { CaptchaCheck } from './captcha-check';
import { ServiceCaptcha } from './service-captcha';

/** E-mail and password: sign in, or (mode `register`) create an account with an optional name. */
export function CredentialsForm({
  flow,
  mode,
  redirectSessionId,
  initialEmail = '',
}: {
  flow: SignInFlow;
  mode: 'login' | 'register';
  redirectSessionId: string;
  initialEmail?: string;
}) {
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [captchaToken, setCaptchaToken] = useState<string>();
  const registering = mode === 'register';

  function submit(event: FormEvent) {
    event.preventDefault();
    if (registering) {
      const profile = firstName || lastName ? { ...(firstName ? { firstName } : {}), ...(lastName ? { lastName } : {}) } : undefined;
      flow.register({ email: email.trim(), password, captchaToken, profile });
    } else {
      flow.login({ email: email.trim(), password, captchaToken });
    }
  }

  return (
    <form onSubmit={submit} noValidate={false} aria-label={registering ? 'Create an account' : 'Sign in'}>
      <FormError message={flow.error} />
      {registering ? (
        <div className="field-row">
          <TextField label="First name" name="firstName" autoComplete="given-name" value={firstName} onChange={(e) => setFirstName(e.target.value)} />
          <TextField label="Last name" name="lastName" autoComplete="family-name" value={lastName} onChange={(e) => setLastName(e.target.value)} />
        </div>
      ) : null}
      <TextField
        label="E-mail"
        name="email"
        type="email"
        autoComplete={registering ? 'email' : 'username'}
        required
        autoFocus={!initialEmail}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <PasswordField
        label="Password"
        name="password"
        purpose={registering ? 'new' : 'current'}
        autoFocus={Boolean(initialEmail)}
        value={password}
        onValue={setPassword}
      />
      {flow.captchaRequired && flow.captchaWidget === 'local' ? <CaptchaCheck token={captchaToken} onToken={setCaptchaToken} disabled={flow.pending} /> : null}
      {flow.captchaRequired && flow.captchaWidget !== 'local' ? <ServiceCaptcha service={flow.captchaWidget} siteKey={flow.captchaSiteKey} onToken={setCaptchaToken} /> : null}
      <button type="submit" className="button" disabled={flow.pending}>
        {flow.pending ? (registering ? 'Creating account…' : 'Signing in…') : registering ? 'Create account' : 'Sign in'}
      </button>
      <p className="form-links">
        {registering ? (
          <>
            Already have an account? <Link to={paths.login.href(redirectSessionId)}>Sign in</Link>
          </>
        ) : (
          <>
            <Link to={paths.resetPassword.href({ redirectSessionId })}>Forgot password?</Link>
            {' · '}
            New here? <Link to={paths.login.href(redirectSessionId, 'register')}>Create an account</Link>
          </>
        )}
      </p>
    </form>
  );
}

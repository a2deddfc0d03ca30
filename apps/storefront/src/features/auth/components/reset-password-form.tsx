import { errorMessage, useSendPasswordResetMutation } from '@vitrine/react';
import { useState, type FormEvent } from 'react';
import { Link } from '../../../lib/routing';
import { ScriptFields } from '../../../components/ui/script-fields';
import { TextField } from '../../../components/ui/text-field';
import { signInPageHref } from '../utils/return-to';

/**
 * Asks for a reset e-mail. The link in it opens the platform's hosted page to choose the new
 * password, which then returns the member to the store's sign-in page, and that to `returnTo`.
 */
export function ResetPasswordForm({ returnTo }: { returnTo: string }) {
  const signIn = signInPageHref('signIn', returnTo);
  const [email, setEmail] = useState('');
  const send = useSendPasswordResetMutation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send.mutate({ email: email.trim(), redirectUri: `${location.origin}${signIn}` });
  };
  if (send.isSuccess) {
    return (
      <div className="form-narrow">
        <h1>Check your e-mail</h1>
        <p role="status">If {email} belongs to an account, a link to choose a new password is on its way.</p>
        <p>
          <Link to={signIn}>Back to sign in</Link>
        </p>
      </div>
    );
  }
  return (
    <form onSubmit={submit} aria-labelledby="reset-title" className="form-narrow">
      <h1 id="reset-title">Forgot your password?</h1>
      <p>Enter your e-mail and we will send you a link to choose a new one.</p>
      {send.error ? (
        <p className="form-error" role="alert">
          {errorMessage(send.error)}
        </p>
      ) : null}
      <ScriptFields>
        <TextField label="E-mail" type="email" autoComplete="email" required value={email} onChange={(event) => setEmail(event.target.value)} />
        <button type="submit" className="button" disabled={send.isPending}>
          Send the link
        </button>
      </ScriptFields>
    </form>
  );
}

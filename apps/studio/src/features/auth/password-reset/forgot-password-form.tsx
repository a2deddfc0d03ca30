import { errorMessage } from '@vitrine/react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { Notice } from '../../../components/ui/notice';
import { useRequestPasswordReset } from '../api/password-reset';

/** Asks for a reset link. The page never says whether the address is the owner's. */
export function ForgotPasswordForm({ signInHref }: { signInHref: string }) {
  const request = useRequestPasswordReset();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(email.trim() ? undefined : 'Enter your e-mail address');
    if (email.trim()) request.mutate(email.trim());
  };

  return (
    <main className="sign-in" id="main">
      <h1>Reset your password</h1>
      <form className="panel" onSubmit={submit} noValidate aria-label="Reset password">
        {request.isError && <Notice tone="error">{errorMessage(request.error)}</Notice>}
        {request.isSuccess ? (
          <Notice tone="success">
            If {email.trim()} is the address of this site’s owner, a link to choose a new password is on its way. It works once, for an hour.
            Without an e-mail server set up, the platform prints the message in its terminal, where it printed the first password.
          </Notice>
        ) : (
          <>
            <TextField label="E-mail" type="email" autoComplete="username" value={email} error={error} onChange={(e) => setEmail(e.target.value)} />
            <Button type="submit" variant="primary" busy={request.isPending}>
              Send reset link
            </Button>
          </>
        )}
      </form>
      <p>
        <Link to={signInHref}>Back to sign-in</Link>
      </p>
    </main>
  );
}

import { errorCode, errorMessage, errorStatus } from '@vitrine/react';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { Notice } from '../../../components/ui/notice';
import { useCheckedForm } from '../../../lib/checked-form';
import { useSignIn } from '../api/session';

function describe(error: unknown): string {
  if (errorCode(error) === 'INVALID_CREDENTIALS') return 'Wrong email or password.';
  if (errorStatus(error) === 429) return 'Too many attempts. Wait a few minutes, then try again.';
  return errorMessage(error);
}

const checkCredentials = ({ email, password }: { email: string; password: string }) => ({ email: email.trim() ? undefined : 'Enter your e-mail address', password: password ? undefined : 'Enter your password' });

/** The owner's sign-in: e-mail and password of the site's owner account. */
export function SignInForm({ siteName, forgotHref, onSignedIn }: { siteName: string; forgotHref: string; onSignedIn(): void }) {
  const signIn = useSignIn();
  const form = useCheckedForm({ email: '', password: '' }, checkCredentials);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (form.check()) signIn.mutate({ email: form.values.email.trim(), password: form.values.password }, { onSuccess: onSignedIn });
  };

  return (
    <main className="sign-in" id="main">
      <h1>Sign in to the studio</h1>
      <p className="field-hint">Manage {siteName}: products, orders, members and settings.</p>
      <form className="panel" onSubmit={submit} noValidate aria-label="Sign in">
        {signIn.isError && <Notice tone="error">{describe(signIn.error)}</Notice>}
        <TextField label="E-mail" type="email" autoComplete="username" {...form.field.text('email')} />
        <TextField label="Password" type="password" autoComplete="current-password" {...form.field.text('password')} />
        <Button type="submit" variant="primary" busy={signIn.isPending}>
          Sign in
        </Button>
      </form>
      <p>
        <Link to={forgotHref}>Forgot password?</Link>
      </p>
      <p className="field-hint">The owner account is created when the platform first starts; <code>npm start</code> prints its e-mail and password.</p>
    </main>
  );
}

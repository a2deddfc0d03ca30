import { errorCode, errorMessage, errorStatus } from '@vitrine/react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { Notice } from '../../../components/ui/notice';
import { useSignIn } from '../api/session';

function describe(error: unknown): string {
  if (errorCode(error) === 'INVALID_CREDENTIALS') return 'Wrong email or password.';
  if (errorStatus(error) === 429) return 'Too many attempts. Wait a few minutes, then try again.';
  return errorMessage(error);
}

/** The owner's sign-in: e-mail and password of the site's owner account. */
export function SignInForm({ siteName, forgotHref, onSignedIn }: { siteName: string; forgotHref: string; onSignedIn(): void }) {
  const signIn = useSignIn();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = { email: email.trim() ? undefined : 'Enter your e-mail address', password: password ? undefined : 'Enter your password' };
    setErrors(found);
    if (found.email || found.password) return;
    signIn.mutate({ email: email.trim(), password }, { onSuccess: onSignedIn });
  };

  return (
    <main className="sign-in" id="main">
      <h1>Sign in to the studio</h1>
      <p className="field-hint">Manage {siteName}: products, orders, members and settings.</p>
      <form className="panel" onSubmit={submit} noValidate aria-label="Sign in">
        {signIn.isError && <Notice tone="error">{describe(signIn.error)}</Notice>}
        <TextField label="E-mail" type="email" autoComplete="username" value={email} error={errors.email} onChange={(e) => setEmail(e.target.value)} />
        <TextField label="Password" type="password" autoComplete="current-password" value={password} error={errors.password} onChange={(e) => setPassword(e.target.value)} />
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

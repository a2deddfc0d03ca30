import { errorMessage, useSignInMutation, useVitrineClient } from '@vitrine/react';
import { useState, type FormEvent } from 'react';
import { FormError } from '@vitrine/app-kit/form-error';
import { Link } from '../../../lib/routing';
import { ScriptFields } from '../../../components/ui/script-fields';
import { TextField } from '../../../components/ui/text-field';
import type { StoreClient } from '../../../lib/sdk';
import { useFinishSignIn } from '../hooks/use-finish-sign-in';
import { loginFailure } from '../utils/login-messages';
import { startRedirectSignIn } from '../utils/redirect-sign-in';
import { signInPageHref } from '../utils/return-to';

/** E-mail and password on the store's own page, or the platform's hosted sign-in page. */
export function SignInForm({ returnTo }: { returnTo: string }) {
  const client = useVitrineClient<StoreClient>();
  const [form, setForm] = useState({ email: '', password: '' });
  const [redirectError, setRedirectError] = useState<string>();
  const signIn = useSignInMutation({ onSuccess: useFinishSignIn(returnTo) });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    signIn.mutate({ email: form.email.trim(), password: form.password });
  };
  return (
    <div className="form-narrow">
      <form onSubmit={submit} aria-labelledby="sign-in-title">
        <h1 id="sign-in-title">Sign in</h1>
        <FormError message={loginFailure(signIn.error, signIn.data)} />
        <ScriptFields>
          <TextField label="E-mail" type="email" autoComplete="email" required value={form.email} onChange={(event) => setForm({ ...form, email: event.target.value })} />
          <TextField label="Password" type="password" autoComplete="current-password" required value={form.password} onChange={(event) => setForm({ ...form, password: event.target.value })} />
          <button type="submit" className="button" disabled={signIn.isPending}>
            {signIn.isPending ? 'Signing in…' : 'Sign in'}
          </button>
        </ScriptFields>
      </form>
      <p>
        <Link to={signInPageHref('resetPassword', returnTo)}>Forgot your password?</Link> · <Link to={signInPageHref('register', returnTo)}>Create an account</Link>
      </p>
      <p>
        <button
          type="button"
          className="button secondary"
          onClick={() => startRedirectSignIn(client.auth, returnTo).catch((error: unknown) => setRedirectError(errorMessage(error)))}
        >
          Sign in on the secure sign-in page
        </button>
      </p>
      <FormError message={redirectError} />
    </div>
  );
}

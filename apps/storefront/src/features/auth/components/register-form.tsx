import { useRegisterMutation } from '@vitrine/react';
import { useState, type FormEvent } from 'react';
import { FormError } from '@vitrine/app-kit/form-error';
import { Link } from '../../../lib/routing';
import { ScriptFields } from '../../../components/ui/script-fields';
import { TextField } from '../../../components/ui/text-field';
import { useFinishSignIn } from '../hooks/use-finish-sign-in';
import { loginFailure, loginMessage } from '../utils/login-messages';
import { signInPageHref } from '../utils/return-to';

export function RegisterForm({ returnTo }: { returnTo: string }) {
  const [form, setForm] = useState({ firstName: '', lastName: '', email: '', password: '' });
  const register = useRegisterMutation({ onSuccess: useFinishSignIn(returnTo) });
  const result = register.data;
  const set = (key: keyof typeof form) => (event: { target: { value: string } }) => setForm((current) => ({ ...current, [key]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    register.mutate({ email: form.email.trim(), password: form.password, profile: { firstName: form.firstName.trim(), lastName: form.lastName.trim() } });
  };
  if (result?.loginState === 'OWNER_APPROVAL_REQUIRED') {
    return (
      <p className="notice" role="status">
        {loginMessage(result)}
      </p>
    );
  }
  return (
    <div className="form-narrow">
      <form onSubmit={submit} aria-labelledby="register-title">
        <h1 id="register-title">Create an account</h1>
        <FormError message={loginFailure(register.error, result)} />
        <ScriptFields>
          <div className="grid-2">
            <TextField label="First name" autoComplete="given-name" value={form.firstName} onChange={set('firstName')} />
            <TextField label="Last name" autoComplete="family-name" value={form.lastName} onChange={set('lastName')} />
          </div>
          <TextField label="E-mail" type="email" autoComplete="email" required value={form.email} onChange={set('email')} />
          <TextField label="Password" type="password" autoComplete="new-password" required minLength={8} hint="At least 8 characters." value={form.password} onChange={set('password')} />
          <button type="submit" className="button" disabled={register.isPending}>
            {register.isPending ? 'Creating your account…' : 'Create account'}
          </button>
        </ScriptFields>
      </form>
      <p>
        Already have an account? <Link to={signInPageHref('signIn', returnTo)}>Sign in</Link>
      </p>
    </div>
  );
}

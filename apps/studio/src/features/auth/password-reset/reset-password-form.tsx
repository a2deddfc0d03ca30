import { errorCode, errorMessage } from '@vitrine/react';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { Notice } from '../../../components/ui/notice';
import { useCheckedForm } from '../../../lib/checked-form';
import { useResetPassword } from '../api/password-reset';

const minLength = 6;

const checkNewPassword = ({ password, repeat }: { password: string; repeat: string }) => ({
  password: password.length >= minLength ? undefined : `Use at least ${minLength} characters`,
  repeat: repeat === password ? undefined : 'The two passwords differ',
});

/** The page the reset e-mail links to: a new password, twice; saving it signs the owner in. */
export function ResetPasswordForm({ token, forgotHref, onSignedIn }: { token: string; forgotHref: string; onSignedIn(): void }) {
  const reset = useResetPassword();
  const form = useCheckedForm({ password: '', repeat: '' }, checkNewPassword);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (form.check()) reset.mutate({ token, password: form.values.password }, { onSuccess: onSignedIn });
  };

  if (!token) {
    return (
      <main className="sign-in" id="main">
        <h1>Choose a new password</h1>
        <Notice tone="error">This link has no reset token. Open the link from the e-mail again, or ask for a new one.</Notice>
        <Link to={forgotHref}>Ask for a new link</Link>
      </main>
    );
  }

  return (
    <main className="sign-in" id="main">
      <h1>Choose a new password</h1>
      <form className="panel" onSubmit={submit} noValidate aria-label="Choose a new password">
        {reset.isError && (
          <Notice tone="error">
            {errorCode(reset.error) === 'INVALID_RECOVERY_TOKEN' ? 'This link is used or expired.' : errorMessage(reset.error)}{' '}
            <Link to={forgotHref}>Ask for a new link</Link>
          </Notice>
        )}
        <TextField label="New password" type="password" autoComplete="new-password" {...form.field.text('password')} />
        <TextField label="Repeat the new password" type="password" autoComplete="new-password" {...form.field.text('repeat')} />
        <Button type="submit" variant="primary" busy={reset.isPending}>
          Save password and sign in
        </Button>
      </form>
      <p className="field-hint">Every other session of this account ends.</p>
    </main>
  );
}

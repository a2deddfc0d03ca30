import { useState, type FormEvent } from 'react';
import { FormError } from '@vitrine/app-kit/form-error';
import { Notice } from '../../../components/ui/notice';
import { TextField } from '@vitrine/app-kit/text-field';
import type { SignInFlow } from '../hooks/use-sign-in-flow';

/** The six-digit code the platform e-mailed; a new one can be asked for. */
export function VerificationStep({ flow, email }: { flow: SignInFlow; email: string }) {
  const [code, setCode] = useState('');
  function submit(event: FormEvent) {
    event.preventDefault();
    flow.verify(code.trim());
  }
  return (
    <form onSubmit={submit} aria-label="Verify your e-mail">
      <h2>Check your e-mail</h2>
      <p>We sent a 6-digit code to {email}. Enter it to finish signing in.</p>
      <FormError message={flow.error} />
      {flow.notice ? <Notice>{flow.notice}</Notice> : null}
      <TextField
        label="Verification code"
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]{6}"
        maxLength={6}
        required
        autoFocus
        value={code}
        onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
      />
      <div className="actions">
        <button type="submit" className="button" disabled={flow.pending}>
          {flow.pending ? 'Checking…' : 'Verify'}
        </button>
        <button type="button" className="button secondary" onClick={flow.resend} disabled={flow.pending}>
          Send a new code
        </button>
      </div>
    </form>
  );
}

import { useMutation } from '@tanstack/react-query';
import { errorMessage } from '@vitrine/react';
import { useState, type FormEvent } from 'react';
import { FormError } from '@vitrine/app-kit/form-error';
import { Notice } from '../../../components/ui/notice';
import { TextField } from '@vitrine/app-kit/text-field';
import { useSignInClient } from '../../../lib/redirect-session';

/**
 * Asks the platform to e-mail a reset link. The answer is the same whether or not the address is a
 * member's. Asked from a hosted sign-in (`signInId`, its redirect session), the link carries that
 * sign-in, so choosing the new password also finishes it.
 */
export function ForgotPasswordForm({ clientId, signInId }: { clientId?: string; signInId?: string }) {
  const client = useSignInClient(clientId);
  const [email, setEmail] = useState('');
  const send = useMutation({
    mutationFn: (address: string) => client.recovery.sendRecoveryEmail({ email: address, ...(signInId ? { redirectSessionId: signInId } : {}) }),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    send.mutate(email.trim());
  }

  if (send.isSuccess) {
    return <Notice>If an account exists for {send.variables}, we sent it a link to choose a new password. The link works for one hour.</Notice>;
  }
  return (
    <form onSubmit={submit} aria-label="Reset your password">
      <p>Enter your account’s e-mail. We will send you a link to choose a new password.</p>
      <FormError message={send.error ? errorMessage(send.error) : undefined} />
      <TextField label="E-mail" name="email" type="email" autoComplete="email" required autoFocus value={email} onChange={(event) => setEmail(event.target.value)} />
      <button type="submit" className="button" disabled={send.isPending}>
        {send.isPending ? 'Sending…' : 'Send reset link'}
      </button>
    </form>
  );
}

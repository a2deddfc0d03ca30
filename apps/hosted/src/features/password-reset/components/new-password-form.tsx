import { useMutation } from '@tanstack/react-query';
import { errorMessage } from '@vitrine/react';
import { useState, type FormEvent } from 'react';
import { Loading } from '@vitrine/app-kit/states';
import { FormError } from '@vitrine/app-kit/form-error';
import { Notice } from '../../../components/ui/notice';
import { PasswordField } from '../../../components/ui/password-field';
import { useSignInClient, type RedirectSessionView } from '../../../lib/redirect-session';

/**
 * Only plain web pages may be offered as "continue": the link's `redirectUrl` was checked by the
 * platform when it sent the e-mail, but the query string itself is not signed, so it is shown as a
 * link with its host, never followed by itself.
 */
function continueTarget(redirectUrl: string | undefined): URL | undefined {
  if (!redirectUrl) return undefined;
  try {
    const url = new URL(redirectUrl);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Sets a new password with the token of a reset or activation e-mail. With `signIn` (the open
 * sign-in the link was asked from) the new password signs the member in and hands code and state
 * back to the app that asked; the sign-in answers what to tell the person then.
 */
export function NewPasswordForm({
  recoveryToken,
  redirectUrl,
  signIn,
  finishSignIn,
}: {
  recoveryToken: string;
  redirectUrl?: string;
  signIn?: RedirectSessionView;
  /** The sign-in feature's hand-back, passed in by the route (features never import each other). */
  finishSignIn?(sessionToken: string, email: string): Promise<string>;
}) {
  const client = useSignInClient(signIn?.clientId);
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const recover = useMutation({
    mutationFn: async (newPassword: string) => {
      const result = await client.recovery.recover({ recoveryToken, password: newPassword });
      const signedIn = result.state === 'SUCCESS' && result.sessionToken && signIn && finishSignIn;
      return { result, finished: signedIn ? await finishSignIn(result.sessionToken!, result.identity?.email.address ?? '') : undefined };
    },
  });
  const target = continueTarget(redirectUrl);

  function submit(event: FormEvent) {
    event.preventDefault();
    const differs = password !== repeat;
    setMismatch(differs);
    if (!differs) recover.mutate(password);
  }

  if (recover.isSuccess && recover.data.finished) {
    return recover.data.finished.endsWith('…') ? <Loading label={recover.data.finished} /> : <Notice>{recover.data.finished}</Notice>;
  }
  if (recover.isSuccess) {
    return (
      <>
        <Notice>
          {recover.data.result.state === 'REQUIRE_OWNER_APPROVAL'
            ? 'Your password is set. You can sign in once the store has approved your account.'
            : 'Your password is changed. Sign in with it from now on.'}
        </Notice>
        {target ? (
          <p>
            <a className="button" href={target.toString()}>
              Continue to {target.host}
            </a>
          </p>
        ) : null}
      </>
    );
  }
  return (
    <form onSubmit={submit} aria-label="Choose a new password">
      <FormError message={recover.error ? errorMessage(recover.error) : undefined} />
      <PasswordField label="New password" name="password" purpose="new" autoFocus value={password} onValue={setPassword} />
      <PasswordField
        label="Repeat the new password"
        name="repeat"
        purpose="repeat"
        error={mismatch ? 'The two passwords differ.' : undefined}
        value={repeat}
        onValue={setRepeat}
      />
      <button type="submit" className="button" disabled={recover.isPending}>
        {recover.isPending ? 'Saving…' : 'Save new password'}
      </button>
    </form>
  );
}

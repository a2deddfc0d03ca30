import { errorMessage, useResendCodeMutation, useVerifyEmailMutation } from '@vitrine/react';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from '../../../lib/routing';
import { TextField } from '../../../components/ui/text-field';
import { loginMessage } from '../utils/login-messages';
import { clearPendingSignIn, readPendingSignIn, savePendingSignIn } from '../utils/pending-sign-in';
import { signInPageHref } from '../utils/return-to';

/**
 * The code e-mailed to a new member (or one signing in before verifying). `returnTo`, the page's
 * own, is where it goes after when no sign-in is waiting in this tab.
 */
export function VerifyForm({ returnTo }: { returnTo: string }) {
  const navigate = useNavigate();
  const [pending] = useState(readPendingSignIn);
  const [code, setCode] = useState('');
  const verify = useVerifyEmailMutation({
    onSuccess: (result) => {
      if (result.loginState === 'SUCCESS') {
        clearPendingSignIn();
        navigate(pending?.returnTo ?? returnTo, { replace: true });
      } else if (pending) savePendingSignIn(result, pending.returnTo);
    },
  });
  const resend = useResendCodeMutation();
  if (!pending) {
    return (
      <div className="state">
        <h1>Nothing to verify</h1>
        <p>
          <Link to={signInPageHref('signIn', returnTo)}>Sign in</Link> or <Link to={signInPageHref('register', returnTo)}>create an account</Link> first.
        </p>
      </div>
    );
  }
  const result = verify.data;
  const failure = verify.error ? errorMessage(verify.error) : result && result.loginState !== 'SUCCESS' ? (result.loginState === 'EMAIL_VERIFICATION_REQUIRED' ? 'That code is not right. Check the e-mail and try again.' : loginMessage(result)) : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    verify.mutate({ code: code.trim(), state: result ?? pending.result });
  };
  return (
    <form onSubmit={submit} aria-labelledby="verify-title" className="form-narrow">
      <h1 id="verify-title">Check your e-mail</h1>
      <p>We sent a code to your e-mail address. Enter it to finish.</p>
      {failure ? (
        <p className="form-error" role="alert">
          {failure}
        </p>
      ) : null}
      <TextField label="Code" inputMode="numeric" autoComplete="one-time-code" required value={code} onChange={(event) => setCode(event.target.value)} />
      <button type="submit" className="button" disabled={verify.isPending}>
        {verify.isPending ? 'Checking…' : 'Verify'}
      </button>{' '}
      <button type="button" className="button link" disabled={resend.isPending} onClick={() => resend.mutate(result ?? pending.result)}>
        Send a new code
      </button>
      {resend.isSuccess ? <p role="status">A new code is on its way.</p> : null}
    </form>
  );
}

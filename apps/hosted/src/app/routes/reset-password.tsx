import { Link, useSearchParams } from 'react-router';
import { HostedPage } from '../../components/layout/hosted-page';
import { Loading } from '@vitrine/app-kit/states';
import { paths } from '../../config/paths';
import { ForgotPasswordForm } from '../../features/password-reset/components/forgot-password-form';
import { NewPasswordForm } from '../../features/password-reset/components/new-password-form';
import { isOpenSignIn, useFinishSignIn } from '../../features/sign-in/hooks/use-finish-sign-in';
import { useRedirectSession } from '../../lib/redirect-session';

/**
 * `/hosted/reset-password?recoveryToken=…[&redirectUrl=…][&redirectSessionId=…]`: the link of reset
 * and activation e-mails. A link asked for from a hosted sign-in names that sign-in's redirect
 * session, and the new password finishes it. Without a token (`?redirectSessionId=…` from the
 * sign-in page) the page asks for the e-mail to send a link to.
 */
export function Component() {
  const [search] = useSearchParams();
  const recoveryToken = search.get('recoveryToken');
  const { id: redirectSessionId, data: session, isPending } = useRedirectSession();
  const signIn = isOpenSignIn(session) ? session : undefined;
  const finisher = useFinishSignIn(signIn);
  // The sign-in this page belongs to must be known before the form is sent, or the link (or the
  // new password) would not finish it. An expired one (404) leaves a plain reset.
  const loadingSignIn = redirectSessionId !== '' && isPending;

  if (recoveryToken) {
    return (
      <HostedPage title="Choose a new password">
        {loadingSignIn ? (
          <Loading />
        ) : (
          <NewPasswordForm
            recoveryToken={recoveryToken}
            redirectUrl={search.get('redirectUrl') ?? undefined}
            signIn={signIn}
            finishSignIn={signIn ? finisher.finish : undefined}
          />
        )}
      </HostedPage>
    );
  }
  return (
    <HostedPage title="Forgot your password?">
      {loadingSignIn ? (
        <Loading />
      ) : (
        <ForgotPasswordForm clientId={session?.clientId} signInId={signIn?.id} />
      )}
      {redirectSessionId ? (
        <p className="form-links">
          <Link to={paths.login.href(redirectSessionId)}>Back to sign in</Link>
        </p>
      ) : null}
    </HostedPage>
  );
}

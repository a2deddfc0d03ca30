import { errorStatus } from '@vitrine/react';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { HostedPage } from '../../components/layout/hosted-page';
import { ErrorState, Loading } from '@vitrine/app-kit/states';
import { paths } from '../../config/paths';
import { SignInPanel } from '../../features/sign-in/components/sign-in-panel';
import { leavePage } from '../../lib/leave-page';
import { useRedirectSession } from '../../lib/redirect-session';

/** `/hosted/login?redirectSessionId=…[&mode=register]`: sign in or create an account for an app. */
export function Component() {
  const { id, data: session, isPending, error } = useRedirectSession();
  const [search] = useSearchParams();
  const mode = search.get('mode') === 'register' ? 'register' : 'login';
  const title = mode === 'register' ? 'Create an account' : 'Sign in';
  const silent = session?.prompt === 'none' && !session.completed;

  useEffect(() => {
    // prompt=none never shows a form: the authorization endpoint answers login_required to the app.
    if (silent) leavePage(paths.authorize.href(id));
  }, [silent, id]);

  let body;
  if (!id) body = <ErrorState title="No sign-in to continue" message="Open this page from the store or app you want to sign in to." />;
  else if (isPending) body = <Loading />;
  else if (error)
    body = (
      <ErrorState
        title={errorStatus(error) === 404 ? 'This sign-in link has expired' : 'Sign-in is not available'}
        message={errorStatus(error) === 404 ? 'Go back to the store or app and start signing in again.' : 'Please try again in a moment.'}
      />
    );
  else if (session.completed) body = <ErrorState title="This sign-in is already finished" message="Go back to the store or app; start again there if you need to." />;
  else if (session.kind !== 'auth' && session.kind !== 'login') body = <ErrorState title="This link is not a sign-in" />;
  else if (silent) body = <Loading label="Signing in…" />;
  else body = <SignInPanel key={mode} session={session} mode={mode} />;

  return <HostedPage title={title}>{body}</HostedPage>;
}

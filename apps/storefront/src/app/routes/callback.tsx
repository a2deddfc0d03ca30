import { errorMessage, useSessionChanged, useVitrineClient } from '@vitrine/react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from '../../lib/routing';
import { ErrorState, Loading } from '../../components/ui/states';
import { finishRedirectSignIn, redirectSignInReturn } from '../../features/auth/utils/redirect-sign-in';
import { safeReturnPath, signInPageHref } from '../../features/auth/utils/return-to';
import type { StoreClient } from '../../lib/sdk';
import { usePrivatePage } from '../../lib/private-page';

/** The OAuth redirect URI: the hosted sign-in page sends the member back here with code and state. */
export function Component() {
  usePrivatePage('Signing in');
  const client = useVitrineClient<StoreClient>();
  const sessionChanged = useSessionChanged();
  const navigate = useNavigate();
  // What went wrong, and the sign-in to try again from: one that still returns where this one was to.
  const [failure, setFailure] = useState<{ message: string; retry: string }>();
  // The code is single-use: StrictMode's second effect run must not exchange it again.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    finishRedirectSignIn(client.auth)
      .then(async (returnTo) => {
        await sessionChanged();
        navigate(safeReturnPath(returnTo), { replace: true });
      })
      .catch((error: unknown) => setFailure({ message: errorMessage(error), retry: signInPageHref('signIn', redirectSignInReturn()) }));
  }, [client, navigate, sessionChanged]);
  return (
    <main className="page">
      {failure ? (
        <>
          <ErrorState title="Signing in did not work" message={failure.message} />
          <p>
            <Link to={failure.retry}>Try again</Link>
          </p>
        </>
      ) : (
        <Loading label="Signing you in…" />
      )}
    </main>
  );
}

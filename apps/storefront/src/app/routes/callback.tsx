import { errorMessage, useSessionChanged, useVitrineClient } from '@vitrine/react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from '../../lib/routing';
import { ErrorState, Loading } from '../../components/ui/states';
import { paths } from '../../config/paths';
import { finishRedirectSignIn } from '../../features/auth/utils/redirect-sign-in';
import { safeReturnPath } from '../../features/auth/utils/return-to';
import type { StoreClient } from '../../lib/sdk';
import { usePrivatePage } from '../../lib/private-page';

/** The OAuth redirect URI: the hosted sign-in page sends the member back here with code and state. */
export function Component() {
  usePrivatePage('Signing in');
  const client = useVitrineClient<StoreClient>();
  const sessionChanged = useSessionChanged();
  const navigate = useNavigate();
  const [error, setError] = useState<string>();
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
      .catch((failure: unknown) => setError(errorMessage(failure)));
  }, [client, navigate, sessionChanged]);
  return (
    <main className="page">
      {error ? (
        <>
          <ErrorState title="Signing in did not work" message={error} />
          <p>
            <Link to={paths.signIn.href()}>Try again</Link>
          </p>
        </>
      ) : (
        <Loading label="Signing you in…" />
      )}
    </main>
  );
}

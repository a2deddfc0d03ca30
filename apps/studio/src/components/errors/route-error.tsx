import { errorMessage, errorStatus } from '@vitrine/react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';

/**
 * Every route's error boundary: a failing page shows what went wrong and a way on, never a blank
 * app. A 401 or 403 means the owner's session ended (revoked, expired): sign in again.
 */
export function RouteError({ signInHref, homeHref }: { signInHref: string; homeHref: string }) {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : errorStatus(error);
  if (status === 401 || status === 403) {
    return (
      <div className="state state-error" role="alert">
        <p className="state-title">Your session has ended</p>
        <p>Sign in again to go on.</p>
        <Link to={signInHref}>Sign in</Link>
      </div>
    );
  }
  return (
    <div className="state state-error" role="alert">
      <p className="state-title">{status === 404 ? 'This page does not exist' : 'Something went wrong'}</p>
      <p>{isRouteErrorResponse(error) ? error.statusText : errorMessage(error)}</p>
      <Link to={homeHref}>Back to the dashboard</Link>
    </div>
  );
}

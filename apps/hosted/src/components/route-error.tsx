import { errorMessage, errorStatus } from '@vitrine/react';
import { isRouteErrorResponse, useRouteError } from 'react-router';

/** Every route's error boundary: a failing page says why instead of blanking the app. */
export function RouteError() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : errorStatus(error);
  const message = status === 404 ? 'This page does not exist.' : isRouteErrorResponse(error) ? error.statusText : errorMessage(error);
  return (
    <main className="hosted-main" id="main">
      <div className="state state-error" role="alert">
        <h1>{status === 404 ? 'Not found' : 'Something went wrong'}</h1>
        <p>{message}</p>
      </div>
    </main>
  );
}

import { errorMessage, errorStatus } from '@vitrine/react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { paths } from '../config/paths';

/** Every route's error boundary: a page that failed says why and offers a way on. */
export function RouteError() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : errorStatus(error);
  const notFound = status === 404;
  return (
    <main className="page" id="main">
      <div className="state state-error" role="alert">
        <h1>{notFound ? 'Not found' : 'Something went wrong'}</h1>
        <p>{notFound ? 'This page does not exist, or is no longer for sale.' : isRouteErrorResponse(error) ? error.statusText : errorMessage(error)}</p>
        <p>
          <Link to={paths.home.href()}>Back to the store</Link>
        </p>
      </div>
    </main>
  );
}

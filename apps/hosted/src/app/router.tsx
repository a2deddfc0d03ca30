import { useState } from 'react';
import { createBrowserRouter, isRouteErrorResponse, useRouteError, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { paths } from '../config/paths';

/** Every route has this error boundary, so a failing page never blanks the whole app. */
function RouteError() {
  const error = useRouteError();
  return (
    <main>
      <h1>Something went wrong</h1>
      <p role="alert">{isRouteErrorResponse(error) ? error.statusText : error instanceof Error ? error.message : 'Unknown error'}</p>
    </main>
  );
}

const routes: RouteObject[] = [
  { path: paths.home.path, ErrorBoundary: RouteError, lazy: async () => ({ Component: (await import('./routes/home')).Component }) },
];

export function AppRouter() {
  // The app is mounted at hosted's base path; the router's paths are relative to it.
  const [router] = useState(() => createBrowserRouter(routes, { basename: '/hosted' }));
  return <RouterProvider router={router} />;
}

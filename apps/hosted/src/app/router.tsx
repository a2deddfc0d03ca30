import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { routeTable } from '@vitrine/app-kit/route-table';
import { RouteError } from '../components/route-error';
import { paths } from '../config/paths';

type RouteModule = { Component: React.ComponentType };

/** Every route is lazy and has the error boundary, so a failing page never blanks the whole app. */
const route = (path: string, load: () => Promise<RouteModule>): RouteObject => ({
  path,
  ErrorBoundary: RouteError,
  lazy: async () => ({ Component: (await load()).Component }),
});

const routes: RouteObject[] = [
  // Each page of `paths` loads `routes/<its name>.tsx`.
  ...routeTable(paths, import.meta.glob<RouteModule>('./routes/*.tsx'), route),
  route('*', () => import('./routes/not-found')),
];

// The app is mounted at the platform's `/hosted`; the router's paths are relative to it.
const router = createBrowserRouter(routes, { basename: '/hosted' });

export function AppRouter() {
  return <RouterProvider router={router} />;
}

import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
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
  route(paths.home.path, () => import('./routes/home')),
  route(paths.login.path, () => import('./routes/login')),
  route(paths.resetPassword.path, () => import('./routes/reset-password')),
  route(paths.logout.path, () => import('./routes/logout')),
  route(paths.return.path, () => import('./routes/return')),
  route(paths.product.path, () => import('./routes/product')),
  route(paths.checkout.path, () => import('./routes/checkout')),
  route(paths.thankYou.path, () => import('./routes/thank-you')),
  route('*', () => import('./routes/not-found')),
];

// The app is mounted at the platform's `/hosted`; the router's paths are relative to it.
const router = createBrowserRouter(routes, { basename: '/hosted' });

export function AppRouter() {
  return <RouterProvider router={router} />;
}

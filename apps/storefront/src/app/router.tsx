import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useVitrineClient } from '@vitrine/react';
import { useState, type ComponentType } from 'react';
import { createBrowserRouter, type LoaderFunction, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { RouteError } from '../components/route-error';
import { paths } from '../config/paths';
import type { StoreClient } from '../lib/sdk';
import { RootLayout } from './routes/root-layout';

/** What a route module's loader factory receives: it prefetches through the shared query options. */
export interface LoaderDeps {
  queryClient: QueryClient;
  client: StoreClient;
}

interface RouteModule {
  Component: ComponentType;
  loader?: (deps: LoaderDeps) => LoaderFunction;
}

/** A lazy route: its code loads on first visit; its loader starts the page's queries early. */
function lazyRoute(path: string, load: () => Promise<RouteModule>, deps: LoaderDeps): RouteObject {
  return {
    path,
    ErrorBoundary: RouteError,
    lazy: async () => {
      const module = await load();
      return { Component: module.Component, loader: module.loader?.(deps) };
    },
  };
}

export function createAppRouter(deps: LoaderDeps) {
  const route = (path: string, load: () => Promise<RouteModule>) => lazyRoute(path, load, deps);
  return createBrowserRouter([
    {
      Component: RootLayout,
      ErrorBoundary: RouteError,
      children: [
        route(paths.home.path, () => import('./routes/home')),
        route(paths.catalogue.path, () => import('./routes/catalogue')),
        route(paths.collection.path, () => import('./routes/collection')),
        route(paths.product.path, () => import('./routes/product')),
        route(paths.cart.path, () => import('./routes/cart')),
        route(paths.checkout.path, () => import('./routes/checkout')),
        route(paths.checkoutReturn.path, () => import('./routes/checkout-return')),
        route(paths.thankYou.path, () => import('./routes/thank-you')),
        route(paths.signIn.path, () => import('./routes/sign-in')),
        route(paths.register.path, () => import('./routes/register')),
        route(paths.verify.path, () => import('./routes/verify')),
        route(paths.resetPassword.path, () => import('./routes/reset-password')),
        route(paths.callback.path, () => import('./routes/callback')),
        route(paths.account.path, () => import('./routes/account')),
        route(paths.accountAddresses.path, () => import('./routes/account-addresses')),
        route(paths.accountOrders.path, () => import('./routes/account-orders')),
        route(paths.accountOrder.path, () => import('./routes/account-order')),
        route('*', () => import('./routes/not-found')),
      ],
    },
  ]);
}

export function AppRouter() {
  const queryClient = useQueryClient();
  const client = useVitrineClient<StoreClient>();
  // One router for the app's life: recreating it would drop navigation state.
  const [router] = useState(() => createAppRouter({ queryClient, client }));
  return <RouterProvider router={router} />;
}

import { useQueryClient } from '@tanstack/react-query';
import { useVitrineClient } from '@vitrine/react';
import { useState } from 'react';
import { createBrowserRouter, redirect, type LoaderFunctionArgs, type RouteObject, type ShouldRevalidateFunction } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { routeTable } from '@vitrine/app-kit/route-table';
import { Loading } from '@vitrine/app-kit/states';
import { RouteError } from '../components/errors/route-error';
import { paths } from '../config/paths';
import type { AppClient } from '../lib/sdk';
import type { LoaderContext, RouteLoader } from './route-loader';

/** What the first page load shows while its loaders run (the session check, the page's data). */
function HydrateFallback() {
  return <Loading />;
}

function ErrorBoundary() {
  return <RouteError signInHref={paths.signIn.href()} homeHref={paths.home.href()} />;
}

/** Lazy route modules: each exports `Component` and, where it prefetches, `loader(context)` (and `shouldRevalidate`). */
type RouteModule = { Component: React.ComponentType; loader?: RouteLoader; shouldRevalidate?: ShouldRevalidateFunction };

function lazyRoute(context: LoaderContext, load: () => Promise<RouteModule>): Pick<RouteObject, 'lazy' | 'ErrorBoundary' | 'HydrateFallback'> {
  return {
    ErrorBoundary,
    HydrateFallback,
    lazy: async () => {
      const module = await load();
      const prefetch = module.loader?.(context);
      // Loaders run side by side: while the studio's own loader sends a visitor without a session to sign-in, a page's fetches nothing.
      const loader = async (args: LoaderFunctionArgs) => {
        if (prefetch && context.client.auth.loggedIn()) await prefetch(args);
        return null;
      };
      return { Component: module.Component, ...(prefetch ? { loader } : {}), ...(module.shouldRevalidate ? { shouldRevalidate: module.shouldRevalidate } : {}) };
    },
  };
}

/** The pages a visitor without a session may open; every other page of `paths` is the owner's. */
const signedOutPages = ['signIn', 'forgotPassword', 'resetPassword'] as const;

export function createRoutes(context: LoaderContext): RouteObject[] {
  const page = (path: string, load: () => Promise<RouteModule>): RouteObject => ({ path, ...lazyRoute(context, load) });
  // Each page of `paths` loads `routes/<its name>.tsx`, but for the two named here.
  const modules = import.meta.glob<RouteModule>('./routes/*.tsx');
  return [
    ...routeTable(paths, modules, page, { only: signedOutPages }),
    {
      // Everything else needs the owner's session; without one, go to sign-in and come back after.
      id: 'studio',
      ErrorBoundary,
      HydrateFallback,
      loader: ({ request }) => {
        if (!context.client.auth.loggedIn()) {
          const url = new URL(request.url);
          const here = url.pathname.replace(/^\/studio/, '') + url.search;
          throw redirect(paths.signIn.href(here || '/'));
        }
        return null;
      },
      lazy: async () => ({ Component: (await import('./routes/studio-layout')).Component }),
      children: [
        ...routeTable(paths, modules, page, { except: signedOutPages, modules: { home: 'dashboard', settingsSection: 'settings' } }),
        page('*', () => import('./routes/not-found')),
      ],
    },
  ];
}

export function AppRouter() {
  const client = useVitrineClient<AppClient>();
  const queryClient = useQueryClient();
  // The app is mounted at the studio's base path; the router's paths are relative to it.
  const [router] = useState(() => createBrowserRouter(createRoutes({ client, queryClient }), { basename: '/studio' }));
  return <RouterProvider router={router} />;
}

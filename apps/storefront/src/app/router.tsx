import { lazy, Suspense, useEffect, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { Loading } from '../components/ui/states';
import { RouteErrorBoundary } from '../components/route-error';
import { paths } from '../config/paths';
import { RootLayout } from './routes/root-layout';

/**
 * The page table. Each page is its own chunk, loaded on first visit; its query hooks fetch its
 * data. (React Router's data router used to start those queries from loaders, at about 36 KB gzip
 * on every first load; see lib/routing.tsx for the router the store uses.)
 */
const page = (load: () => Promise<{ Component: ComponentType }>): LazyExoticComponent<ComponentType> =>
  lazy(() => load().then((module) => ({ default: module.Component })));

const pages: Array<[path: string, Page: LazyExoticComponent<ComponentType>]> = [
  [paths.home.path, page(() => import('./routes/home'))],
  [paths.catalogue.path, page(() => import('./routes/catalogue'))],
  [paths.collection.path, page(() => import('./routes/collection'))],
  [paths.product.path, page(() => import('./routes/product'))],
  [paths.cart.path, page(() => import('./routes/cart'))],
  [paths.checkout.path, page(() => import('./routes/checkout'))],
  [paths.checkoutReturn.path, page(() => import('./routes/checkout-return'))],
  [paths.thankYou.path, page(() => import('./routes/thank-you'))],
  [paths.signIn.path, page(() => import('./routes/sign-in'))],
  [paths.register.path, page(() => import('./routes/register'))],
  [paths.verify.path, page(() => import('./routes/verify'))],
  [paths.resetPassword.path, page(() => import('./routes/reset-password'))],
  [paths.callback.path, page(() => import('./routes/callback'))],
  [paths.account.path, page(() => import('./routes/account'))],
  [paths.accountAddresses.path, page(() => import('./routes/account-addresses'))],
  [paths.accountOrders.path, page(() => import('./routes/account-orders'))],
  [paths.accountOrder.path, page(() => import('./routes/account-order'))],
  ['*', page(() => import('./routes/not-found'))],
];

/** A new page starts at the top, as a server-rendered site would. */
function ScrollToTop() {
  const [pathname] = useLocation();
  useEffect(() => {
    // In braces: Chromium's scrollTo now returns a promise, and React takes an effect's return for its clean-up.
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

/** One page: its error boundary resets when the address changes, so a failed page does not stick. */
function RoutePage({ Page }: { Page: LazyExoticComponent<ComponentType> }) {
  const [pathname] = useLocation();
  return (
    <RouteErrorBoundary key={pathname}>
      <Suspense fallback={<Loading />}>
        <Page />
      </Suspense>
    </RouteErrorBoundary>
  );
}

export function AppRouter() {
  return (
    <RootLayout>
      <ScrollToTop />
      <Switch>
        {pages.map(([path, Page]) => (
          <Route key={path} path={path === '*' ? undefined : path}>
            <RoutePage Page={Page} />
          </Route>
        ))}
      </Switch>
    </RootLayout>
  );
}

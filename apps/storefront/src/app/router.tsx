import { lazy, Suspense, useEffect, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { Loading } from '../components/ui/states';
import { RouteErrorBoundary } from '../components/route-error';
import { matchesPath, paths } from '../config/paths';
import { RootLayout } from './routes/root-layout';

/**
 * The page table. Each page is its own chunk. The page of the address being rendered is loaded
 * before rendering (`preloadPage`: on the server, and in the browser before hydrating), so the
 * server's HTML holds the page itself, not its loading state; later pages load on first visit.
 * The server renders until every query the page starts has its data (entry-server.tsx).
 */
interface Page {
  /** The page's module, `src/app/routes/<name>.tsx`: the server preloads its chunks (server/page-chunks.ts). */
  name: string;
  load: () => Promise<{ Component: ComponentType }>;
  Lazy: LazyExoticComponent<ComponentType>;
  Loaded?: ComponentType;
}

const page = (name: string, load: () => Promise<{ Component: ComponentType }>): Page => ({
  name,
  load,
  Lazy: lazy(() => load().then((module) => ({ default: module.Component }))),
});

const pages: Array<[path: string, Page: Page]> = [
  [paths.home.path, page('home', () => import('./routes/home'))],
  [paths.catalogue.path, page('catalogue', () => import('./routes/catalogue'))],
  [paths.collection.path, page('collection', () => import('./routes/collection'))],
  [paths.product.path, page('product', () => import('./routes/product'))],
  [paths.cart.path, page('cart', () => import('./routes/cart'))],
  [paths.checkout.path, page('checkout', () => import('./routes/checkout'))],
  [paths.checkoutReturn.path, page('checkout-return', () => import('./routes/checkout-return'))],
  [paths.thankYou.path, page('thank-you', () => import('./routes/thank-you'))],
  [paths.signIn.path, page('sign-in', () => import('./routes/sign-in'))],
  [paths.register.path, page('register', () => import('./routes/register'))],
  [paths.verify.path, page('verify', () => import('./routes/verify'))],
  [paths.resetPassword.path, page('reset-password', () => import('./routes/reset-password'))],
  [paths.callback.path, page('callback', () => import('./routes/callback'))],
  [paths.account.path, page('account', () => import('./routes/account'))],
  [paths.accountAddresses.path, page('account-addresses', () => import('./routes/account-addresses'))],
  [paths.accountOrders.path, page('account-orders', () => import('./routes/account-orders'))],
  [paths.accountOrder.path, page('account-order', () => import('./routes/account-order'))],
  [paths.orderByLink.path, page('order-by-link', () => import('./routes/order-by-link'))],
  ['*', page('not-found', () => import('./routes/not-found'))],
];

/** Loads the page that `pathname` shows, so it renders at once (no Suspense fallback); answers its name. */
export async function preloadPage(pathname: string): Promise<string | undefined> {
  const entry = pages.find(([path]) => path === '*' || matchesPath(path, pathname));
  if (entry) entry[1].Loaded ??= (await entry[1].load()).Component;
  return entry?.[1].name;
}

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
function RoutePage({ Page: { Loaded, Lazy } }: { Page: Page }) {
  const [pathname] = useLocation();
  const Page = Loaded ?? Lazy;
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

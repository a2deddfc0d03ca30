import { useMemberSession } from '@vitrine/react';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { NavLink, useCurrentPath } from '../../lib/routing';
import { paths } from '../../config/paths';
import { CartButton } from '../../features/cart/components/cart-button';
import { CartDrawerProvider, useCartDrawer } from '../../lib/cart-drawer';
import { usePublicConfig } from '@vitrine/app-kit/public-config-context';

/**
 * The frame around every page: header with the cart button, the page, the cart drawer. The footer
 * comes after it, from the server alone (server/static-footer.tsx).
 */
export function RootLayout({ children }: { children: ReactNode }) {
  const { siteName, design } = usePublicConfig();
  const { data: session } = useMemberSession();
  // Sign-in comes back here. The server renders the same address, so the link hydrates as drawn.
  const here = useCurrentPath();
  return (
    <CartDrawerProvider>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="site-header">
        <div className="site-header-inner">
          <NavLink to={paths.home.href()} className="brand">
            {design?.logoUrl ? <img src={design.logoUrl} alt={siteName} height={32} /> : siteName}
          </NavLink>
          <nav aria-label="Main">
            <ul>
              <li>
                <NavLink to={paths.catalogue.href()}>Shop</NavLink>
              </li>
              <li>{session?.loggedIn ? <NavLink to={paths.account.href()}>Account</NavLink> : <NavLink to={paths.signIn.href(here)}>Sign in</NavLink>}</li>
            </ul>
          </nav>
          <CartButton />
        </div>
      </header>
      <div id="main" tabIndex={-1}>
        {children}
      </div>
      <LazyCartDrawer />
    </CartDrawerProvider>
  );
}

// The drawer is not part of the first load (about 1.2 KB gzip): it loads once the page is idle,
// so it is there when a shopper adds to the cart, and at the latest when it opens.
const loadCartDrawer = () => import('../../features/cart/components/cart-drawer');
const CartDrawer = lazy(() => loadCartDrawer().then((module) => ({ default: module.CartDrawer })));

function LazyCartDrawer() {
  const { open } = useCartDrawer();
  useEffect(() => {
    const preload = () => void loadCartDrawer();
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(preload);
      return () => cancelIdleCallback(id);
    }
    const timer = setTimeout(preload, 1);
    return () => clearTimeout(timer);
  }, []);
  return open ? (
    <Suspense fallback={null}>
      <CartDrawer />
    </Suspense>
  ) : null;
}

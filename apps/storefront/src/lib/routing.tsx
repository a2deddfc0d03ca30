import { useEffect, type AnchorHTMLAttributes, type ReactNode } from 'react';
import { Link as WouterLink, useLocation, useSearch } from 'wouter';

/**
 * The storefront's one door to its router, wouter (about 2.5 KB gzip, against about 13 KB for
 * React Router's declarative mode, 36 KB for its data router and 41 KB for its framework mode; the
 * first-load budget is 96 KB with React DOM and React alone near 66 KB). Pages import navigation from here, so the router is named in
 * one file.
 */
export { Link, useParams, useSearchParams } from 'wouter';

export interface NavigateOptions {
  /** Replace the current history entry instead of pushing one (redirects, finished flows). */
  replace?: boolean;
}

/** A function that moves to another in-app address. */
export function useNavigate(): (to: string, options?: NavigateOptions) => void {
  return useLocation()[1];
}

/** The current path and query, e.g. `/account/orders?page=2`: what a sign-in returns to. */
export function useCurrentPath(): string {
  const [pathname] = useLocation();
  const search = useSearch();
  return search ? `${pathname}?${search}` : pathname;
}

/** Moves to `to` once rendered: a page that is not for this visitor sends them on. */
export function Navigate({ to, replace = false }: { to: string } & NavigateOptions) {
  const navigate = useNavigate();
  useEffect(() => {
    navigate(to, { replace });
  }, [navigate, to, replace]);
  return null;
}

/**
 * A navigation link that marks the current page with `aria-current="page"` (screen readers say
 * it, the header underlines it). Without `end` it also marks pages below its own path.
 */
export function NavLink({ to, end = false, children, ...rest }: { to: string; end?: boolean; children: ReactNode } & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>) {
  const [pathname] = useLocation();
  // Its path alone: the header's "Sign in" carries a `?returnTo=` and still marks the sign-in page.
  const current = pathname === to.split('?')[0] || (!end && to !== '/' && pathname.startsWith(`${to}/`));
  return (
    <WouterLink to={to} aria-current={current ? 'page' : undefined} {...rest}>
      {children}
    </WouterLink>
  );
}

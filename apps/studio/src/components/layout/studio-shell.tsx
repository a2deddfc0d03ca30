import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { NavLink } from 'react-router';
import { Button } from '../ui/button';

export interface NavItem {
  href: string;
  label: string;
  /** Only this exact path marks the link current (the dashboard at `/`). */
  end?: boolean;
}

export interface NavGroup {
  label?: string;
  items: NavItem[];
}

/**
 * Names the browser's tab after the page's heading ("Order #1001 · Studio"), whichever page draws
 * it and whenever it changes (a page's heading often waits for its data), so a merchant with several
 * tabs open tells them apart.
 */
function useTitleFromHeading(main: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = main.current;
    if (!element) return;
    const name = () => {
      const text = element.querySelector('h1')?.textContent?.trim();
      document.title = text ? `${text} · Studio` : 'Studio';
    };
    name();
    const observer = new MutationObserver(name);
    observer.observe(element, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [main]);
}

/** The studio's frame: a skip link, the navigation, the site's name and sign-out, and the page. */
export function StudioShell({ siteName, groups, onSignOut, children }: { siteName: string; groups: NavGroup[]; onSignOut(): void; children: ReactNode }) {
  const main = useRef<HTMLElement>(null);
  useTitleFromHeading(main);
  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <nav className="shell-nav" aria-label="Studio">
        <div className="brand">{siteName}</div>
        {groups.map((group, index) => (
          <div key={group.label ?? index} role="group" aria-label={group.label}>
            {group.label && (
              <div className="nav-group" aria-hidden="true">
                {group.label}
              </div>
            )}
            {group.items.map((item) => (
              <NavLink key={item.href} to={item.href} end={item.end} className={({ isActive }) => (isActive ? 'active' : undefined)}>
                {item.label}
              </NavLink>
            ))}
          </div>
        ))}
        <div className="nav-foot">
          <a href="/" target="_blank" rel="noreferrer" style={{ padding: 0 }}>
            View the store
          </a>
          <Button onClick={onSignOut}>Sign out</Button>
        </div>
      </nav>
      <main className="shell-main" id="main" tabIndex={-1} ref={main}>
        {children}
      </main>
    </div>
  );
}

import type { ReactNode } from 'react';
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

/** The studio's frame: a skip link, the navigation, the site's name and sign-out, and the page. */
export function StudioShell({ siteName, groups, onSignOut, children }: { siteName: string; groups: NavGroup[]; onSignOut(): void; children: ReactNode }) {
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
      <main className="shell-main" id="main" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}

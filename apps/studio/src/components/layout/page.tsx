import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';

export interface PageProps {
  title: ReactNode;
  /** The way back to where the page was opened from ("Back to products"), first among the actions. */
  back?: { href: string; label: string };
  /** The page's own actions beside its heading (create, delete, export). */
  actions?: ReactNode;
  children: ReactNode;
}

/** One studio page: a section named by its heading, the page's actions beside the heading, the page's body below. */
export function Page({ title, back, actions, children }: PageProps) {
  const titleId = useId();
  const backLink = back && <Link to={back.href}>{back.label}</Link>;
  return (
    <section aria-labelledby={titleId}>
      <div className="page-head">
        <h1 id={titleId}>{title}</h1>
        {backLink && actions ? (
          <div className="actions">
            {backLink}
            {actions}
          </div>
        ) : (
          (backLink ?? actions)
        )}
      </div>
      {children}
    </section>
  );
}

/** A panel of a page: a section named by its own heading. */
export function Panel({ title, children }: { title: ReactNode; children: ReactNode }) {
  const titleId = useId();
  return (
    <section className="panel" aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      {children}
    </section>
  );
}

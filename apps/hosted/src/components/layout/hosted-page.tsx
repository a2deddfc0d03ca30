import { useEffect, type ReactNode } from 'react';
import { usePublicConfig } from '@vitrine/app-kit/public-config-context';

/** The frame of every hosted page: the store's name, one main landmark, the page's title. */
export function HostedPage({ title, children, wide = false }: { title: string; children: ReactNode; wide?: boolean }) {
  const { siteName } = usePublicConfig();
  useEffect(() => {
    document.title = `${title} · ${siteName}`;
  }, [title, siteName]);
  return (
    <>
      <header className="hosted-header">
        <span className="brand">{siteName}</span>
      </header>
      <main className={wide ? 'hosted-main wide' : 'hosted-main'} id="main">
        <h1>{title}</h1>
        {children}
      </main>
    </>
  );
}

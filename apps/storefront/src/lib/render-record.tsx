import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { pageTitle, type PageHead } from './page-head';
import { usePublicConfig } from '@vitrine/app-kit/public-config-context';

/**
 * What a page says about itself while the server renders it: its HTTP status (404 for a product
 * that does not exist) and its head (title, description, canonical URL, sharing tags, JSON-LD),
 * which the server writes into the page's <head>. In the browser there is no record: the head is
 * written by an effect when the page changes.
 */
export interface RenderRecord {
  status: number;
  head?: PageHead;
  /** The store's public origin, e.g. `https://shop.example`: canonical URLs are absolute. */
  origin: string;
}

const RecordContext = createContext<RenderRecord | null>(null);

export function RenderRecordProvider({ record, children }: { record: RenderRecord; children: ReactNode }) {
  return <RecordContext.Provider value={record}>{children}</RecordContext.Provider>;
}

/** Marks the page being rendered on the server with `status`. */
export function useHttpStatus(status: number): void {
  const record = useContext(RecordContext);
  if (record) record.status = status;
}

// The first page's head is the server's; only the pages after it change the document's head.
let firstPage = true;

/**
 * The page's head: recorded for the server's HTML (server/render-page.tsx writes its tags). After
 * a navigation in the browser the title changes, and the previous page's description, canonical
 * URL, sharing tags and JSON-LD are removed: they are for search engines and link previews, which
 * read the server's HTML, so the browser's bundle does not carry the code that writes them.
 */
export function usePageHead(head: PageHead): void {
  const record = useContext(RecordContext);
  const { siteName } = usePublicConfig();
  if (record) record.head = head;
  const title = pageTitle(head.title, siteName);
  useEffect(() => {
    if (firstPage) firstPage = false;
    else for (const element of document.head.querySelectorAll('[data-page-head]:not(title)')) element.remove();
    document.title = title;
  }, [title]);
}

/** The store's public origin: the request's on the server, the page's in the browser. */
export function useStoreOrigin(): string {
  const record = useContext(RecordContext);
  return record?.origin ?? (typeof location === 'undefined' ? '' : location.origin);
}

/**
 * A page's head for search engines and link previews: title, meta description, canonical URL,
 * Open Graph and Twitter tags, and JSON-LD (schema.org). The server writes the tags
 * (`headTags`); each carries `data-page-head`, so after a navigation the browser removes them and
 * sets only the title (`pageTitle`, lib/render-record.tsx).
 */
export interface PageHead {
  title: string;
  description?: string;
  /** The canonical path (and query), e.g. `/product-page/linen-shirt`. */
  path: string;
  /** An absolute image URL for previews. */
  image?: string;
  type?: 'website' | 'product';
  /** The product's price, for `product:price` tags. */
  price?: { amount: number; currency: string };
  /** schema.org objects, each written as its own JSON-LD script. */
  jsonLd?: object[];
  /** Private pages (cart, checkout, account) are kept out of search results. */
  noIndex?: boolean;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const escapeJson = (value: object) => JSON.stringify(value).replace(/</g, '\\u003c');

const meta = (attribute: 'name' | 'property', key: string, content: string | undefined) =>
  content === undefined ? '' : `<meta ${attribute}="${key}" content="${escapeHtml(content)}" data-page-head>`;

export function absoluteUrl(origin: string, path: string): string {
  return /^https?:\/\//.test(path) ? path : `${origin}${path}`;
}

/** "Page · Store", or the store's name alone on home. */
export const pageTitle = (title: string, siteName: string) => (title === siteName ? siteName : `${title} · ${siteName}`);

/** The head's tags as HTML, for `origin` (the store's public origin). */
export function headTags(head: PageHead, origin: string, siteName: string): string {
  const title = pageTitle(head.title, siteName);
  const url = absoluteUrl(origin, head.path);
  const image = head.image && absoluteUrl(origin, head.image);
  return [
    `<title data-page-head>${escapeHtml(title)}</title>`,
    meta('name', 'description', head.description),
    head.noIndex ? meta('name', 'robots', 'noindex') : `<link rel="canonical" href="${escapeHtml(url)}" data-page-head>`,
    meta('property', 'og:type', head.type ?? 'website'),
    meta('property', 'og:site_name', siteName),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', image),
    meta('property', 'product:price:amount', head.price && String(head.price.amount)),
    meta('property', 'product:price:currency', head.price?.currency),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', image),
    ...(head.jsonLd ?? []).map((data) => `<script type="application/ld+json" data-page-head>${escapeJson(data)}</script>`),
  ].join('');
}

/** A description fit for a meta tag: plain text, at most about 160 characters. */
export function summary(text: string | undefined): string | undefined {
  const plain = text
    ?.replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!plain) return undefined;
  return plain.length > 160 ? `${plain.slice(0, 157).trimEnd()}…` : plain;
}

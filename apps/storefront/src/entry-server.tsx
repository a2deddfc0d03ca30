/**
 * The storefront's server entry (built by `vite build --ssr`): what a host calls for each request
 * under the store. The platform's plugin (packages/platform/src/plugins/storefront-ssr.ts) and the
 * standalone server (apps/storefront/server.mjs) are the two hosts.
 */
import { inlineStylesheets } from './server/inline-styles';
import { readManifest } from './server/page-chunks';
import { renderPage as renderWithManifest } from './server/render-page';
import type { StoreRequest } from '@vitrine/app-kit/store-host';

// The browser build, dist/, beside this file's dist/server/: Vite's manifest says which chunks
// each page loads (the page's preload tags), and its stylesheet is written into each page.
const dist = new URL('../', import.meta.url);
const manifest = readManifest(new URL('.vite/manifest.json', dist));
let inlined: { template: string; page: string } | undefined;

export const renderPage = (request: StoreRequest, template: string, ifNoneMatch?: string) => {
  if (inlined?.template !== template) inlined = { template, page: inlineStylesheets(template, dist) };
  return renderWithManifest(request, inlined.page, ifNoneMatch, manifest);
};
export type { RenderedPage } from './server/render-page';
export { handleSession, type SessionResponse } from './server/session-handler';
export type { StoreRequest, StoreResponseHead } from '@vitrine/app-kit/store-host';
export { handleSearchFiles, type TextResponse } from './server/sitemap';
export { handleCartForm, type RedirectResponse } from './server/cart-form';

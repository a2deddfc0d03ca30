// How the three apps build with Vite: the HTML document each page starts from, and in development
// where their API calls go. Plain JavaScript, because Vite hands a config's package imports to
// Node, which loads no TypeScript; vite-app.d.mts gives its types.
import react from '@vitejs/plugin-react';
import { defaultClientConditions } from 'vite';

const apiPrefixes = ['/ecom', '/stores', '/stores-reader', '/v2', '/_api', '/headless', '/oauth2', '/media'];

/**
 * The platform's API paths, and any the app adds, sent by the development server (`npm run dev -w
 * apps/…`) to the platform named by VITRINE_PLATFORM_URL.
 */
export function platformProxy(extraPrefixes = []) {
  const platform = process.env.VITRINE_PLATFORM_URL ?? 'http://127.0.0.1:3000';
  return Object.fromEntries([...apiPrefixes, ...extraPrefixes].map((prefix) => [prefix, platform]));
}

/**
 * The document around every app: an app's index.html holds only what is its own (its title, a
 * description), which goes into the head, its comments left out; the root element and the entry
 * script are the same for all. The built page keeps this shape, which the platform and the storefront's server rely on
 * (`</head>` and `<div id="root"></div>`).
 */
export function htmlShell() {
  return {
    name: 'vitrine-html-shell',
    transformIndexHtml: {
      order: 'pre',
      handler: (head) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    ${ownHead(head)}
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/src/main.tsx"></script>
  </body>
</html>
`,
    },
  };
}

/** The app's index.html without its comments, indented into the head. */
const ownHead = (html) =>
  html
    .replace(/<!--[\s\S]*?-->/g, '')
    .trim()
    .split('\n')
    .join('\n    ');

/**
 * An app the platform serves as static files under `base` (the studio at `/studio/`, the hosted
 * pages at `/hosted/`). Workspace packages resolve to their `src` through the `@vitrine/source`
 * condition, so no package needs building first.
 */
export function staticAppConfig({ base }) {
  return {
    base,
    plugins: [react(), htmlShell()],
    resolve: { conditions: ['@vitrine/source', ...defaultClientConditions] },
    server: { proxy: platformProxy() },
    build: { target: 'es2022', sourcemap: false, chunkSizeWarningLimit: 300 },
  };
}

import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { importsOf, readSources, violations } from './app-structure';

const apps = ['storefront', 'studio', 'hosted'] as const;
const srcOf = (app: string) => fileURLToPath(new URL(`../apps/${app}/src/`, import.meta.url));

describe('the apps keep imports flowing shared → features → app (STYLE.md)', () => {
  test.each(apps)('%s: no feature imports another feature or a route; shared code imports neither; nothing reaches outside src', (app) => {
    expect(violations(readSources(srcOf(app)))).toEqual([]);
  });

  test.each(apps)('%s: the scan sees the imports it rules on', (app) => {
    // Guards the guard: every app's routes load its features, so an empty scan would be a broken scan.
    const routes = readSources(srcOf(app)).filter((file) => file.path.startsWith('app/'));
    expect(routes.flatMap((file) => file.imports).some((specifier) => specifier.includes('features/'))).toBe(true);
  });
});

describe('the structure check', () => {
  test('reads static, type-only, side-effect, re-exported and dynamic imports, and not comments', () => {
    const text = [
      "import { a } from './a';",
      "import type { B } from './b';",
      "import './c.css';",
      "export { d } from './d';",
      "const e = () => import('./e');",
      "// import { f } from './f';",
    ].join('\n');
    expect(importsOf(text)).toEqual(['./a', './b', './c.css', './d', './e']);
  });

  test('reports each kind of broken import, and passes the allowed directions', () => {
    const files = [
      { path: 'features/cart/cart.tsx', imports: ['../checkout/checkout', '../../lib/sdk', './parts/line', 'react'] },
      { path: 'features/cart/lazy.tsx', imports: ['../../features/orders/api'] },
      { path: 'features/cart/side.ts', imports: ['../orders/register'] },
      { path: 'features/cart/route.ts', imports: ['../../app/router'] },
      { path: 'lib/query-keys.ts', imports: ['../features/cart/keys', '../config/paths'] },
      { path: 'components/layout/shell.tsx', imports: ['../../app/routes/home'] },
      { path: 'app/routes/cart.tsx', imports: ['../../features/cart/cart', '../../components/ui/button'] },
      { path: 'main.tsx', imports: ['./app/router', '../../storefront/src/lib/sdk'] },
    ];
    expect(violations(files)).toEqual([
      'features/cart/cart.tsx → features/checkout/checkout',
      'features/cart/lazy.tsx → features/orders/api',
      'features/cart/side.ts → features/orders/register',
      'features/cart/route.ts → app/router',
      'lib/query-keys.ts → features/cart/keys',
      'components/layout/shell.tsx → app/routes/home',
      'main.tsx → ../../storefront/src/lib/sdk',
    ]);
  });
});

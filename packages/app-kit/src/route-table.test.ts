import { describe, expect, it } from 'vitest';
import { routeTable } from './route-table';

const paths = {
  home: { path: '/', href: () => '/' },
  resetPassword: { path: '/reset-password', href: () => '/reset-password' },
  thankYou: { path: '/checkout/thank-you', href: () => '/checkout/thank-you' },
  authorize: { href: () => '/hosted/authorize' },
} as const;

const modules = Object.fromEntries(
  ['home', 'dashboard', 'reset-password', 'thank-you'].map((name) => [`./routes/${name}.tsx`, () => Promise.resolve(name)]),
);

const route = (path: string, load: () => Promise<string>) => ({ path, load });
const table = async (routes: Array<{ path: string; load: () => Promise<string> }>) =>
  Promise.all(routes.map(async ({ path, load }) => [path, await load()]));

describe('routeTable', () => {
  it('routes every page of paths that has a path to the module named after its key, in order', async () => {
    expect(await table(routeTable(paths, modules, route))).toEqual([
      ['/', 'home'],
      ['/reset-password', 'reset-password'],
      ['/checkout/thank-you', 'thank-you'],
    ]);
  });

  it('takes only some pages, leaves some out, and names the modules that differ', async () => {
    expect(await table(routeTable(paths, modules, route, { only: ['thankYou', 'home'] }))).toEqual([
      ['/checkout/thank-you', 'thank-you'],
      ['/', 'home'],
    ]);
    expect(await table(routeTable(paths, modules, route, { except: ['resetPassword', 'thankYou'], modules: { home: 'dashboard' } }))).toEqual([
      ['/', 'dashboard'],
    ]);
  });

  it('fails when a page has no module, as the router is built', () => {
    expect(() => routeTable(paths, modules, route, { modules: { home: 'start' } })).toThrow('paths.home (/) has no route module: routes/start.tsx');
  });
});

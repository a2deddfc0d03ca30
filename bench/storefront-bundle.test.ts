import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { budgetedRoutes, buildStorefront, removeBuild, routeBytes, storefrontBudgetKb, type RouteBytes } from './storefront-bundle';

// Issue 12's budget (issue 6 set 100 KB): a shopper's first visit to home, the catalogue or a
// product page downloads at most 96 KB of JavaScript (min+gzip, every chunk counted). One
// production build, in a temporary folder.
describe('storefront JavaScript budget', () => {
  let dist: string;
  let routes: RouteBytes[];
  beforeAll(async () => {
    dist = await buildStorefront();
    routes = await routeBytes(dist);
  }, 120_000);
  afterAll(() => removeBuild(dist));

  it.each(budgetedRoutes)(`the first load of %s stays within ${storefrontBudgetKb} KB gzip`, (name) => {
    const route = routes.find((row) => row.route === name);
    expect(route, `route ${name} in the manifest`).toBeDefined();
    expect(route!.gzipKb, `${name}: ${route!.gzipKb} KB gzip (${route!.files.join(', ')})`).toBeLessThanOrEqual(storefrontBudgetKb);
  });

  it('a first visit to home, the catalogue or a product page loads no other page: checkout, account and sign-in code waits for its page', () => {
    for (const name of budgetedRoutes) {
      const landing = routes.find((row) => row.route === name)!;
      const others = routes.filter((row) => row.route !== name && landing.files.includes(row.file)).map((row) => row.route);
      expect(others, `pages in the first load of ${name}`).toEqual([]);
    }
  });
});

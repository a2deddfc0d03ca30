import Fastify from 'fastify';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { startHarness, type Harness } from '../e2e/harness';
import { layoutShiftObserver, readLayoutShift } from '../e2e/storefront-layout-shift';
import type { BenchRow } from './lib';
import { lcpObserver, measurePageLoad, type PageLoad } from './storefront-page-load';
import { serverTtfb } from './server-ttfb';
import { budgetedRoutes, routeBytes, storefrontBudgetKb } from './storefront-bundle';

/**
 * The storefront in numbers: the JavaScript each route loads on a first visit (min+gzip, from
 * Vite's manifest; budget 96 KB for home, catalogue and a product page), and, in Chromium, the time
 * from the add-to-cart click to the new cart count and the catalogue's layout shift. For home,
 * catalogue and a product page, cold (a fresh browser context each run): TTFB, FCP, LCP, the first
 * product card (or the product's heading) visible and JavaScript transferred, each beside the same
 * page's server HTML without its scripts, served as a static file by a bare Fastify in the same
 * run. "Visible" is read in the page, on the first animation frame that lays the element out, from
 * navigation start; an earlier row timed Playwright's own wait for the element from this process,
 * which counted its polling and the protocol's round trips (510 ms for /shop where the page laid the
 * card out at 269 ms).
 */
const runs = 5;
const dist = fileURLToPath(new URL('../apps/storefront/dist/', import.meta.url));

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil(values.length * 0.95) - 1)]!;

/**
 * A page for measuring. The bench runs under tsx, whose compiler wraps named functions in a
 * `__name(fn, "name")` helper; functions handed to the page (observers, evaluate) carry those
 * calls, so the page gets a `__name` that returns the function as it is.
 */
async function benchPage(harness: Harness): Promise<Page> {
  const page = await harness.newPage({ waitForHydration: false });
  await page.addInitScript({ content: 'globalThis.__name = (target) => target;' });
  return page;
}

export async function storefrontBench(): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const harness = await startHarness();
  const staticServer = Fastify();
  // Static copies of rendered pages, scripts removed: the same bytes of HTML, served as a file.
  const staticCopies = new Map<string, string>();
  staticServer.get('/copy/:name', async (request, reply) => reply.type('text/html').send(staticCopies.get((request.params as { name: string }).name) ?? ''));
  await staticServer.listen({ port: 0, host: '127.0.0.1' });
  const address = staticServer.server.address();
  const staticUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/`;
  try {
    // The harness has just built apps/storefront/dist if its sources changed, so it is current.
    for (const { route, gzipKb } of await routeBytes(dist)) {
      const budgeted = budgetedRoutes.includes(route);
      const over = budgeted && gzipKb > storefrontBudgetKb;
      // Said on stderr too, so it shows above the table rather than in its last column.
      if (over) process.stderr.write(`OVER BUDGET: the first load of ${route} is ${gzipKb} KB gzip, the budget is ${storefrontBudgetKb} KB\n`);
      rows.push({
        bench: 'storefront JS',
        subject: `first load of ${route} (min+gzip)`,
        value: gzipKb,
        unit: 'KB',
        baseline: budgeted ? `budget ${storefrontBudgetKb} KB` : undefined,
        note: budgeted ? (over ? `OVER BUDGET by ${Math.round((gzipKb - storefrontBudgetKb) * 10) / 10} KB` : 'within budget') : undefined,
      });
    }

    const loads: Array<[name: string, path: string, selector: string]> = [
      ['home', '/', '[data-testid="product-card"]'],
      ['catalogue', '/shop', '[data-testid="product-card"]'],
      ['product', '/product-page/linen-camp-shirt', 'h1#product-name'],
    ];
    // The server's part alone, without a browser: what the page's TTFB is made of on the server.
    for (const [, path] of loads) {
      const { p50Ms, p95Ms, cpuMs } = await serverTtfb(harness.baseUrl + path);
      rows.push({ bench: 'storefront server', subject: `TTFB ${path}, 50 GETs one after another`, value: Math.round(p50Ms), unit: 'ms', p50Ms: Math.round(p50Ms), p95Ms: Math.round(p95Ms), cpuMsPerRequest: Math.round(cpuMs * 10) / 10, note: 'no browser' });
    }
    const staticBase = staticUrl.replace(/\/$/, '');
    for (const [name, path, selector] of loads) {
      const html = await (await fetch(harness.baseUrl + path)).text();
      // Absolute asset URLs so the copy still shows the same pictures and styles.
      // Without its scripts and the page's preload tags (which would fetch the same scripts).
      const withoutScripts = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '').replace(/<link rel="modulepreload"[^>]*>/g, '');
      staticCopies.set(name, withoutScripts.replace(/(href|src)="\//g, `$1="${harness.baseUrl}/`));
      for (const [label, url] of [[`${path} (server-rendered)`, harness.baseUrl + path], [`${path} as static HTML`, `${staticBase}/copy/${name}`]] as const) {
        const samples: PageLoad[] = [];
        for (let i = 0; i < runs; i++) {
          const page = await benchPage(harness);
          await page.addInitScript(lcpObserver);
          samples.push(await measurePageLoad(page, url, selector));
          await page.context().close();
        }
        const of = (key: keyof PageLoad) => median(samples.map((sample) => sample[key]));
        const baselineNote = label.endsWith('static HTML') ? undefined : 'static HTML copy of the page, same run';
        rows.push({ bench: 'storefront page load', subject: `TTFB ${label}`, value: Math.round(of('ttfbMs')), unit: 'ms', baseline: baselineNote });
        rows.push({ bench: 'storefront page load', subject: `FCP ${label}`, value: Math.round(of('fcpMs')), unit: 'ms', baseline: baselineNote });
        rows.push({ bench: 'storefront page load', subject: `LCP ${label}`, value: Math.round(of('lcpMs')), unit: 'ms', baseline: baselineNote });
        rows.push({ bench: 'storefront page load', subject: `first ${name === 'product' ? 'heading' : 'product card'} visible ${label}`, value: Math.round(of('firstContentMs')), unit: 'ms', baseline: baselineNote });
        rows.push({ bench: 'storefront page load', subject: `JS transferred ${label}`, value: of('jsKb'), unit: 'KB', note: 'bytes on the wire (transferSize)' });
      }
    }

    // Cumulative layout shift of the catalogue, as Chromium reports it, from navigation until the
    // grid and its lazy pictures have settled: placeholders must hold the cards' final size.
    const shifts: number[] = [];
    for (let i = 0; i < runs; i++) {
      const page = await benchPage(harness);
      await page.addInitScript(layoutShiftObserver);
      await page.goto(`${harness.baseUrl}/shop`);
      await page.locator('[data-testid="product-card"]').first().waitFor({ state: 'visible' });
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(500);
      shifts.push(await page.evaluate(readLayoutShift));
      await page.context().close();
    }
    rows.push({ bench: 'storefront layout', subject: 'cumulative layout shift of /shop (CLS)', value: Math.round(median(shifts) * 1000) / 1000, unit: '', baseline: 'good below 0.1', note: `worst of ${runs}: ${Math.round(Math.max(...shifts) * 1000) / 1000}` });

    const clicks: number[] = [];
    for (let i = 0; i < runs; i++) {
      const page = await benchPage(harness);
      // A demo product without options, so "Add to cart" is ready without choosing.
      await page.goto(`${harness.baseUrl}/product-page/enamel-pin-set`);
      const add = page.getByRole('button', { name: 'Add to cart' });
      await add.waitFor();
      // Before hydration the button posts the form to the server; measure the app's own update.
      await page.waitForLoadState('networkidle');
      const count = page.getByTestId('cart-count');
      const before = Number(await count.textContent());
      const start = performance.now();
      await add.click();
      await page.waitForFunction((previous) => Number(document.querySelector('[data-testid="cart-count"]')?.textContent) > previous, before);
      clicks.push(performance.now() - start);
      await page.context().close();
    }
    rows.push({ bench: 'storefront timing', subject: 'add-to-cart click → cart count updated', value: Math.round(median(clicks)), unit: 'ms', p50Ms: Math.round(median(clicks)), p95Ms: Math.round(p95(clicks)), note: 'optimistic update' });
  } finally {
    await staticServer.close();
    await harness.close();
  }
  return rows;
}

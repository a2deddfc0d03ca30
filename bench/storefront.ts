import Fastify from 'fastify';
import { readFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { startHarness } from '../e2e/harness';
import type { BenchRow } from './lib';

/**
 * The storefront in numbers: the JavaScript each route loads on a first visit (min+gzip, from
 * Vite's manifest; budget 100 KB for home and catalogue), and, in Chromium, the time from
 * navigation to the first product card and from the add-to-cart click to the new cart count. A
 * static HTML page with the same grid, served by a bare Fastify, is measured in the same run.
 */
const budgetKb = 100;
const runs = 5;
const dist = fileURLToPath(new URL('../apps/storefront/dist/', import.meta.url));

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

export async function routeBytes(): Promise<Array<{ route: string; gzipKb: number }>> {
  const manifest = JSON.parse(await readFile(`${dist}.vite/manifest.json`, 'utf8')) as Record<string, ManifestChunk>;
  const gzipped = new Map<string, number>();
  const sizeOf = async (file: string) => {
    if (!gzipped.has(file)) gzipped.set(file, gzipSync(await readFile(dist + file), { level: 9 }).length);
    return gzipped.get(file)!;
  };
  const closure = (key: string, seen = new Set<string>()) => {
    if (seen.has(key) || !manifest[key]) return seen;
    seen.add(key);
    for (const imported of manifest[key]!.imports ?? []) closure(imported, seen);
    return seen;
  };
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry)!;
  const routes = Object.keys(manifest).filter((key) => key.startsWith('src/app/routes/') && key !== 'src/app/routes/root-layout.tsx');
  const rows = [];
  for (const route of routes) {
    const keys = new Set([...closure(entry), ...closure(route)]);
    let bytes = 0;
    for (const key of keys) bytes += await sizeOf(manifest[key]!.file);
    rows.push({ route: route.replace('src/app/routes/', '').replace('.tsx', ''), gzipKb: Math.round((bytes / 1024) * 10) / 10 });
  }
  return rows.sort((a, b) => a.route.localeCompare(b.route));
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil(values.length * 0.95) - 1)]!;

function staticGridHtml(cards: number): string {
  const items = Array.from({ length: cards }, (_, i) => `<li class="product-card" data-testid="product-card"><div style="aspect-ratio:1;background:#eee"></div><h3><a href="#">Product ${i + 1}</a></h3><p>$${i + 10}.00</p></li>`).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Static</title></head><body><main><h1>Shop</h1><ul>${items}</ul></main></body></html>`;
}

export async function storefrontBench(): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const harness = await startHarness();
  const staticServer = Fastify();
  staticServer.get('/', async (_request, reply) => reply.type('text/html').send(staticGridHtml(12)));
  await staticServer.listen({ port: 0, host: '127.0.0.1' });
  const address = staticServer.server.address();
  const staticUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/`;
  try {
    for (const { route, gzipKb } of await routeBytes()) {
      const budgeted = route === 'home' || route === 'catalogue';
      rows.push({
        bench: 'storefront JS',
        subject: `first load of ${route} (min+gzip)`,
        value: gzipKb,
        unit: 'KB',
        baseline: budgeted ? `budget ${budgetKb} KB` : undefined,
        note: budgeted && gzipKb > budgetKb ? 'OVER BUDGET' : undefined,
      });
    }

    const timeToFirstCard = async (url: string) => {
      const samples: number[] = [];
      for (let i = 0; i < runs; i++) {
        const page = await harness.newPage();
        const start = performance.now();
        await page.goto(url, { waitUntil: 'commit' });
        await page.locator('[data-testid="product-card"]').first().waitFor({ state: 'visible' });
        samples.push(performance.now() - start);
        await page.context().close();
      }
      return samples;
    };
    const app = await timeToFirstCard(`${harness.baseUrl}/shop`);
    const baseline = await timeToFirstCard(staticUrl);
    rows.push({ bench: 'storefront timing', subject: 'navigation → first product card (static HTML page)', value: Math.round(median(baseline)), unit: 'ms', p50Ms: Math.round(median(baseline)), p95Ms: Math.round(p95(baseline)) });
    rows.push({ bench: 'storefront timing', subject: 'navigation → first product card (/shop)', value: Math.round(median(app)), unit: 'ms', p50Ms: Math.round(median(app)), p95Ms: Math.round(p95(app)), baseline: 'static HTML page, same run' });

    const clicks: number[] = [];
    for (let i = 0; i < runs; i++) {
      const page = await harness.newPage();
      await page.goto(`${harness.baseUrl}/shop?inStock=true`);
      await page.locator('[data-testid="product-card"] a').first().click();
      const add = page.getByRole('button', { name: 'Add to cart' });
      await add.waitFor();
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

import { startPlatform, type RunningPlatform, type ServerOptions } from '@vitrine/platform';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { seeders, type SeedResult } from '../packages/platform/src/seed';
import { lowerPasswordCostForTests, migratedMemoryDatabase } from '@vitrine/platform/testing';
// @ts-expect-error -- a plain .mjs script shared with `npm start`; it has no type declarations.
import { buildStaleApps } from '../scripts/build-apps.mjs';

/**
 * One end-to-end world per test file: the apps built (only when their sources changed), the real
 * platform in process on port 0 with an in-memory database and the demo store, and Debian's
 * Chromium driven by playwright-core. Each `newPage()` opens a fresh browser context, so every
 * journey starts as a new visitor (no tokens, no cart). `launch()` gives Chromium a fresh
 * temporary profile of its own, removed when the browser closes.
 */
export interface Harness {
  baseUrl: string;
  platform: RunningPlatform;
  site: SeedResult['site'];
  browser: Browser;
  /**
   * `javaScriptEnabled: false` opens the store as a browser without JavaScript sees it;
   * `waitForHydration: false` lets page loads return at once (the bench times them itself).
   */
  newPage(options?: { viewport?: { width: number; height: number }; javaScriptEnabled?: boolean; waitForHydration?: boolean }): Promise<Page>;
  /** Saves a full-page screenshot to test-artifacts/screenshots/<name>.png. */
  screenshot(page: Page, name: string): Promise<void>;
  close(): Promise<void>;
}

export const chromiumPath = '/usr/bin/chromium';
export const chromiumArgs = ['--no-sandbox', '--disable-background-networking', '--disable-gpu', '--disable-component-update', '--disable-sync', '--no-first-run'];
export const screenshotDir = new URL('../test-artifacts/screenshots/', import.meta.url).pathname;

/**
 * Retries a check until it passes: pages wait on the platform (pricing, password hashing). The
 * bound is vitest.config.ts's `expect.poll` default (generous for a busy machine) unless `timeout` is given.
 */
export const poll = <T>(check: () => T | Promise<T>, timeout?: number) => expect.poll(check, timeout === undefined ? {} : { timeout });

export const phone = { width: 390, height: 844 };
export const tablet = { width: 768, height: 1024 };
export const desktop = { width: 1280, height: 900 };

/**
 * The storefront's pages arrive rendered and become interactive when React has hydrated them
 * (`<html data-hydrated>`, apps/storefront/src/app/app.tsx). A test acting at once would click a
 * button that does nothing yet, so a page load (`goto`, `reload`) of the storefront also waits
 * for that mark, and fails when React reported a hydration problem on the way. The studio and the hosted pages render in the browser and have no mark.
 */
function waitForHydrationOnLoad(page: Page) {
  // React (production) reports a page whose HTML it could not hydrate as it was drawn as minified
  // errors #418-#425 (mismatch, a boundary updated or rendered on the client instead).
  // Only the storefront's own documents count: the hosted pages (React Router) have warnings of their own.
  const problems: string[] = [];
  const hydrationProblem = /Minified React error #4(18|19|20|21|22|23|25)\b|Hydration failed|hydration mismatch/i;
  const report = (text: string) => {
    if (storefrontPage() && hydrationProblem.test(text)) problems.push(text);
  };
  page.on('pageerror', (error) => report(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') report(message.text());
  });
  const storefrontPage = () => {
    const path = new URL(page.url()).pathname;
    return !path.startsWith('/studio') && !path.startsWith('/hosted') && !path.startsWith('/_') && !/\.\w+$/.test(path);
  };
  const hydrated = async () => {
    // Only the storefront's own document hydrates: a test may serve a page of its own at a storefront path.
    if (storefrontPage() && (await page.locator('#root').count()) > 0) await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    // Every journey's page loads, not one test's: a hydration problem fails the load that met it.
    if (problems.length > 0) throw new Error(`${page.url()} did not hydrate as the server drew it: ${problems.splice(0).join(' | ')}`);
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await hydrated();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await hydrated();
    return response;
  };
}

/** `options.events` lets a test deliver webhooks to a receiver of its own on 127.0.0.1; `options.orders` a payment provider that refuses on demand. */
export async function startHarness(options: Pick<ServerOptions, 'events' | 'captchaProvider' | 'orders'> = {}): Promise<Harness> {
  buildStaleApps({ apps: ['storefront', 'hosted'] });
  lowerPasswordCostForTests();
  const platform = await startPlatform({ port: 0, database: 'memory', memoryStartsFrom: await migratedMemoryDatabase(), rateLimits: false, ...options });
  const { site } = await seeders.demo(platform.app, { ownerEmail: 'owner@vitrine.test', ownerPassword: 'owner-password-e2e', baseUrl: platform.baseUrl });
  const browser = await chromium.launch({ executablePath: chromiumPath, headless: true, args: chromiumArgs });
  const contexts: BrowserContext[] = [];
  await mkdir(screenshotDir, { recursive: true });
  return {
    baseUrl: platform.baseUrl,
    platform,
    site,
    browser,
    async newPage(options = {}) {
      const context = await browser.newContext({ baseURL: platform.baseUrl, viewport: options.viewport ?? desktop, javaScriptEnabled: options.javaScriptEnabled ?? true });
      contexts.push(context);
      const page = await context.newPage();
      // Every action and page load may wait as long as a check does (vitest.config.ts): a server-rendered
      // page on a machine busy with other work took over 10 s to load.
      page.setDefaultTimeout(30_000);
      if (options.javaScriptEnabled !== false && options.waitForHydration !== false) waitForHydrationOnLoad(page);
      return page;
    },
    async screenshot(page, name) {
      await page.screenshot({ path: join(screenshotDir, `${name}.png`), fullPage: true });
    },
    async close() {
      for (const context of contexts) await context.close().catch(() => undefined);
      await browser.close();
      await platform.close();
    },
  };
}

/**
 * Starts one harness for the test file (before its tests, closed after them) and returns it. The
 * returned object stands for the harness once `beforeAll` has run, so tests and later hooks use it
 * as the harness itself; touching it before then throws. `start` chooses how it starts (the studio
 * built too, a captcha service, fast webhook retries).
 */
export function useHarness(start: () => Promise<Harness> = () => startHarness()): Harness {
  let current: Harness | undefined;
  beforeAll(async () => {
    current = await start();
  }, 240_000);
  afterAll(async () => {
    await current?.close();
  });
  return new Proxy({} as Harness, {
    get(_target, key) {
      if (!current) throw new Error('The harness is not started yet: use it inside a test or a hook.');
      return Reflect.get(current, key);
    },
  });
}

import type { Page } from 'playwright-core';

/**
 * One cold page load in Chromium, in the browser's own numbers: time to first byte, first
 * contentful paint, largest contentful paint, the moment the first product card (or the product's
 * heading) was visible, and the JavaScript transferred. The page must have `lcpObserver` as an
 * init script.
 */
export interface PageLoad {
  ttfbMs: number;
  fcpMs: number;
  lcpMs: number;
  firstContentMs: number;
  jsKb: number;
}

/** Collects largest-contentful-paint entries from the start of the page (an init script). */
export const lcpObserver = () => {
  const state = window as unknown as { __lcp: number };
  state.__lcp = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) state.__lcp = Math.max(state.__lcp, entry.startTime);
  }).observe({ type: 'largest-contentful-paint', buffered: true });
};

export async function measurePageLoad(page: Page, url: string, contentSelector: string): Promise<PageLoad> {
  await page.goto(url, { waitUntil: 'commit' });
  const firstContentMs = await page.evaluate(
    (selector) =>
      new Promise<number>((resolve) => {
        const check = () => {
          const element = document.querySelector(selector);
          if (element && element.getBoundingClientRect().height > 0) resolve(performance.now());
          else requestAnimationFrame(check);
        };
        check();
      }),
    contentSelector,
  );
  await page.waitForLoadState('networkidle');
  return page.evaluate((firstContent) => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
    const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((entry) => entry.name.endsWith('.js'));
    return {
      ttfbMs: navigation.responseStart,
      fcpMs: fcp,
      lcpMs: (window as unknown as { __lcp: number }).__lcp,
      firstContentMs: firstContent,
      jsKb: Math.round(scripts.reduce((sum, entry) => sum + entry.transferSize, 0) / 102.4) / 10,
    };
  }, firstContentMs);
}

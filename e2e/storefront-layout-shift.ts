/**
 * Cumulative layout shift as Chromium reports it: run in the page before its scripts (Playwright's
 * `addInitScript`), it adds up every layout shift the visitor's input did not cause into
 * `window.__cls`. Shared by the catalogue's browser test and bench/storefront.ts.
 */
export function layoutShiftObserver() {
  const target = window as unknown as { __cls: number };
  target.__cls = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) if (!entry.hadRecentInput) target.__cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
}

/** What the observer has added up so far, read in the page. */
export const readLayoutShift = () => (window as unknown as { __cls: number }).__cls;

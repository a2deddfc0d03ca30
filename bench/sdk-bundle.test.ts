import { beforeAll, describe, expect, it } from 'vitest';
import { measureSdkBundle, sdkBudgetBytes, type SdkBundleSize } from './sdk-bundle';

// The budget of issue 2, with issue 17's timeouts and cancellation: a storefront-style program
// (client, OAuth, current cart, product query, checkout, redirect session) ships at most 8.5 KB
// min+gzip of SDK on a first visit, counting every chunk the entry imports statically, not the
// entry file alone.
describe('SDK bundle of a storefront program', () => {
  let size: SdkBundleSize;
  beforeAll(async () => {
    size = await measureSdkBundle();
  });

  it('first load, all static chunks together, stays within 8.5 KB gzip', () => {
    const detail = size.firstLoad.map((chunk) => `${chunk.file}: ${chunk.gzipBytes} B`).join(', ');
    expect(size.firstLoadGzipBytes, `first load ${size.firstLoadGzipBytes} B gzip (${detail})`).toBeLessThanOrEqual(sdkBudgetBytes);
  });

  it('leaves the member sign-in flows out of the first load and loads them on demand', () => {
    const memberFlowSources = ['auth/member-flows.ts', 'modules/identity.ts', 'modules/recovery.ts', 'modules/verification.ts'];
    const firstLoadSources = size.firstLoad.flatMap((chunk) => chunk.sources);
    const lazySources = size.lazy.flatMap((chunk) => chunk.sources);
    for (const source of memberFlowSources) {
      expect(firstLoadSources.filter((path) => path.endsWith(`sdk/src/${source}`)), source).toEqual([]);
      expect(lazySources.some((path) => path.endsWith(`sdk/src/${source}`)), source).toBe(true);
    }
    // The transport and the OAuth strategy are what the first load is for.
    expect(firstLoadSources.some((path) => path.endsWith('sdk/src/core/transport.ts'))).toBe(true);
    expect(firstLoadSources.some((path) => path.endsWith('sdk/src/auth/oauth-strategy.ts'))).toBe(true);
  });
});

import type { Transport } from '@vitrine/sdk';
import { describe, expect, it } from 'vitest';
import { lazyModule } from './lazy-module';

// What the loader wraps: a module whose one call says which load built it.
const moduleOfLoad = (load: number) => (_transport: Transport) => ({ whichLoad: async () => load });
const transport = {} as Transport;

describe('an SDK module loaded on its first call', () => {
  it('loads once, on the first call, and every later call uses that load', async () => {
    let loads = 0;
    const api = lazyModule(async () => moduleOfLoad(++loads))(transport);
    expect(loads).toBe(0);
    expect(await api.whichLoad()).toBe(1);
    expect(await api.whichLoad()).toBe(1);
    expect(loads).toBe(1);
  });

  it('a chunk that failed to load fails that call only: the next call loads it again', async () => {
    let loads = 0;
    const api = lazyModule(async () => {
      loads++;
      if (loads === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return moduleOfLoad(loads);
    })(transport);
    await expect(api.whichLoad()).rejects.toThrow('Failed to fetch dynamically imported module');
    expect(await api.whichLoad()).toBe(2);
  });
});

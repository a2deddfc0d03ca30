import { describe, expect, it } from 'vitest';
import { lazyMemberFlows } from '../src/auth/lazy-member-flows';
import type { MemberFlows, MemberFlowsStrategy } from '../src/auth/member-flows';
import type { OAuthContext } from '../src/auth/oauth-context';

// The loader is what this file tests, so the flows it loads only say which load built them.
const context = {} as OAuthContext;
const strategy = {} as MemberFlowsStrategy;

function flowsBuiltBy(load: number) {
  return { createMemberFlows: () => ({ login: async () => `flows of load ${load}` }) as unknown as MemberFlows };
}

describe('member flows loaded on first use', () => {
  it('imports once for every call after the first success', async () => {
    let imports = 0;
    const flows = lazyMemberFlows(context, strategy, async () => flowsBuiltBy(++imports));
    expect(imports).toBe(0);
    await expect(flows.login({ email: 'a@vitrine.test', password: 'x' })).resolves.toBe('flows of load 1');
    await expect(flows.login({ email: 'a@vitrine.test', password: 'x' })).resolves.toBe('flows of load 1');
    expect(imports).toBe(1);
  });

  it('a chunk that failed to load fails that call only: the next call imports it again', async () => {
    let imports = 0;
    const flows = lazyMemberFlows(context, strategy, async () => {
      imports++;
      if (imports === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return flowsBuiltBy(imports);
    });
    await expect(flows.login({ email: 'a@vitrine.test', password: 'x' })).rejects.toThrow('Failed to fetch dynamically imported module');
    await expect(flows.login({ email: 'a@vitrine.test', password: 'x' })).resolves.toBe('flows of load 2');
    expect(imports).toBe(2);
  });
});

import { startTestPlatform } from '@vitrine/platform/testing';
import { load, references, row, type BenchRow } from './lib';

/** Anonymous-grant throughput and latency, beside a hello-world and the ceiling measured in the same run. */
export async function tokenEndpointBench(seconds: number): Promise<BenchRow[]> {
  const platform = await startTestPlatform({ rateLimits: false });
  try {
    const { rows, ceiling } = await references('token endpoint', platform.app.db, platform.site.siteId, seconds);
    const grant = await load({
      url: `${platform.baseUrl}/oauth2/token`,
      method: 'POST',
      body: JSON.stringify({ clientId: platform.site.clientId, grantType: 'anonymous' }),
      seconds,
    });
    return [...rows, row('token endpoint', `anonymous grant (${platform.driver})`, grant, undefined, ceiling)];
  } finally {
    await platform.close();
  }
}

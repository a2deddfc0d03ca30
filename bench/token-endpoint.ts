import { startTestPlatform } from '@vitrine/platform/testing';
import { load, row, startHelloWorld, type BenchRow } from './lib';

/** Anonymous-grant throughput and latency, beside a Fastify hello-world measured in the same run. */
export async function tokenEndpointBench(seconds: number): Promise<BenchRow[]> {
  const hello = await startHelloWorld();
  const platform = await startTestPlatform({ rateLimits: false });
  try {
    const baseline = await load({ url: hello.url, seconds });
    const grant = await load({
      url: `${platform.baseUrl}/oauth2/token`,
      method: 'POST',
      body: JSON.stringify({ clientId: platform.site.clientId, grantType: 'anonymous' }),
      seconds,
    });
    return [
      row('http baseline', 'fastify hello-world GET', baseline),
      row('token endpoint', `anonymous grant (${platform.driver})`, grant, 'fastify hello-world'),
    ];
  } finally {
    await platform.close();
    await hello.close();
  }
}

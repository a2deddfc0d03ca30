import { load, references, row, startBenchPlatform, type BenchRow } from './lib';

/**
 * Anonymous-grant throughput and latency, beside a hello-world and the ceiling measured in the same
 * run on the same database. `postgresUrl`: a PostgreSQL server to run on (a database of its own);
 * undefined is PGlite in memory.
 */
export async function tokenEndpointBench(seconds: number, postgresUrl?: string): Promise<BenchRow[]> {
  const platform = await startBenchPlatform(postgresUrl);
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

import { load, percentile, row, type BenchRow } from './lib';
import { startPlatformProcess, type PlatformProcess } from './platform-process';

const signers = 16;
const password = 'bench password 1';

/** Each signer speaks from an address of its own (TEST-NET-2), as separate shoppers do. */
const addressOf = (index: number) => `198.51.100.${index + 1}`;

async function post(platform: PlatformProcess, path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(platform.baseUrl + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function visitorToken(platform: PlatformProcess): Promise<string> {
  const grant = await post(platform, '/oauth2/token', { clientId: platform.clientId, grantType: 'anonymous' });
  return grant.body.access_token as string;
}

/** Registers the members whose sign-ins make the burst, each through its own visitor and address. */
async function registerSigners(platform: PlatformProcess) {
  return Promise.all(
    Array.from({ length: signers }, async (_, index) => {
      const email = `signer-${index}-${Date.now()}@bench.test`;
      const headers = { authorization: await visitorToken(platform), 'x-forwarded-for': addressOf(index) };
      const registered = await post(platform, '/_api/iam/authentication/v2/register', { loginId: { email }, password }, headers);
      if (registered.status !== 200) throw new Error(`registering a signer answered ${registered.status}`);
      return { email, headers };
    }),
  );
}

/**
 * Every signer signs in again and again (the right password: each attempt is a full scrypt check)
 * until `stop` is called; returns the sign-ins' own latencies.
 */
function signInContinuously(platform: PlatformProcess, members: Array<{ email: string; headers: Record<string, string> }>) {
  let running = true;
  const latencies: number[] = [];
  let refused = 0;
  const loops = members.map(async ({ email, headers }) => {
    while (running) {
      const started = performance.now();
      const answer = await post(platform, '/_api/iam/authentication/v2/login', { loginId: { email }, password }, headers);
      if (answer.status === 200) latencies.push(performance.now() - started);
      else refused++;
    }
  });
  return {
    async stop() {
      running = false;
      await Promise.all(loops);
      return { latencies: latencies.sort((a, b) => a - b), refused };
    },
  };
}

/**
 * A visitor's catalogue read, alone and then while 16 members sign in at once without pause, on
 * the platform in its own process at full password cost. The target: the read's p95
 * during the burst within 2× of the same read alone.
 */
export async function loginBurstBench(seconds: number): Promise<BenchRow[]> {
  const platform = await startPlatformProcess();
  try {
    const members = await registerSigners(platform);
    const read = {
      url: `${platform.baseUrl}/stores-reader/v1/products/query-platformized`,
      method: 'POST' as const,
      headers: { authorization: await visitorToken(platform) },
      body: JSON.stringify({ query: { paging: { limit: 12 } } }),
      connections: 4,
      seconds,
    };
    const alone = await load(read);
    const burst = signInContinuously(platform, members);
    const during = await load(read);
    const signIns = await burst.stop();
    const ratio = alone.p95Ms > 0 ? Math.round((during.p95Ms / alone.p95Ms) * 10) / 10 : 0;
    return [
      row('login burst', 'visitor catalogue read, alone (4 connections)', alone),
      { ...row('login burst', `the same read during ${signers} concurrent sign-ins`, during, 'the read alone'), note: `p95 ${ratio}× alone (target ≤ 2×)` },
      {
        bench: 'login burst',
        subject: `sign-ins completed during the read (${signers} at once, scrypt N=2^17)`,
        value: Math.round((signIns.latencies.length / seconds) * 10) / 10,
        unit: 'sign-ins/s',
        p50Ms: percentile(signIns.latencies, 50),
        p95Ms: percentile(signIns.latencies, 95),
        note: signIns.refused ? `${signIns.refused} refused (busy or rate-limited)` : undefined,
      },
    ];
  } finally {
    await platform.stop();
  }
}

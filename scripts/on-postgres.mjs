// Runs a command with VITRINE_TEST_POSTGRES_URL pointing at a throwaway PostgreSQL cluster, e.g.
//   node scripts/on-postgres.mjs npx vitest run packages/platform/test/scale-out.test.ts
import { spawnSync } from 'node:child_process';
import { startPostgresCluster } from './postgres-cluster.mjs';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: node scripts/on-postgres.mjs <command> [args…]');
  process.exit(2);
}
const cluster = await startPostgresCluster();
if (!cluster.url) {
  console.error(`cannot start PostgreSQL: ${cluster.reason}`);
  process.exit(1);
}
let status;
try {
  status = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, VITRINE_TEST_POSTGRES_URL: cluster.url } }).status ?? 1;
} finally {
  cluster.stop();
}
process.exit(status);

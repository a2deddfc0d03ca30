import { defineConfig } from 'vitest/config';

const conditions = ['@vitrine/source'];

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: {
    testTimeout: 30_000,
    // Starting a platform (PGlite, migrations, a seeded site) takes seconds alone and much longer on
    // a machine busy with other jobs: hooks get a bound generous enough never to be the flake.
    hookTimeout: 180_000,
    // A check that waits for something (a page to update, a worker to deliver) gets the same
    // generous bound everywhere: vitest's own default of one second is a timing assertion in
    // disguise on a machine busy with other work.
    expect: { poll: { timeout: 30_000, interval: 100 } },
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: ['packages/*/test/**/*.test.ts', 'packages/*/src/**/*.test.ts', 'apps/*/src/**/*.test.ts', 'bench/**/*.test.ts', 'scripts/**/*.test.ts'],
          pool: 'forks',
          // Type tests (`*.test-d.ts`) are checked by tsc as part of the run: an `expectTypeOf`
          // that does not hold fails the run, where at run time it would pass unchecked.
          typecheck: { enabled: true, include: ['packages/*/test/**/*.test-d.ts'], tsconfig: './tsconfig.json', spawnTimeout: 120_000 },
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          // A journey is many page loads and checks, each waiting on the platform and the browser.
          testTimeout: 120_000,
          pool: 'forks',
          fileParallelism: false,
        },
      },
    ],
  },
});

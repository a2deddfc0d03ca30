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
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: ['packages/*/test/**/*.test.ts', 'packages/*/src/**/*.test.ts', 'bench/**/*.test.ts', 'scripts/**/*.test.ts'],
          pool: 'forks',
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          pool: 'forks',
          fileParallelism: false,
        },
      },
    ],
  },
});

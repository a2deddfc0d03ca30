import { defineConfig } from 'vitest/config';

const conditions = ['@vitrine/source'];

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
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

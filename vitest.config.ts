import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'tests/api/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 120_000,
          setupFiles: ['tests/support/fail-on-console-error.ts'],
          globalSetup: ['tests/support/build-web.ts', 'tests/support/database-template.ts'],
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 180_000,
          globalSetup: ['tests/support/build-web.ts', 'tests/support/database-template.ts'],
          fileParallelism: false,
        },
      },
    ],
  },
});

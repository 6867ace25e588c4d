import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Once per run, for both projects (a project's own globalSetup would run again for each project that
    // runs: two builds of the database template for `npm test`); the projects read what it provides.
    globalSetup: ['tests/support/build-web.ts', 'tests/support/database-template.ts'],
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/api/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 120_000,
          setupFiles: ['tests/support/fail-on-console-error.ts'],
          // Two files at once on the 2-core machine (Vitest's default there is one): much of a file's time is
          // waiting (store processes starting and stopping, timers, the other engine's I/O), so the second
          // worker fills it (decision 0023).
          maxWorkers: 2,
          // A worker keeps the modules it imported from one file to the next instead of importing the server
          // (Hono, Better Auth, Drizzle, the contracts) again for each of the 77 files: the suite passes the same,
          // with a third less CPU (decision 0023 addendum). Every file starts its own stores and databases, and
          // no file mocks a module.
          isolate: false,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          // A long flow (the back office's news item, axe over every admin screen) took 60 s on a machine three
          // times slower than usual (CI 2,004 s on 2026-11-27 against 611-689 s the day before): a timeout says
          // nothing about the store, so there is room for such a machine.
          testTimeout: 150_000,
          hookTimeout: 180_000,
          // One store and one Chromium per worker, shared by the files it runs (tests/support/e2e.ts,
          // decision 0023): a worker keeps its modules, and so its fixtures, from one file to the next.
          isolate: false,
          // Three workers on the 2-core machine: with two, the browsers, stores and Vitest together used about
          // two thirds of one core over the run (505 s of CPU in a ~750 s phase), the rest waiting on pages,
          // timers and polls (decision 0023 addendum).
          maxWorkers: 3,
          // After the unit project: a group per worker count.
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});

import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    testTimeout: 120_000,
    pool: 'forks',
    // Test files share a fork's loaded modules instead of each importing the app and the core
    // afresh: the app's 59 files took 150 s with isolation and 71 s without (import 134 → 39 s),
    // measured one after the other at a load of 13 on 2 cores. No test file mocks a module;
    // the two that stub globals or timers restore them in afterEach.
    isolate: false,
    // Vitest's default in a run is one fork fewer than the cores: on CI's 2 cores that is a single
    // fork, and the suite is CPU-bound simulation, so the second core sat idle. One fork per core
    // (VITEST_MAX_WORKERS overrides, e.g. on a shared machine).
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS) || availableParallelism(),
  },
});

import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    testTimeout: 120_000,
    pool: 'forks',
    // Vitest's default in a run is one fork fewer than the cores: on CI's 2 cores that is a single
    // fork, and the suite is CPU-bound simulation, so the second core sat idle. One fork per core
    // (VITEST_MAX_WORKERS overrides, e.g. on a shared machine).
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS) || availableParallelism(),
  },
});

// make test-faults: the fault tests (test/faults), one file at a time, each starting its own
// service processes and, where the fault needs it, its own nats-server or Postgres.
import { defineConfig, mergeConfig } from 'vitest/config';
import base from './vitest.config.js';

export default mergeConfig(
  { ...base, test: { ...base.test, include: [], exclude: [] } },
  defineConfig({
    test: {
      include: ['test/faults/**/*.test.ts'],
      // Several processes per test on 2 cores: one fault at a time.
      fileParallelism: false,
      testTimeout: 300_000,
    },
  }),
);

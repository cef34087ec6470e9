import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';
import { readdirSync, existsSync } from 'node:fs';

const root = fileURLToPath(new URL('.', import.meta.url));

// Tests run the TypeScript sources of every workspace package, never a stale dist/ build.
const alias = ['libs', 'services'].flatMap((dir) =>
  readdirSync(`${root}${dir}`)
    .filter((name) => existsSync(`${root}${dir}/${name}/src/index.ts`))
    .map((name) => ({
      find: name === 'launcher' ? /^citable$/ : new RegExp(`^@citable/${name}$`),
      replacement: `${root}${dir}/${name}/src/index.ts`,
    })),
);

export default defineConfig({
  resolve: {
    alias: [
      ...alias,
      { find: /^@citable\/contracts\/vocab$/, replacement: `${root}libs/contracts/src/vocab.ts` },
      { find: /^@\//, replacement: `${root}web/src/` },
    ],
  },
  test: {
    include: ['libs/*/src/**/*.test.ts', 'services/*/src/**/*.test.ts', 'web/src/**/*.test.ts', 'test/**/*.test.ts'],
    // Fault tests restart servers and kill replicas: `make test-faults` runs them (vitest.faults.config.ts).
    exclude: ['**/node_modules/**', 'test/faults/**'],
    pool: 'forks',
    // PGlite takes 1.5-5 s to create on 2 cores; integration tests start real services.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    globalSetup: ['./libs/testing/src/global-setup.ts'],
  },
});

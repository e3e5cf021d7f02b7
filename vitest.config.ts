// Unit and integration tests run in Node against a real PostgreSQL: the global setup starts a throwaway embedded
// server once per run and migrates it, and every test file gets its URL as DATABASE_URL. Files run one at a time
// because they share that database.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('.', import.meta.url)),
      // Next.js resolves 'server-only' to nothing on the server; outside Next its default entry throws.
      'server-only': fileURLToPath(new URL('./tests/support/server-only.ts', import.meta.url)),
    },
  },
  test: {
    environment: 'node',
    include: ['tests/unit/**/*.test.ts', 'tests/integration/**/*.test.ts'],
    globalSetup: ['tests/setup/global-setup.ts'],
    setupFiles: ['tests/setup/env.ts'],
    fileParallelism: false,
    // next-auth and next-intl import 'next/server' without its extension, which only a bundler resolves: bundled for
    // the tests that call Auth.js's handlers and the proxy (tests/integration/platform/public-origin.test.ts).
    server: { deps: { inline: ['next-auth', 'next-intl'] } },
    testTimeout: 30_000,
  },
});

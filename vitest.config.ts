// Two projects (docs/testing.md): unit tests are pure and run in parallel; integration tests run against a real
// PostgreSQL that the global setup starts once per run and migrates into a template database, and each file gets a
// copy of it of its own (tests/setup/env.ts), so they run in parallel too without sharing a table.
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
    // next-auth and next-intl import 'next/server' without its extension, which only a bundler resolves: bundled for
    // the tests that call Auth.js's handlers and the proxy (tests/integration/platform/public-origin.test.ts).
    server: { deps: { inline: ['next-auth', 'next-intl'] } },
    testTimeout: 30_000,
    // Vitest's default is one worker per core but one, a single worker on the 2-core CI machine. The integration tests
    // spend much of their time waiting on PostgreSQL, SMTP and child processes: three workers keep both cores busy
    // (vitest alone on a quiet 2-core machine: 250 s with three, 320 s with one; docs/testing.md).
    maxWorkers: 3,
    // Worker threads, not child processes: each file still gets a fresh module graph, but a thread starts and loads
    // modules faster than a process (the whole suite on the quiet 2-core machine: 173 s against 228 s; docs/testing.md).
    pool: 'threads',
    // Set-up and clean-up create, migrate and drop databases of their own; on a 2-core machine running the static
    // checks beside the tests, that can take longer than vitest's 10 s default without anything being wrong.
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], setupFiles: ['tests/setup/unit-env.ts'] },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          globalSetup: ['tests/setup/global-setup.ts'],
          setupFiles: ['tests/setup/env.ts', 'tests/setup/next-runtime.ts'],
        },
      },
    ],
  },
});

// End-to-end tests against the production build (`next build` first) served by scripts/e2e-server.ts on its own
// fresh embedded database. Chromium comes from the system where present: Debian's headless shell first (the
// browser Playwright itself runs headless tests in; a third less CPU than the full browser's headless mode on the
// suite's two cores), then the full browser. Playwright's own browser download is not needed.
import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { randomAuthSecret } from './scripts/lib/auth-secret';
import { tiedToParent } from './scripts/lib/tied-to-parent';
import { e2eAdmin, e2eTwoFactorAdmin } from './tests/e2e/support/staff';
import { makeWalletTestCertificates } from './tests/support/wallet-certificates';

const port = Number(process.env.E2E_PORT ?? 3100);
// A random session secret per run (docs/decisions/11-staff-security.md §9), shared by the server and the tests that sign sessions: workers
// inherit this process's environment.
process.env.AUTH_SECRET ??= randomAuthSecret();
// The server offers Apple Wallet passes signed by a test authority (docs/membership.md "Apple Wallet"); made once,
// here, and inherited by the server.
if (!process.env.APPLE_WALLET_CERTIFICATE) Object.assign(process.env, makeWalletTestCertificates().env);
const systemChromium = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(
  (path) => existsSync(path),
);
// The e2e server is this runner's own child (`exec`, no shell or npx between) and gets SIGTERM when the runner dies,
// even by SIGKILL; it then stops Next and its database (scripts/lib/tied-to-parent.ts, postgres-guardian.ts).
const e2eServer = tiedToParent(process.execPath, ['--import', 'tsx', 'scripts/e2e-server.ts']).flat();

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  // A committed `.only` would silently skip the rest; a retry would hide a flaky test (docs/decisions/11-staff-security.md §11).
  forbidOnly: true,
  retries: 0,
  // `npm test` asks for a JSON report too (PLAYWRIGHT_JSON_OUTPUT_FILE), for its list of the slowest tests.
  reporter: [
    ['list'],
    ...(process.env.CI ? [] : [['html', { open: 'never' }] as const]),
    ...(process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ? [['json'] as const] : []),
  ],
  use: {
    baseURL: `http://localhost:${port}`,
    // A trace is kept for a failed test only, without its screencast and without DOM snapshots: recording them for every
    // test was a quarter (the screencast) and then a sixth (the snapshots) of the suite's browser work (docs/testing.md).
    // A failure keeps its actions, network and console, the screenshot and the page's ARIA snapshot (error-context.md);
    // `--trace on` records everything when needed.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false, sources: false },
    screenshot: 'only-on-failure',
    locale: 'en-GB',
    launchOptions: {
      executablePath: systemChromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], locale: 'en-GB' } }],
  webServer: {
    command: `exec ${e2eServer.map((part) => `'${part}'`).join(' ')}`,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    url: `http://localhost:${port}/api/health`,
    // The seed creates this staff account for the backoffice tests.
    env: {
      PORT: String(port),
      ADMIN_EMAIL: e2eAdmin.email,
      ADMIN_PASSWORD: e2eAdmin.password,
      E2E_2FA_ADMIN_EMAIL: e2eTwoFactorAdmin.email,
      E2E_2FA_ADMIN_PASSWORD: e2eTwoFactorAdmin.password,
      AUTH_SECRET: process.env.AUTH_SECRET,
      // Every browser of the suite shares one address: the per-address beacon limit (docs/insights.md) is lifted.
      INSIGHTS_BEACONS_PER_MINUTE: '1000000',
      // The suite stands for one proxy in front: a spec may name its client in X-Forwarded-For (its own order limits,
      // an attacker's address). Servers reached directly, with the default of none, are proved in cluster.spec.ts.
      TRUST_PROXY_HOPS: '1',
    },
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
  },
});

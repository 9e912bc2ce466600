import { defineConfig, devices } from '@playwright/test';
import {
  BrowserNotFoundError,
  CHROMIUM_FLAGS,
  findBrowser,
  NO_BROWSER_MESSAGE,
} from '../../scripts/browser.ts';
import { COMMERCIAL_PORT, E2E_PORT as port } from './ports.ts';

// The same lookup as `npm test` (which also installs one when it can), so both drive the same binary.
const chromium = findBrowser();
if (!chromium) throw new BrowserNotFoundError(NO_BROWSER_MESSAGE);

/**
 * Journeys across the running system: the default shop, and a commercial one for what differs there.
 * No retries: a journey that passes only on its second try is a bug in the journey or the shop, and a retry would
 * hide where it happens.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.e2e.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromium.path,
      args: [...CHROMIUM_FLAGS, '--disable-quic'],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
    { name: 'mobile', use: { ...devices['Pixel 7'], viewport: { width: 375, height: 740 } } },
  ],
  // The commercial shop needs few products: its journey only looks at whether prices show.
  webServer: [shop(port, 300), shop(COMMERCIAL_PORT, 60, 'aoc')],
});

/**
 * One whole shop (storefront, identity, payments on `port`..`port + 2`), started from scratch (fresh data directory,
 * a small demo catalogue) on its own ports so a developer's running shop is left alone; `theme` unset is the default.
 */
function shop(port: number, products: number, theme?: string) {
  const dataDir = `tests/e2e/.data-${port}`;
  return {
    command: `rm -rf ${dataDir} && node scripts/start.ts`,
    cwd: '../..',
    url: `http://localhost:${port}/healthz`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe' as const,
    env: {
      PORT: String(port),
      IDENTITY_PORT: String(port + 1),
      PAYMENTS_PORT: String(port + 2),
      DATA_DIR: dataDir,
      ...(theme ? { THEME: theme } : {}),
      SEED_PRODUCTS: String(products),
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      REDIS_URL: '',
    },
  };
}

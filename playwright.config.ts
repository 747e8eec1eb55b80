import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
// Set once in the main process; workers inherit it, so tests can find the server's data dir.
const dataDir = (process.env.E2E_DATA_DIR ??= path.join(
  os.tmpdir(),
  `coachforge-e2e-${process.pid}`,
));

/** The system Chromium, never a downloaded browser; flags keep it off the network. */
export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: `node --import tsx scripts/e2e-server.ts`,
    url: `http://localhost:${port}/api/health`,
    timeout: 60_000,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // Unset, the first account created becomes the operator: on this shared server that would
      // be whichever journey signs up first. Named, nobody here is one (operator-console.spec.ts
      // starts a fresh server of its own for the first-account journey).
      OPERATOR_EMAILS: 'operator@e2e.example.com',
      // Test-only: journeys serve pages on loopback for the web scraper to read.
      TOOLS_ALLOW_PRIVATE_NETWORK: 'true',
      // Every journey chats from 127.0.0.1, one visitor to the app: room for the whole suite.
      CHAT_TURNS_PER_MINUTE_VISITOR: '1000',
      // …and per day (chat-visitor-quota.test.ts holds the real limit).
      CHAT_TURNS_PER_DAY_VISITOR: '100000',
      // Every journey signs up from 127.0.0.1: room for the whole suite (sign-up-throttle.test.ts
      // holds the real limit).
      SIGN_UP_MAX_PER_IP: '100000',
      // What the contact and legal pages show of the operator (public-pages.spec.ts).
      CONTACT_INBOX: 'CoachForge Support <help@coachforge-e2e.example.com>',
      LEGAL_JURISDICTION: 'Ireland',
      LEGAL_ARBITRATION_BODY: 'the Dublin International Arbitration Centre',
    },
  },
});

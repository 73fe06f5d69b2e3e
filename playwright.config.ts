import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { E2E_ADMIN, E2E_ADMIN_FIRST_PASSWORD } from './e2e/constants';

const port = Number(process.env.E2E_PORT ?? 3111);
// Set once in the main process; workers inherit it and read the e-mail outbox from there.
process.env.E2E_DATA_DIR ??= path.join(os.tmpdir(), `e2e-data-${process.pid}`);
const dataDir = process.env.E2E_DATA_DIR;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  // Four browsers on two cores: a browser test mostly waits (transitions, debounces, the server), so
  // two workers left the cores idle most of the time.
  workers: 4,
  // A story of a minute or more sets its own limit. Beside three busy browsers on two cores a story
  // that takes 15 s alone has been seen to take past 30 s (CI, 2026-11-28: the walk-in order in Arabic).
  timeout: 60_000,
  // The one server answers two browsers at once, and its embedded database shares the event loop: under that load
  // a lazy chunk plus its first query has been seen to take over five seconds.
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // The browser asks for less motion, as some readers' systems do (the theme honours it): no
    // dialog or menu transition for each click to wait out, and no frames of them to draw.
    reducedMotion: 'reduce',
    // On a developer's machine a failed test keeps its trace (actions, DOM, network), without the
    // screencast (a fifth of the suite's time). CI records none: nobody opens a trace there, and
    // recording one for every test cost the browser suite half a minute (2.7 against 3.2 minutes).
    trace: process.env.CI ? 'off' : { mode: 'retain-on-failure', screenshots: false },
    launchOptions: {
      // Debian's build of Chromium's headless shell (the browser without its window, what Playwright
      // itself runs headless): a third less CPU than the full browser, so the suite takes minutes less.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [
    // The admin's first sign-in (new password, two-step sign-in), once, before any test signs in as them.
    { name: 'setup', testMatch: /admin\.setup\.ts$/ },
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined }, dependencies: ['setup'] },
    // A phone runs only the checks tagged for it (the header, the menus and the footer in Arabic):
    // the stories and the page-by-page phone checks run once, in the desktop project.
    { name: 'mobile', use: { ...devices['Pixel 7'], channel: undefined }, grep: /@mobile/, dependencies: ['setup'] },
  ],
  webServer: {
    command: `rm -rf ${dataDir} && node apps/server/dist/main.js`,
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '100000',
      AUTH_RATE_LIMIT_MAX: '1000',
      ADMIN_USERNAME: E2E_ADMIN.userName,
      ADMIN_PASSWORD: E2E_ADMIN_FIRST_PASSWORD,
    },
  },
});

import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { defineConfig, devices } from "@playwright/test";

// Chosen once in the runner and inherited by its workers through the environment.
process.env.E2E_PORT ??= String(20000 + Math.floor(Math.random() * 20000));
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), "eos-e2e-"));
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;

/** Debian's Chromium, never a downloaded browser; these flags keep it off the closed network. */
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
};

export default defineConfig({
  testDir: "./specs",
  outputDir: "./test-results",
  // One worker: specs sign in as the same demo accounts, and a second sign-in of an account on the same kind
  // of device ends the first session (-1012), so parallel specs would log each other out.
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    baseURL,
    locale: "zh-CN",
    trace: process.env.CI ? "off" : "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: chromium,
  },
  projects: [
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 }, channel: undefined },
    },
  ],
  webServer: {
    command: `node ${resolve(import.meta.dirname, "../apps/server/dist/main.js")}`,
    url: `${baseURL}/readyz`,
    // The first start migrates and seeds three demo schools (their attendance, cards and consent included):
    // about a minute on a quiet 2-core machine, more when it is busy.
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: process.env.E2E_DATA_DIR,
      LOG_LEVEL: "warn",
      NODE_ENV: "test",
      // Only platform-admin.spec.ts sets the platform administrator up (once) with it.
      SETUP_CODE: "e2e-setup-7c41d09a",
    },
  },
});

import { defineConfig, devices } from '@playwright/test'
import { chromiumArgs } from './scripts/browser.ts'

/**
 * End-to-end tests in Chromium against the built site served by the real server (run
 * `npm run build` first; `npm test` does). The weather provider is a local fake speaking
 * OpenWeatherMap's protocol; the database is a fresh file under .tmp.
 */
const port = Number(process.env['E2E_PORT'] ?? 4310)
const weatherPort = Number(process.env['E2E_WEATHER_PORT'] ?? port + 1)
// The test build with the repository's photo library (.tmp/photo-site, npm test's second build).
const photoPort = port + 2
const executablePath = process.env['CHROME_PATH']

/** The day the e2e servers serve the offer pages as of (server/static/day-pages.ts). */
const servedDay = '2026-11-22'

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: '.tmp/test-results',
  fullyParallel: true,
  workers: process.env['CI'] ? 2 : 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env['CI'] ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
    launchOptions: { args: chromiumArgs, ...(executablePath ? { executablePath } : {}) },
  },
  projects: [
    // `npm run test:sweep`: every route at every width (tests/e2e/sweeps), too long for `npm test`.
    ...(process.env['E2E_SWEEP'] === '1'
      ? [
          {
            name: 'sweep',
            testMatch: /e2e\/sweeps\/.*\.sweep\.ts$/,
            use: { ...devices['Desktop Chrome'], channel: undefined },
          },
          {
            name: 'sweep-photos',
            testMatch: /e2e\/sweeps\/.*\.sweep\.ts$/,
            // The photo build differs from the artwork build in its image files only (same
            // markup, names and styles): the accessibility and layout sweeps, the typing sweep
            // (the form's behaviour) and the carousel's table judge the artwork build. The desk's
            // sweep starts its own server (one port) and serves no photograph.
            testIgnore:
              /e2e\/sweeps\/((a11y|desk)-[^/]*|layout|typed-while-waking|carousel)\.sweep\.ts$/,
            use: {
              ...devices['Desktop Chrome'],
              channel: undefined,
              baseURL: `http://127.0.0.1:${photoPort}`,
            },
          },
        ]
      : []),
    {
      name: 'chromium',
      testIgnore: /e2e\/photos\//,
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    {
      name: 'photos',
      testMatch: /e2e\/photos\/.*\.spec\.ts$/,
      use: {
        ...devices['Desktop Chrome'],
        channel: undefined,
        baseURL: `http://127.0.0.1:${photoPort}`,
      },
    },
  ],
  webServer: [
    {
      command: `npx tsx tests/fakes/weather-provider.ts`,
      url: `http://127.0.0.1:${weatherPort}/healthz`,
      env: { FAKE_WEATHER_PORT: String(weatherPort) },
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: 'npx tsx server/main.ts',
      url: `http://127.0.0.1:${port}/healthz`,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        // the origin the suite's build was made for (no PORT or SITE_URL at build time)
        SITE_URL: 'http://localhost:3000',
        DATABASE_PATH: `.tmp/e2e-${Date.now()}.db`,
        WEATHER_API_KEY: 'e2e-test-key',
        WEATHER_API_URL: `http://127.0.0.1:${weatherPort}`,
        ENQUIRY_RATE_LIMIT: '1000',
        // Every test's page sends its web-vitals beacon from the one address, 127.0.0.1, when it
        // closes: at the default 60 a minute the vitals test's own beacon was once refused (429).
        // The limit itself is tested on the server (tests/boundaries).
        VITALS_RATE_LIMIT: '100000',
        // The day the offer pages are served as of (tests move the browser's clock from there).
        TRILLIUM_TEST_TODAY: servedDay,
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: 'npx tsx server/main.ts',
      url: `http://127.0.0.1:${photoPort}/healthz`,
      env: {
        PORT: String(photoPort),
        HOST: '127.0.0.1',
        SITE_URL: 'http://localhost:3000',
        DIST_DIR: '.tmp/photo-site/client',
        DATABASE_PATH: `.tmp/e2e-photos-${Date.now()}.db`,
        VITALS_RATE_LIMIT: '100000',
        TRILLIUM_TEST_TODAY: servedDay,
        WEATHER_API_KEY: 'e2e-test-key',
        WEATHER_API_URL: `http://127.0.0.1:${weatherPort}`,
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
})

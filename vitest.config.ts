import { availableParallelism } from 'node:os'
import { defineConfig, mergeConfig } from 'vitest/config'
import viteConfig from './vite.config.ts'

/**
 * Unit, model-based, component and in-process server tests. `*.test.ts` runs in Node;
 * `*.test.tsx` (views and components, Testing Library) runs in jsdom with the polyfills
 * of tests/setup/dom.ts. End-to-end specs (tests/e2e) belong to Playwright.
 */
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      reporters: process.env.CI ? ['default'] : ['default'],
      testTimeout: 20_000,
      // Vitest's default is a worker per core less one: one worker on a 2-core CI machine, with
      // the other core idle while the server tests wait on real timeouts and jsdom on timers.
      maxWorkers: Math.max(2, availableParallelism() - 1),
      hookTimeout: 60_000,
      projects: [
        {
          extends: true,
          test: {
            name: 'node',
            environment: 'node',
            include: ['{content,machines,server,scripts,src,tests}/**/*.test.ts'],
            // tests/cluster needs PostgreSQL (and Caddy): scripts/test-postgres.ts runs it
            exclude: [
              'tests/e2e/**',
              'node_modules/**',
              'dist/**',
              ...(process.env.TEST_DATABASE_URL === undefined ? ['tests/cluster/**'] : []),
            ],
          },
        },
        {
          extends: true,
          test: {
            name: 'dom',
            environment: 'jsdom',
            include: ['{content,machines,src,tests}/**/*.test.tsx'],
            exclude: ['tests/e2e/**', 'node_modules/**', 'dist/**'],
            setupFiles: ['tests/setup/dom.ts'],
          },
        },
      ],
    },
  }),
)

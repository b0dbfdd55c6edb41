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
      hookTimeout: 60_000,
      projects: [
        {
          extends: true,
          test: {
            name: 'node',
            environment: 'node',
            include: ['{content,machines,server,scripts,src,tests}/**/*.test.ts'],
            exclude: ['tests/e2e/**', 'node_modules/**', 'dist/**'],
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

import { defineConfig, mergeConfig } from 'vitest/config'
import viteConfig from './vite.config.ts'

/**
 * Vitest for the mutation runs (`npm run test:mutation`, scripts/mutation/): only the test files
 * named in `MUTATION_TESTS` (comma-separated), machine and view tests alike in one jsdom
 * project. (With the Node and jsdom projects of `npm test`, Stryker's mutants that act at
 * module load, such as a machine's definition, reached the view tests but not the machine's.)
 */
const files = (process.env['MUTATION_TESTS'] ?? '').split(',').filter(Boolean)
if (files.length === 0) throw new Error('MUTATION_TESTS names no test file')

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      testTimeout: 20_000,
      hookTimeout: 60_000,
      environment: 'jsdom',
      include: files,
      setupFiles: ['tests/setup/dom.ts'],
    },
  }),
)

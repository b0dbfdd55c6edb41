import { spawnSync } from 'node:child_process'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { builtPages, clientDir, checkBuild, noBuildMessage } from './built-site.ts'

const vnuJar = resolve(import.meta.dirname, '../../node_modules/vnu-jar/build/dist/vnu.jar')

interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error'
  subType?: string
  url?: string
  lastLine?: number
  message: string
  extract?: string
}

/**
 * The checker validates the pages' inline stylesheets with the W3C CSS validator, which does not
 * type math functions over custom properties: `width: min(100% - 2 * var(--gutter), 46rem)` is
 * valid CSS (every browser the site supports computes it) but reported as "The types are
 * incompatible" or "Invalid type: “… var(…)”". Only those two reports are set aside; any other
 * CSS error (an unknown property, a parse error) still fails.
 */
const isMathTypingFalsePositive = (m: VnuMessage) =>
  /^CSS: “[a-z-]+”: (The types are incompatible\.|Invalid type: “[^”]*var\()/.test(m.message)

/** Whether `java` runs here; the checker is a Java program. */
function hasJava(): boolean {
  return spawnSync('java', ['-version'], { stdio: 'ignore' }).status === 0
}

describe.skipIf(!checkBuild)('HTML of every prerendered page (Nu HTML checker)', () => {
  it('has no error in any page', { timeout: 120_000 }, () => {
    if (!hasJava())
      throw new Error(
        'The Nu HTML checker needs Java: install it with `apt-get install default-jre-headless` (Debian) or any Java 11+ runtime.',
      )
    const files = builtPages().map((p) => join(clientDir, p.file))
    expect(files.length, 'no prerendered pages found').toBeGreaterThan(0)
    // One JVM for every file: starting the checker costs more than checking a page.
    const run = spawnSync(
      'java',
      ['-jar', vnuJar, '--format', 'json', '--exit-zero-always', '--stdout', ...files],
      { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
    )
    expect(run.status, run.stderr).toBe(0)
    const { messages } = JSON.parse(run.stdout) as { messages: VnuMessage[] }
    const errors = messages
      .filter((m) => m.type !== 'info' && !isMathTypingFalsePositive(m))
      .map(
        (m) =>
          `${(m.url ?? '').replace(`file:${clientDir}/`, '')}:${m.lastLine ?? '?'} ${m.message}${
            m.extract ? `\n    ${m.extract.replace(/\n/g, ' ').slice(0, 160)}` : ''
          }`,
      )
    expect(errors, `Nu HTML checker errors:\n${errors.join('\n')}`).toEqual([])
  })
})

if (!checkBuild) it.skip(`HTML validity: ${noBuildMessage}`, () => {})

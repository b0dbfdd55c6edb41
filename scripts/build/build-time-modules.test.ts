import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { build } from 'vite'
import { afterAll, describe, expect, it } from 'vitest'
import { buildTimeModules, valuesModule } from './build-time-modules.ts'

const tmp = join(import.meta.dirname, '../../.tmp')

describe('a build-time module in the client build', () => {
  const dirs: string[] = []
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })))

  it('becomes its exports as values', () => {
    expect(valuesModule('/x.build-time.ts', { paths: ['/a', '/b'], count: 2 })).toBe(
      'export const paths = ["/a","/b"]\nexport const count = 2\n',
    )
  })

  it('refuses values JSON cannot carry, and a default export', () => {
    expect(() => valuesModule('/x.build-time.ts', { make: () => 1 })).toThrow(/plain data/)
    expect(() => valuesModule('/x.build-time.ts', { when: new Date(0) })).toThrow(/plain data/)
    expect(() => valuesModule('/x.build-time.ts', { missing: undefined })).toThrow(/plain data/)
    expect(() => valuesModule('/x.build-time.ts', { default: [] })).toThrow(/named exports/)
  })

  it('ships the values to the browser and none of the content they come from', async () => {
    mkdirSync(tmp, { recursive: true })
    const dir = mkdtempSync(join(tmp, 'build-time-'))
    dirs.push(dir)
    writeFileSync(
      join(dir, 'content.ts'),
      `export const entries = [{ path: '/one', body: 'A LONG BODY OF TEXT' }, { path: '/two', body: 'MORE TEXT' }]\n`,
    )
    writeFileSync(
      join(dir, 'paths.build-time.ts'),
      `import { entries } from './content.ts'\nexport const paths = entries.map((e) => e.path)\n`,
    )
    writeFileSync(
      join(dir, 'main.ts'),
      `import { paths } from './paths.build-time.ts'\nconsole.log(paths.join(','))\n`,
    )
    const output = await build({
      root: dir,
      configFile: false,
      logLevel: 'silent',
      plugins: [buildTimeModules()],
      build: { write: false, lib: { entry: join(dir, 'main.ts'), formats: ['es'] } },
    })
    const chunks = (Array.isArray(output) ? output : [output]).flatMap((o) =>
      'output' in o ? o.output : [],
    )
    const code = chunks.map((c) => ('code' in c ? c.code : '')).join('\n')
    expect(code).toContain('/one')
    expect(code).toContain('/two')
    expect(code).not.toContain('A LONG BODY OF TEXT')
  })
})

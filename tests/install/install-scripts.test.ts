import { spawnSync } from 'node:child_process'
import { accessSync, constants, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join, resolve } from 'node:path'
import type BetterSqlite3 from 'better-sqlite3'
import { describe, expect, it } from 'vitest'

/*
 * npm 11 runs a dependency's install script only when package.json's `allowScripts` approves it,
 * and warns at every install about each one it names nowhere (issue 46: a clean `npm ci` printed
 * such lines for better-sqlite3, esbuild, @ffmpeg-installer/linux-x64 and vnu-jar). Every package
 * with an install script is named, approved or denied, and each still does its work here: the
 * approved better-sqlite3 compiled its binding; the denied ones never needed their scripts
 * (docs/development.md says why for each).
 */

const root = resolve(import.meta.dirname, '../..')
const read = (file: string) => JSON.parse(readFileSync(join(root, file), 'utf8')) as unknown
const allowScripts = (read('package.json') as { allowScripts?: Record<string, boolean> })
  .allowScripts
const require = createRequire(join(root, 'package.json'))

describe('install scripts (package.json allowScripts)', () => {
  it('names every package of the lockfile that has one, for every platform, and nothing else', () => {
    const lock = read('package-lock.json') as {
      packages: Record<string, { hasInstallScript?: boolean }>
    }
    const withScripts = Object.entries(lock.packages)
      .filter(([, entry]) => entry.hasInstallScript === true)
      .map(([path]) => path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length))
    expect(Object.keys(allowScripts ?? {}).sort()).toEqual([...new Set(withScripts)].sort())
    // the one whose script the project needs; the rest are denied (false), not merely unnamed
    expect(Object.entries(allowScripts ?? {}).filter(([, allowed]) => allowed)).toEqual([
      ['better-sqlite3', true],
    ])
  })

  // npm reads every installed package's manifest: about 3 s of CPU, longer on a busy machine
  it('leaves npm nothing unreviewed (npm install-scripts ls)', { timeout: 90_000 }, (context) => {
    const run = spawnSync('npm', ['install-scripts', 'ls', '--json'], {
      cwd: root,
      encoding: 'utf8',
    })
    // npm before 11 has no such command and no allowScripts: it runs every script, silently
    if (/Unknown command/i.test(run.stderr)) context.skip(`npm ${npmVersion()} has no allowScripts`)
    expect(run.status, run.stderr).toBe(0)
    expect(JSON.parse(run.stdout)).toEqual({ allowScripts: [] })
  })

  it('better-sqlite3 (approved: it compiles its native binding) opens a database', () => {
    const Database = require('better-sqlite3') as typeof BetterSqlite3
    const db = new Database(':memory:')
    expect(db.prepare('select 40 + 2 as n').get()).toEqual({ n: 42 })
    db.close()
  })

  it('esbuild (denied) transforms TypeScript through its API, and its command answers', async () => {
    const esbuild = await import('esbuild')
    expect((await esbuild.transform('let a: number = 1', { loader: 'ts' })).code).toBe(
      'let a = 1;\n',
    )
    const cli = spawnSync(join(root, 'node_modules/.bin/esbuild'), ['--version'], {
      encoding: 'utf8',
    })
    expect(cli.stdout.trim()).toBe(esbuild.version)
  })

  it('ffmpeg (denied: npm unpacks it executable) runs', () => {
    const ffmpeg = (require('@ffmpeg-installer/ffmpeg') as { path: string }).path
    accessSync(ffmpeg, constants.X_OK)
    const run = spawnSync(ffmpeg, ['-version'], { encoding: 'utf8' })
    expect(run.status).toBe(0)
    expect(run.stdout).toMatch(/^ffmpeg version /)
  })

  it('the Nu HTML checker (vnu-jar denied: it would fetch a Java) runs on the machine’s Java', () => {
    const vnu = join(root, 'node_modules/vnu-jar/build/dist/vnu.jar')
    const run = spawnSync('java', ['-jar', vnu, '--version'], { encoding: 'utf8' })
    expect(
      run.error,
      'the Nu HTML checker needs Java 11+ (apt-get install default-jre-headless)',
    ).toBeUndefined()
    expect(run.status, run.stderr).toBe(0)
    expect(run.stdout.trim()).toMatch(/^\d+\.\d+/)
  })
})

function npmVersion(): string {
  return spawnSync('npm', ['--version'], { encoding: 'utf8' }).stdout.trim()
}

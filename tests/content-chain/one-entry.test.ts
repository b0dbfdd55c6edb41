import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readDeployConfig } from '../../content/env.ts'
import { insertions, newPages } from './new-entries.ts'

/*
 * "Adding a page is one content entry": a copy of the site gets a new suite, experience,
 * offer, package and article (new-entries.ts: one entry each, plus pictures in the media
 * catalogue) and nothing else; then the content and route tests run in the copy, the copy is
 * built, and each new page must be there with its route, prerendered HTML, sitemap line,
 * structured data and the links that lead to it. Slow (a full build), so it runs in its own
 * step of `npm test`: `CONTENT_CHAIN=1 npx vitest run --project node tests/content-chain`.
 */
const enabled = process.env['CONTENT_CHAIN'] === '1'
const root = resolve(import.meta.dirname, '../..')
const copy = join(root, '.tmp/content-chain')
const client = join(copy, 'dist/client')
const { siteUrl } = readDeployConfig(process.env)

/** This process's environment without what this run set: the copy runs as `npm test` would. */
function childEnvironment(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, TMPDIR: join(copy, '.tmp') }
  for (const key of Object.keys(env))
    if (
      key === 'CONTENT_CHAIN' ||
      key === 'QUALITY_CHECKS' ||
      key === 'NODE_ENV' ||
      key.startsWith('VITEST')
    )
      delete env[key]
  return env
}

function run(command: string, args: readonly string[]): { status: number | null; output: string } {
  const result = spawnSync(command, args, {
    cwd: copy,
    encoding: 'utf8',
    env: childEnvironment(),
    maxBuffer: 64 * 1024 * 1024,
  })
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` }
}

/** The site as git has it (tracked and untracked, not ignored), in a folder of its own. */
function copySite(): void {
  rmSync(copy, { recursive: true, force: true })
  const files = spawnSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], {
    cwd: root,
    encoding: 'utf8',
  })
    .stdout.split('\0')
    .filter((f) => f !== '' && existsSync(join(root, f)))
  for (const file of files) {
    mkdirSync(dirname(join(copy, file)), { recursive: true })
    writeFileSync(join(copy, file), readFileSync(join(root, file)))
  }
  mkdirSync(join(copy, '.tmp'), { recursive: true })
  symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'), 'dir')
}

function insertEntries(): void {
  for (const { file, before, text } of insertions) {
    const path = join(copy, file)
    const source = readFileSync(path, 'utf8')
    const at = source.lastIndexOf(before)
    if (at < 0 || source.indexOf(before) !== at) throw new Error(`${file}: "${before}" not once`)
    writeFileSync(path, source.slice(0, at) + text + source.slice(at))
  }
}

const html = (path: string) => readFileSync(join(client, path, 'index.html'), 'utf8')
const escaped = (text: string) => text.replace(/&/g, '&amp;')

describe.skipIf(!enabled)('one content entry makes a page, in a copy of the site', () => {
  let tests = { status: null as number | null, output: '' }
  let build = { status: null as number | null, output: '' }

  beforeAll(() => {
    copySite()
    insertEntries()
    tests = run('npx', ['vitest', 'run', '--project', 'node', 'content/', 'src/app/'])
    build = run('npx', ['tsx', 'scripts/build.ts'])
  }, 900_000)

  afterAll(() => {
    // Kept for a look when something failed; removed when all passed.
    if (tests.status === 0 && build.status === 0) rmSync(copy, { recursive: true, force: true })
  })

  it('passes the content and route tests with the new entries', () => {
    expect(tests.status, tests.output.slice(-4000)).toBe(0)
  })

  it('builds', () => {
    expect(build.status, build.output.slice(-4000)).toBe(0)
  })

  for (const [family, page] of Object.entries(newPages)) {
    describe(`a new ${family}, ${page.path}`, () => {
      it('is prerendered with its heading, title and canonical link', () => {
        const document = html(page.path)
        expect(document).toMatch(new RegExp(`<h1[^>]*>${escaped(page.name)}</h1>`))
        expect(document).toMatch(/<title>[^<]+ \| Trillium<\/title>/)
        expect(document).toContain(`<link data-head rel="canonical" href="${siteUrl}${page.path}">`)
      })

      it('has its structured data and a breadcrumb', () => {
        const scripts = [
          ...html(page.path).matchAll(
            /<script data-head type="application\/ld\+json">(.*?)<\/script>/g,
          ),
        ].map((m) => m[1] ?? '')
        const own = scripts.find((s) => s.includes(`"@type":"${page.type}"`))
        expect(own, `a ${page.type} entry`).toBeDefined()
        expect(own).toContain(`${siteUrl}${page.path}`)
        expect(scripts.some((s) => s.includes('"BreadcrumbList"'))).toBe(true)
      })

      it('is in the sitemap', () => {
        const sitemap = readFileSync(join(client, 'sitemap.xml'), 'utf8')
        expect(sitemap).toContain(`<loc>${siteUrl}${page.path}</loc>`)
      })

      it(`is linked from ${page.listing}`, () => {
        expect(html(page.listing)).toContain(`href="${page.path}"`)
      })

      it('has a route in the browser’s route tree', () => {
        const boot = /data-modules="([^"]+)"/.exec(html(page.path))?.[1] ?? ''
        const entry = boot.split(' ')[0] ?? ''
        // The path as a string literal of the minified entry, in whichever quotes it chose.
        expect(readFileSync(join(client, entry), 'utf8')).toMatch(
          new RegExp(`[\`"']${page.path.replace(/\//g, '\\/')}[\`"']`),
        )
      })
    })
  }
})

describe.skipIf(enabled)('one content entry makes a page', () => {
  it.skip('runs in its own step of npm test: CONTENT_CHAIN=1 npx vitest run --project node tests/content-chain', () => {})
})

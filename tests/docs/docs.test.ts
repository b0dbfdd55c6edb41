import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { headingAnchors, headingSlug, npmCommands, relativeLinks } from './markdown.ts'

/*
 * The docs cannot drift from the code (issue 35): every relative link in README.md, docs/ and
 * the folders' READMEs leads to a file of the repository (and an anchor into a markdown file to
 * one of its headings), and every `npm run X` they name is a script of package.json.
 */
const root = fileURLToPath(new URL('../../', import.meta.url))
const skipped = new Set(['node_modules', 'dist', 'data', '.tmp', '.git', 'test-results'])

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (skipped.has(entry.name)) return []
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return markdownFiles(path)
    return entry.name.endsWith('.md') ? [path] : []
  })
}

const files = markdownFiles(root)
const read = (file: string) => readFileSync(file, 'utf8')
const name = (file: string) => relative(root, file)

/** What is wrong with a link of `file`, or undefined when it resolves. */
function brokenLink(file: string, target: string): string | undefined {
  const [pathPart = '', anchor] = target.split('#', 2)
  const path = decodeURIComponent(pathPart)
  const resolved = path === '' ? file : resolve(dirname(file), path)
  if (resolved !== root.replace(/[\\/]$/, '') && !resolved.startsWith(root))
    return 'leads outside the repository'
  if (!existsSync(resolved)) return `no file ${name(resolved)}`
  if (anchor === undefined || anchor === '' || !resolved.endsWith('.md')) return undefined
  if (statSync(resolved).isDirectory()) return undefined
  return headingAnchors(read(resolved)).has(anchor)
    ? undefined
    : `no heading makes #${anchor} in ${name(resolved)}`
}

describe('the markdown reader', () => {
  it('finds links and images outside code, with their lines, and leaves absolute URLs', () => {
    const text = [
      'See [the guide](docs/content.md#editing) and ![a picture](docs/a.png "title").',
      'An example: `[not a link](nowhere.md)`, and [the web](https://example.com).',
      '```md',
      '[in a fence](nowhere.md)',
      '```',
      '[defined]: ../server/README.md',
    ].join('\n')
    expect(relativeLinks(text)).toEqual([
      { line: 1, target: 'docs/content.md#editing' },
      { line: 1, target: 'docs/a.png' },
      { line: 6, target: '../server/README.md' },
    ])
  })

  it('makes the anchors GitHub makes, repeated headings numbered', () => {
    expect(headingSlug('What `npm test` checks')).toBe('what-npm-test-checks')
    expect(headingSlug('Slow links and [compile hints](x.md), 2026')).toBe(
      'slow-links-and-compile-hints-2026',
    )
    expect(headingSlug("The site's origin: SITE_URL")).toBe('the-sites-origin-site_url')
    expect([
      ...headingAnchors('# Tests\n## Tests\n```\n# not a heading\n```\n### Tests #'),
    ]).toEqual(['tests', 'tests-1', 'tests-2'])
  })

  it('names the scripts of npm commands, in code too, and not npm itself', () => {
    const text = [
      'npm install && npm start     # then `npm run -s enquiries -- export`',
      'Node 20 and npm 11; npm run bench:cls -- --no-build; npm run --silent vitals; npm test',
    ].join('\n')
    expect(npmCommands(text).map(({ line, script }) => `${line} ${script}`)).toEqual([
      '1 start',
      '1 enquiries',
      '2 bench:cls',
      '2 vitals',
      '2 test',
    ])
  })
})

describe('README.md and docs/', () => {
  it('are read: the front door, the guides and the decision records', () => {
    const names = files.map(name)
    for (const expected of ['README.md', join('docs', 'architecture.md')])
      expect(names).toContain(expected)
    expect(names.filter((n) => n.startsWith(`docs${sep}decisions${sep}`)).length).toBeGreaterThan(9)
  })

  it('link only to files that exist, and to headings that exist', () => {
    const broken = files.flatMap((file) =>
      relativeLinks(read(file)).flatMap(({ line, target }) => {
        const problem = brokenLink(file, target)
        return problem === undefined ? [] : [`${name(file)}:${line}: (${target}) ${problem}`]
      }),
    )
    expect(broken, broken.join('\n')).toEqual([])
  })

  it('name only npm scripts that package.json has', () => {
    const { scripts } = JSON.parse(read(join(root, 'package.json'))) as {
      scripts: Record<string, string>
    }
    const unknown = files.flatMap((file) =>
      npmCommands(read(file))
        .filter(({ script }) => !(script in scripts))
        .map(
          ({ line, script }) => `${name(file)}:${line}: npm run ${script} is not in package.json`,
        ),
    )
    expect(unknown, unknown.join('\n')).toEqual([])
  })
})

import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'

/*
 * Files stay small (conventions: "keep files small and named for what they hold"). A source file
 * of more than about 200 lines says why at its top: a comment line starting `Length:` in its
 * first 30 lines (data that reads best in one place, a test suite of one subject...). Past 300
 * lines no reason is enough, except for a test suite or a table of content: code that long is
 * split by what it does. `npm test` fails on either (scripts/lint/file-length.test.ts).
 */

/** "About 200 lines": a file may pass 200 by a few lines of formatting before it must explain. */
export const maxLinesWithoutReason = 220

/** Past this, only a test suite or a content table may go, and still with its reason. */
export const maxLinesOfCode = 300

/**
 * A test suite (a `.test` or `.spec` file, or anything under tests/) or a table of content (a
 * module of content/ that is not a schema): the kinds of file that may pass 300 lines.
 */
export function mayRunLong(file: string): boolean {
  const path = file.replaceAll('\\', '/')
  if (/\.(test|spec|sweep)\.tsx?$/.test(path) || path.startsWith('tests/')) return true
  return path.startsWith('content/') && /\.ts$/.test(path) && !/\.schema\.ts$/.test(path)
}

const sourceFolders = ['content', 'machines', 'server', 'scripts', 'src', 'tests']
const sourceFile = /\.(ts|tsx|js|cjs|mjs|css)$/
const skipped = new Set(['node_modules', 'fixtures', 'dist', '.tmp'])

/** Every source file under the project's source folders, project-relative. */
export function sourceFiles(root: string): string[] {
  const out: string[] = []
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (skipped.has(entry.name)) continue
      const path = join(dir, entry.name)
      if (entry.isDirectory()) walk(path)
      else if (sourceFile.test(entry.name) && !entry.name.endsWith('.gen.ts'))
        out.push(relative(root, path))
    }
  }
  for (const folder of sourceFolders) if (existsSync(join(root, folder))) walk(join(root, folder))
  return out.sort()
}

/** The reason a long file gives at its top, or undefined. */
export function lengthReason(text: string): string | undefined {
  const head = text.split('\n').slice(0, 30)
  for (const line of head) {
    const match = /^\s*(?:\/\/|\/?\*+)?\s*Length:\s*(\S.*)$/.exec(line)
    if (match?.[1]) return match[1].replace(/\s*\*\/\s*$/, '')
  }
  return undefined
}

/** The long files of the project that do not say why they are long. */
export function unexplainedLongFiles(root: string): { file: string; lines: number }[] {
  return sourceFiles(root)
    .map((file) => {
      const text = readFileSync(join(root, file), 'utf8')
      return { file, text, lines: text.split('\n').length - (text.endsWith('\n') ? 1 : 0) }
    })
    .filter(({ lines, text }) => lines > maxLinesWithoutReason && !lengthReason(text))
    .map(({ file, lines }) => ({ file, lines }))
}

/** Files over 300 lines that are neither a test suite nor a content table. */
export function overlongCode(root: string): { file: string; lines: number }[] {
  return sourceFiles(root)
    .filter((file) => !mayRunLong(file))
    .map((file) => {
      const text = readFileSync(join(root, file), 'utf8')
      return { file, lines: text.split('\n').length - (text.endsWith('\n') ? 1 : 0) }
    })
    .filter(({ lines }) => lines > maxLinesOfCode)
}

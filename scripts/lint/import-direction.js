import { dirname, relative, resolve, sep } from 'node:path'

/*
 * The layers of the site, lowest first: a module may import from its own layer and the ones
 * below it, never from one above (conventions: imports flow content → machines → components →
 * views → routes → app), and a view never reaches into another view's folder. Tests, the server,
 * the scripts and the configuration stand outside the layers.
 *
 * The reservations desk (`src/desk/`, issue 42) is a layer beside views, routes and app, with a
 * build of its own: it may import content, machines and components, and nothing outside it
 * (no layer, nor the server or the scripts) imports it, so no desk module can reach a public
 * page's chunks or the server's process.
 */
const layers = [
  ['content', 'content/'],
  ['machines', 'machines/'],
  ['components', 'src/components/'],
  ['views', 'src/views/'],
  ['routes', 'src/routes/'],
  ['app', 'src/app/'],
]

/** The layer of a project-relative path, or undefined outside the layers. */
export function layerOf(path) {
  const index = layers.findIndex(([, prefix]) => path.startsWith(prefix))
  return index < 0 ? undefined : { index, name: layers[index][0] }
}

const deskFolder = 'src/desk'
const deskMayImport = new Set(['content', 'machines', 'components'])
const inDesk = (path) => path === deskFolder || path.startsWith(`${deskFolder}/`)

const isTest = (path) => /\.(test|spec|type-test)\.tsx?$/.test(path)

/** The folder of a view (`src/views/<folder>/...`), or undefined. */
const viewFolder = (path) => /^src\/views\/([^/]+)\//.exec(path)?.[1]

/**
 * Why an import from `from` (project-relative) of `target` (project-relative) breaks the
 * layering, or undefined when it does not.
 */
export function importProblem(from, target) {
  if (isTest(from)) return undefined
  if (inDesk(target))
    return inDesk(from)
      ? undefined
      : `nothing outside src/desk imports the desk (${target}): it is a build of its own, never part of a public page or the server`
  if (inDesk(from)) {
    const imported = layerOf(target)
    if ((imported && !deskMayImport.has(imported.name)) || (!imported && target.startsWith('src/')))
      return `the desk may import content, machines and components, not ${imported?.name ?? target} (${target})`
    return undefined
  }
  const source = layerOf(from)
  const imported = layerOf(target)
  if (!source || !imported) return undefined
  if (imported.index > source.index)
    return `${source.name} may not import from ${imported.name} (${target}): imports flow content → machines → components → views → routes → app`
  const own = viewFolder(from)
  const other = viewFolder(target)
  if (own && other && own !== other)
    return `a view never reaches into another view's folder (${target}); share it as a component`
  return undefined
}

/** @type {import('eslint').Rule.RuleModule} */
export const importDirection = {
  meta: {
    type: 'problem',
    docs: {
      description: 'Imports flow one way: content, machines, components, views, routes, app',
    },
    schema: [],
  },
  create(context) {
    const root = context.cwd
    const file = relative(root, context.filename).split(sep).join('/')
    const check = (node, specifier) => {
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return
      const target = relative(root, resolve(dirname(context.filename), specifier))
        .split(sep)
        .join('/')
      const problem = importProblem(file, target)
      if (problem) context.report({ node, message: problem })
    }
    const fromSource = (node) => check(node, node.source?.value)
    return {
      ImportDeclaration: fromSource,
      ExportNamedDeclaration: fromSource,
      ExportAllDeclaration: fromSource,
      ImportExpression: (node) =>
        check(node, node.source.type === 'Literal' ? node.source.value : undefined),
    }
  },
}

import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import ts from 'typescript'

/*
 * The numbers the code names, found by reading the source (never by importing it): what the
 * inventory of promised numbers must account for (tests/boundaries/inventory.test.ts) and where
 * the mutation check (scripts/boundaries/mutate.ts) changes one.
 *
 * A number is found in four forms, each with the name the inventory gives it:
 * - a top-level `const` whose value is arithmetic on numbers (`24 * 60 * 60 * 1000`, and other
 *   such constants of the same file: `3 * bodyLimitBytes`): `duplicateWindowMs`;
 * - a number inside a top-level `const` object or array: `httpTimeouts.headersMs`,
 *   `guestLimits.adults.max`, `suites[0].sizeSqFt`, `aboutMedia['about.hero'].width`;
 * - a machine's named delay, `setup({ delays: { BUTTON_DELAY: 1000 } })`: `delays.BUTTON_DELAY`;
 * - a number other than 0, 1 and -1 given as a fallback (`x ?? 4000`) or a parameter's default
 *   (`limit = 10_000`), which hides a tuning value from the first three forms: `?? <left side>`
 *   and `<function>(<parameter> =)`.
 */

/** The folders whose numbers the inventory accounts for. */
export const scannedFolders = ['content', 'machines', 'server'] as const

/** One number the code names. */
export interface NamedNumber {
  /** The file, relative to the project's root, with `/` separators. */
  readonly file: string
  /** The inventory's name for it (see the forms above). */
  readonly name: string
  readonly line: number
  /** Its expression as written. */
  readonly text: string
  /** Its value, when the expression is arithmetic on numbers (and constants of its file). */
  readonly value: number | undefined
  /** Where the expression is in the file's text (for the mutation check). */
  readonly start: number
  readonly end: number
}

/** The TypeScript files of a folder, tests left out, relative to `root`. */
export function sourceFiles(root: string, folder: string): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((entry) => {
      const path = join(dir, entry)
      if (statSync(path).isDirectory()) return walk(path)
      return /\.tsx?$/.test(entry) && !/\.test\.tsx?$/.test(entry) ? [path] : []
    })
  return walk(join(root, folder)).map((path) => relative(root, path).split('\\').join('/'))
}

const unwrap = (node: ts.Expression): ts.Expression =>
  ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node)
    ? unwrap(node.expression)
    : node

const arithmetic: Partial<Record<ts.SyntaxKind, (a: number, b: number) => number>> = {
  [ts.SyntaxKind.AsteriskToken]: (a, b) => a * b,
  [ts.SyntaxKind.PlusToken]: (a, b) => a + b,
  [ts.SyntaxKind.MinusToken]: (a, b) => a - b,
  [ts.SyntaxKind.SlashToken]: (a, b) => a / b,
}

/**
 * The value of an expression made of numbers, `+ - * /`, parentheses and the numeric constants
 * in `known`; undefined for anything else. `literalOnly` refuses a lone identifier (`x = y` only
 * renames a number found elsewhere).
 */
function evaluate(
  node: ts.Expression,
  known: ReadonlyMap<string, number>,
  literalOnly = true,
): number | undefined {
  const e = unwrap(node)
  if (ts.isNumericLiteral(e)) return Number(e.text)
  if (ts.isPrefixUnaryExpression(e) && e.operator === ts.SyntaxKind.MinusToken) {
    const v = evaluate(e.operand, known, false)
    return v === undefined ? undefined : -v
  }
  if (ts.isIdentifier(e)) return literalOnly ? undefined : known.get(e.text)
  if (ts.isBinaryExpression(e)) {
    const op = arithmetic[e.operatorToken.kind]
    const a = evaluate(e.left, known, false)
    const b = evaluate(e.right, known, false)
    return op === undefined || a === undefined || b === undefined ? undefined : op(a, b)
  }
  return undefined
}

/** Arithmetic on numbers and names with a number in it: `3 * bodyLimitBytes` (imported) too. */
function isNumeric(node: ts.Expression): boolean {
  const literals = (n: ts.Expression): number | undefined => {
    const e = unwrap(n)
    if (ts.isNumericLiteral(e)) return 1
    if (ts.isIdentifier(e)) return 0
    if (ts.isPrefixUnaryExpression(e) && e.operator === ts.SyntaxKind.MinusToken)
      return literals(e.operand)
    if (ts.isBinaryExpression(e) && arithmetic[e.operatorToken.kind] !== undefined) {
      const a = literals(e.left)
      const b = literals(e.right)
      return a === undefined || b === undefined ? undefined : a + b
    }
    return undefined
  }
  return (literals(node) ?? 0) > 0
}

const keyOf = (name: ts.PropertyName): string =>
  ts.isIdentifier(name) || ts.isPrivateIdentifier(name)
    ? `.${name.text}`
    : ts.isStringLiteral(name) || ts.isNumericLiteral(name)
      ? `['${name.text}']`
      : `[${name.getText()}]`

/** Every number `file` names, in the four forms above. */
export function namedNumbers(root: string, file: string): NamedNumber[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(join(root, file), 'utf8'),
    ts.ScriptTarget.Latest,
    true,
  )
  const found: NamedNumber[] = []
  const known = new Map<string, number>()
  const add = (name: string, node: ts.Expression, value: number | undefined) =>
    found.push({
      file,
      name,
      line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1,
      text: node.getText(),
      value,
      start: node.getStart(),
      end: node.getEnd(),
    })

  const leaves = (node: ts.Expression, path: string): void => {
    const e = unwrap(node)
    const value = evaluate(e, known)
    if (value !== undefined) add(path, e, value)
    else if (ts.isObjectLiteralExpression(e)) {
      for (const p of e.properties)
        if (ts.isPropertyAssignment(p)) leaves(p.initializer, `${path}${keyOf(p.name)}`)
    } else if (ts.isArrayLiteralExpression(e))
      e.elements.forEach((x, i) => leaves(x, `${path}[${i}]`))
  }

  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue
    if (!(statement.declarationList.flags & ts.NodeFlags.Const)) continue
    for (const declaration of statement.declarationList.declarations) {
      if (declaration.initializer === undefined || !ts.isIdentifier(declaration.name)) continue
      const name = declaration.name.text
      const value = evaluate(declaration.initializer, known)
      if (value !== undefined) known.set(name, value)
      if (isNumeric(declaration.initializer)) add(name, unwrap(declaration.initializer), value)
      else leaves(declaration.initializer, name)
    }
  }

  const enclosing = (node: ts.Node): string => {
    for (let n: ts.Node | undefined = node.parent; n !== undefined; n = n.parent) {
      if ((ts.isFunctionDeclaration(n) || ts.isMethodDeclaration(n)) && n.name !== undefined)
        return n.name.getText()
      if (ts.isConstructorDeclaration(n))
        return `${ts.isClassDeclaration(n.parent) ? (n.parent.name?.text ?? '') : ''}.constructor`
      if (ts.isVariableDeclaration(n) && ts.isIdentifier(n.name)) return n.name.text
    }
    return '(module)'
  }
  const hidden = (node: ts.Expression) => {
    const value = evaluate(node, known)
    return value !== undefined && Math.abs(value) !== 1 && value !== 0 ? value : undefined
  }
  const visit = (node: ts.Node): void => {
    if (
      ts.isPropertyAssignment(node) &&
      node.name.getText() === 'delays' &&
      ts.isObjectLiteralExpression(node.initializer)
    ) {
      for (const p of node.initializer.properties) {
        if (!ts.isPropertyAssignment(p)) continue
        const value = evaluate(p.initializer, known)
        if (value !== undefined) add(`delays.${p.name.getText()}`, unwrap(p.initializer), value)
      }
    }
    if (
      ts.isBinaryExpression(node) &&
      node.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken
    ) {
      const value = hidden(node.right)
      if (value !== undefined) add(`?? ${node.left.getText()}`, unwrap(node.right), value)
    }
    if (ts.isParameter(node) && node.initializer !== undefined) {
      const value = hidden(node.initializer)
      if (value !== undefined)
        add(`${enclosing(node)}(${node.name.getText()} =)`, unwrap(node.initializer), value)
    }
    ts.forEachChild(node, visit)
  }
  ts.forEachChild(source, visit)
  return found
}

/** Every number named in the scanned folders. */
export function allNamedNumbers(root: string): NamedNumber[] {
  return scannedFolders.flatMap((folder) =>
    sourceFiles(root, folder).flatMap((file) => namedNumbers(root, file)),
  )
}

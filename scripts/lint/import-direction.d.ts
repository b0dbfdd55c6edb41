import type { Rule } from 'eslint'

/** The layer of a project-relative path, or undefined outside the layers. */
export function layerOf(path: string): { index: number; name: string } | undefined

/** Why an import of `target` from `from` (both project-relative) breaks the layering, if it does. */
export function importProblem(from: string, target: string): string | undefined

export const importDirection: Rule.RuleModule

/**
 * Where a promised number lives in the code: a number the code names (tests/boundaries/
 * numbers-in-code.ts gives the forms of `name`), or a unique piece of `text` holding it (a number
 * inside a string, a pattern or a stylesheet) with the `mutants` the mutation check puts in its
 * place, each a small change of that number.
 */
export type CodeSite =
  | { readonly file: string; readonly name: string }
  | { readonly file: string; readonly text: string; readonly mutants: readonly string[] }

/** One number the specification, DECISIONS.md or the docs promise. */
export interface Boundary {
  /** A short, stable name. */
  readonly id: string
  /** The promise in words, as its source makes it. */
  readonly promise: string
  /** Where it is promised: `spec 4`, `DECISIONS: Enquiries`, `server/README.md: Enquiry API`. */
  readonly source: string
  /** The number as the code holds it (in `unit`), or the text of a date or a pattern. */
  readonly value: number | string
  readonly unit: string
  /**
   * Where it lives; a promise held in two places lists both. Empty for a count that is the number
   * of the content's own entries: nothing but the content holds it.
   */
  readonly code: readonly CodeSite[]
  /** The test files that pin it, and what they check on each side. */
  readonly pinnedBy: readonly string[]
  readonly sides: string
  /**
   * The smallest change of the number that a visitor or an operator could see, when it is not 1
   * (the mutation check changes a number by this much up and down), with the reason.
   */
  readonly step?: { readonly by: number; readonly why: string }
}

/** A number the code names that no one promises, with the reason. */
export interface NotAPromise {
  readonly file: string
  /** The number's name, or the name of an object or array whose numbers this covers. */
  readonly name: string
  readonly reason: string
}

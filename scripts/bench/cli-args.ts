/**
 * Walks a benchmark's command-line words in order, handing each flag to `take` with a
 * `value()` that consumes the word after it (and throws, naming the flag, when there is none),
 * so that each benchmark only says which flags it knows and what they set.
 */
export function eachArg(
  argv: readonly string[],
  take: (arg: string | undefined, value: () => string) => void,
): void {
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]
    take(arg, () => {
      const next = argv[++i]
      if (next === undefined) throw new Error(`${arg} needs a value`)
      return next
    })
  }
}

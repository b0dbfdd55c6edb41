import { transform, type Selector, type SelectorComponent } from 'lightningcss'

/*
 * Why: an island's stylesheet (a chunk the page loads only when the visitor reaches for it) can
 * hold the styles of many components, of which the page's markup shows a few: on Home the
 * route kit's, 7 of its 57 classes, 1.1 kB of the compressed HTML. Until the island's code
 * loads, only the rules that can match the markup matter; when it loads, Vite's loader applies
 * the whole file before the island renders. So such a stylesheet is written inline with those
 * rules only (see inline-styles.ts).
 */

/** The classes a compound selector requires of its element (not those inside :not() or :is()). */
const required = (selector: Selector): string[] =>
  selector.flatMap((part: SelectorComponent) => (part.type === 'class' ? [part.name] : []))

/**
 * Values of attributes the app never changes once rendered (a picture's focal point), as the
 * markup has them: a selector that asks for one of them with another value cannot match.
 */
export type StaticAttributes = ReadonlyMap<string, ReadonlySet<string>>

/** `[name="value"]` parts of a selector on a static attribute whose value the markup lacks. */
const missingValue = (selector: Selector, attributes: StaticAttributes) =>
  selector.some(
    (part: SelectorComponent) =>
      part.type === 'attribute' &&
      part.operation?.operator === 'equal' &&
      attributes.has(part.name) &&
      !attributes.get(part.name)?.has(part.operation.value),
  )

/**
 * Whether a selector can match an element of the markup: every class it requires is on some
 * element, and every static attribute value it asks for is in the markup. (Loose on purpose: a
 * rule kept that matches nothing costs a few bytes; a rule left out that matches would leave an
 * element unstyled until the island loads.)
 */
const canMatch = (selector: Selector, classes: ReadonlySet<string>, attributes: StaticAttributes) =>
  required(selector).every((name) => classes.has(name)) && !missingValue(selector, attributes)

/**
 * The rules of `css` that can style the markup whose class tokens are `classes` (and whose static
 * attributes have the values in `attributes`), minified: style rules with a selector that can
 * match (also inside @media and @supports), and every other rule (@keyframes, @font-face) as it
 * is.
 */
export function usedRules(
  css: string,
  classes: ReadonlySet<string>,
  filename = 'style.css',
  attributes: StaticAttributes = new Map(),
): string {
  const { code } = transform({
    filename,
    code: Buffer.from(css),
    minify: true,
    visitor: {
      Rule: {
        style(rule) {
          // undefined keeps the rule as it is (handing it back would make it round trip through JS)
          return rule.value.selectors.some((s) => canMatch(s, classes, attributes)) ? undefined : []
        },
      },
    },
  })
  // A second pass drops the @media blocks the first one emptied.
  return transform({ filename, code, minify: true }).code.toString().trim()
}

import { queryAllByLabelText, queryAllByRole, queryAllByText } from '@testing-library/dom'
import type { Seen, SeenState } from '../../machines/testing/oracle.ts'

/**
 * Whether the visitor cannot see an element: it or an ancestor is `hidden`, `inert`,
 * `aria-hidden`, styled out of view, or inside a closed `<details>` (but not its summary),
 * which jsdom does not hide by itself.
 */
export function isHiddenFromVisitor(element: Element): boolean {
  for (let el: Element | null = element; el; el = el.parentElement) {
    if (el.hasAttribute('hidden') || el.hasAttribute('inert')) return true
    if (el.getAttribute('aria-hidden') === 'true') return true
    const style = window.getComputedStyle(el)
    if (style.display === 'none' || style.visibility === 'hidden') return true
    const details = el.parentElement
    if (details instanceof HTMLDetailsElement && !details.open && el.tagName !== 'SUMMARY')
      return true
  }
  return false
}

const describeSeen = (seen: Seen): string =>
  'role' in seen
    ? `the ${seen.role} "${String(seen.name)}"`
    : 'label' in seen
      ? `the control labelled "${String(seen.label)}"`
      : 'text' in seen
        ? `the text "${String(seen.text)}"`
        : `${seen.selector}[${seen.attribute}]`

const aria = (el: Element, name: string): string | null => el.getAttribute(name)

const holds: Record<
  Exclude<SeenState, 'shown' | 'absent' | 'focused'>,
  (el: Element) => boolean
> = {
  enabled: (el) => !(el as HTMLButtonElement).disabled && aria(el, 'aria-disabled') !== 'true',
  disabled: (el) => (el as HTMLButtonElement).disabled || aria(el, 'aria-disabled') === 'true',
  pressed: (el) => aria(el, 'aria-pressed') === 'true',
  unpressed: (el) => aria(el, 'aria-pressed') === 'false',
  expanded: (el) => aria(el, 'aria-expanded') === 'true',
  collapsed: (el) => aria(el, 'aria-expanded') === 'false',
  current: (el) => ![null, 'false'].includes(aria(el, 'aria-current')),
  'not-current': (el) => [null, 'false'].includes(aria(el, 'aria-current')),
}

function visibleMatches(seen: Seen, root: HTMLElement): Element[] {
  const all =
    'role' in seen
      ? queryAllByRole(root, seen.role, { name: seen.name, hidden: true })
      : 'label' in seen
        ? queryAllByLabelText(root, seen.label)
        : 'text' in seen
          ? queryAllByText(root, seen.text)
          : [...root.querySelectorAll(seen.selector)]
  return all.filter((el) => !isHiddenFromVisitor(el))
}

/** What is wrong with one observation on the page now, or undefined when it holds. */
export function seenProblem(seen: Seen, root: HTMLElement = document.body): string | undefined {
  const found = visibleMatches(seen, root)
  const what = describeSeen(seen)
  if ('selector' in seen) {
    if (found.length === 0) return `${what}: no such element`
    const wrong = found.find((el) => el.getAttribute(seen.attribute) !== seen.value)
    return wrong
      ? `${what} is ${JSON.stringify(wrong.getAttribute(seen.attribute))}, not ${JSON.stringify(seen.value)}`
      : undefined
  }
  const is = seen.is ?? 'shown'
  if (is === 'absent') return found.length === 0 ? undefined : `${what} is shown, but should not be`
  if (found.length === 0) return `${what} is not shown`
  if (is === 'shown') return undefined
  if (is === 'focused') {
    const active = document.activeElement
    return found.includes(active as Element)
      ? undefined
      : `${what} is not focused (focus is on ${active?.outerHTML.slice(0, 120) ?? 'nothing'})`
  }
  const wrong = found.find((el) => !holds[is](el))
  return wrong ? `${what} is not ${is}: ${wrong.outerHTML.slice(0, 160)}` : undefined
}

/** Throws, naming every observation that does not hold on the page now. */
export function expectSeen(seen: readonly Seen[], where: string, root = document.body): void {
  const problems = seen.map((s) => seenProblem(s, root)).filter((p) => p !== undefined)
  if (problems.length > 0) throw new Error(`${where}:\n  ${problems.join('\n  ')}`)
}

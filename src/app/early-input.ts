/**
 * What the visitor did before the app took over, as the boot module (scripts/build/boot.ts)
 * recorded it: the last value of every field they typed in, selected or ticked (with its caret),
 * and every click on a control, in order. Hydration keeps the DOM nodes but resets controlled
 * fields to their machines' (empty) state and has no handler for a click that came before it,
 * so once the page is interactive each field's value is fed back through the app's own change
 * handlers (the machines receive it as if typed now), focus and caret are put back, and each
 * click is dispatched again, once.
 */
export interface RecordedField {
  readonly value?: string
  readonly checked?: boolean
  readonly start?: number | null
  readonly end?: number | null
}

export interface EarlyInput {
  /** True until the app takes over; the boot module records only while it is. */
  live: boolean
  readonly clicks: Element[]
  readonly fields: Map<Element, RecordedField>
}

declare global {
  interface Window {
    __earlyInput?: EarlyInput
  }
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

function isField(el: Element): el is Field {
  return (
    el instanceof HTMLInputElement ||
    el instanceof HTMLTextAreaElement ||
    el instanceof HTMLSelectElement
  )
}

/**
 * Feeds a recorded value through React's change handling: React ignores an input event when
 * the value it last saw equals the DOM's, so the field is first set (through the element, which
 * React watches) to something else, then to the value through the prototype's setter, which
 * React does not watch, and the events are dispatched.
 */
function replayField(el: Field, recorded: RecordedField): void {
  if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')) {
    if (recorded.checked === undefined || (el.type === 'radio' && !recorded.checked)) return
    el.checked = !recorded.checked
    el.click()
    return
  }
  if (recorded.value === undefined) return
  // The prototype's setter, which React's value tracking (on the element) does not see.
  const prototype: object = Object.getPrototypeOf(el) as object
  const hasSetter = Object.getOwnPropertyDescriptor(prototype, 'value')?.set !== undefined
  el.value = recorded.value === '' ? ' ' : ''
  if (hasSetter) Reflect.set(prototype, 'value', recorded.value, el)
  else el.value = recorded.value
  el.dispatchEvent(new Event('input', { bubbles: true }))
  el.dispatchEvent(new Event('change', { bubbles: true }))
}

/** Puts the caret back where the visitor left it (React's update moved it to the end). */
function restoreCaret(el: Element, recorded: RecordedField | undefined): void {
  if (!(el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) || !recorded) return
  if (recorded.start === undefined || recorded.start === null) return
  try {
    el.setSelectionRange(recorded.start, recorded.end ?? recorded.start)
  } catch {
    // Inputs such as e-mail and number have no selection API.
  }
}

/** Replays what the boot module recorded and stops its recording. */
export function replayEarlyInput(early: EarlyInput | undefined = window.__earlyInput): void {
  if (!early) return
  early.live = false
  const focused = document.activeElement
  for (const [el, recorded] of early.fields)
    if (el.isConnected && isField(el) && !el.disabled) replayField(el, recorded)
  if (focused instanceof HTMLElement && focused.isConnected && focused !== document.body) {
    if (document.activeElement !== focused) focused.focus()
    restoreCaret(focused, early.fields.get(focused))
  }
  for (const el of early.clicks.splice(0))
    if (el.isConnected && el instanceof HTMLElement) el.click()
  early.fields.clear()
}

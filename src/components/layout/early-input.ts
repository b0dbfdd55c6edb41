import { listenWithin } from './when-wanted.ts'

/**
 * What the visitor did before the app took over, as the boot script (scripts/build/boot.ts)
 * recorded it for the page, or an island (lazy-hydrated.tsx) for its own part until its code
 * arrives: the last value of every field they typed in, selected or ticked (with its caret),
 * and every click on a control, in order. Hydration keeps the DOM nodes but resets controlled
 * fields to their machines' (empty) state and has no handler for a click that came before it,
 * so once the page (or the island) is interactive each field's value is fed back through the
 * app's own change handlers (the machines receive it as if typed now), a field left meanwhile
 * is left again, focus and caret are put back, and each click is dispatched again, once.
 */
export interface RecordedField {
  readonly value?: string
  readonly checked?: boolean
  readonly start?: number | null
  readonly end?: number | null
}

export interface EarlyInput {
  /** True until the app takes over; the boot script records only while it is. */
  live: boolean
  readonly clicks: Element[]
  readonly fields: Map<Element, RecordedField>
  /** Escape presses (an island records them: a menu opened natively meanwhile is dismissed). */
  dismissals?: number
}

declare global {
  interface Window {
    __earlyInput?: EarlyInput
  }
}

/**
 * The controls whose early click is held and dispatched again once: the boot script holds the
 * same ones (scripts/build/boot.ts takes this list). Links, summaries and a form's own submit
 * button are left to the browser, which handles them without scripts.
 */
export const replayedControls = 'button, [role="button"], [role="tab"], [data-replay]'

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

/** Replays what the boot script recorded and stops its recording. */
export function replayEarlyInput(early: EarlyInput | undefined = window.__earlyInput): void {
  if (!early) return
  early.live = false
  const focused = document.activeElement
  for (const [el, recorded] of early.fields) {
    if (!el.isConnected || !isField(el) || el.disabled) continue
    replayField(el, recorded)
    // A field the visitor has left since: its leaving is replayed too, so what a form checks
    // when a field loses focus ("Invalid name") shows as it would have.
    if (el !== focused) el.dispatchEvent(new FocusEvent('focusout', { bubbles: true }))
  }
  if (focused instanceof HTMLElement && focused.isConnected && focused !== document.body) {
    if (document.activeElement !== focused) focused.focus()
    restoreCaret(focused, early.fields.get(focused))
  }
  for (const el of early.clicks.splice(0))
    if (el.isConnected && el instanceof HTMLElement) el.click()
  early.fields.clear()
  const dismissals = early.dismissals ?? 0
  early.dismissals = 0
  // Once what the replay opened has settled (a menu moves focus into its panel): Escape then
  // reaches whatever has focus, as the visitor's key would have.
  if (dismissals > 0)
    setTimeout(() => {
      for (let i = 0; i < dismissals; i++)
        (document.activeElement ?? document.body).dispatchEvent(
          new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }),
        )
    }, 0)
}

/**
 * Ends the boot script's recording once the page has hydrated: from then on the page's own
 * handlers act at once, and each island not hydrated yet records what happens inside it. What
 * the boot script recorded is still replayed when the page is interactive.
 */
export function stopEarlyRecording(early: EarlyInput | undefined = window.__earlyInput): void {
  if (early) early.live = false
}

/**
 * Hands an island what the boot script recorded inside it, to replay with its own recording:
 * the fields typed in and the controls clicked inside `root` leave the page's record and go,
 * first and in their order, into the island's `input`, where what the visitor does next updates
 * them. Left in the page's record they were replayed after the island's, when the page became
 * interactive, and a field typed in before the page hydrated and on while the island's code
 * came got its older value back. Returns whether there was any (the visitor used the island
 * before the page hydrated).
 */
export function adoptEarlyInput(
  root: Element,
  input: EarlyInput,
  early: EarlyInput | undefined = window.__earlyInput,
): boolean {
  if (!early) return false
  const clicks = early.clicks.filter((el) => root.contains(el))
  const fields = [...early.fields].filter(([el]) => root.contains(el))
  early.clicks.splice(0, early.clicks.length, ...early.clicks.filter((el) => !root.contains(el)))
  for (const [el] of fields) early.fields.delete(el)
  input.clicks.unshift(...clicks)
  const later = new Map(input.fields)
  input.fields.clear()
  for (const [el, recorded] of [...fields, ...later]) input.fields.set(el, recorded)
  return clicks.length > 0 || fields.length > 0
}

/** The control a click landed on, when it is one whose click is held (see replayedControls). */
function heldControl(target: EventTarget | null, root: Element): Element | undefined {
  if (!(target instanceof Element)) return undefined
  const control = target.closest(replayedControls)
  if (!control || !root.contains(control)) return undefined
  const disabled = control instanceof HTMLButtonElement && control.disabled
  const submits = control instanceof HTMLButtonElement && control.type === 'submit' && control.form
  return disabled || submits ? undefined : control
}

/**
 * Records what the visitor does inside `root` from now on, as the boot script does for the whole
 * page: each click on a control is held (not acted on) and kept, each field's last value and
 * caret, and each Escape. `stop` ends the recording; `replayEarlyInput(input)` then plays it back once.
 */
export function recordInput(root: Element): { readonly input: EarlyInput; stop(): void } {
  const input: EarlyInput = { live: true, clicks: [], fields: new Map() }
  const onClick = (event: Event) => {
    const control = input.live ? heldControl(event.target, root) : undefined
    if (!control) return
    event.preventDefault()
    event.stopPropagation()
    input.clicks.push(control)
  }
  const onKey = (event: Event) => {
    if (input.live && event instanceof KeyboardEvent && event.key === 'Escape')
      input.dismissals = (input.dismissals ?? 0) + 1
  }
  const onField = (event: Event) => {
    const field = event.target
    if (!input.live || !(field instanceof Element) || !isField(field)) return
    if (
      field instanceof HTMLInputElement &&
      (field.type === 'checkbox' || field.type === 'radio')
    ) {
      input.fields.set(field, { checked: field.checked })
      return
    }
    let start: number | null = null
    let end: number | null = null
    try {
      start = field instanceof HTMLSelectElement ? null : field.selectionStart
      end = field instanceof HTMLSelectElement ? null : field.selectionEnd
    } catch {
      // Inputs such as e-mail and number have no selection API.
    }
    input.fields.set(field, { value: field.value, start, end })
  }
  const stops = [
    listenWithin(root, ['click'], onClick),
    listenWithin(root, ['keydown'], onKey),
    listenWithin(root, ['input', 'change', 'keyup', 'pointerup', 'select'], onField),
  ]
  return {
    input,
    stop() {
      for (const stop of stops) stop()
    },
  }
}

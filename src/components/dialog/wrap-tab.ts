/** What the keyboard can reach inside a dialog. */
const focusable = 'a[href], button:not([disabled]), input, select, textarea, [tabindex="0"]'

/**
 * Keeps the keyboard inside a modal dialog (WAI-ARIA dialog pattern): Tab on its last control
 * goes to its first, Shift+Tab on its first goes to its last; every other key, and Tab between
 * them, is left to the browser. Called from the dialog's keydown handler.
 */
export function wrapTab(
  event: { readonly key: string; readonly shiftKey: boolean; preventDefault(): void },
  dialog: Element,
): void {
  if (event.key !== 'Tab') return
  const controls = dialog.querySelectorAll<HTMLElement>(focusable)
  const first = controls[0]
  const last = controls[controls.length - 1]
  const from = event.shiftKey ? first : last
  const to = event.shiftKey ? last : first
  if (to === undefined || document.activeElement !== from) return
  event.preventDefault()
  to.focus()
}

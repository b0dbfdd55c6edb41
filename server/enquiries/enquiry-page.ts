import {
  enquiryFields,
  type EnquiryChallenge,
  type EnquiryErrors,
  type EnquiryField,
} from '../../content/enquiry.schema.ts'

/**
 * The enquiry form without JavaScript, on the server's side of the page. The prerendered form
 * (src/components/enquiry-form) shows its puzzle as "Loading the security question…" with a
 * disabled answer field and an empty hidden `token`: the markup React renders for a ready puzzle
 * differs only in that label, that `disabled` and the token's attributes (Send enquiry is
 * enabled in both: it is disabled only while an enquiry is on its way). So the server can turn
 * one into the other by editing exactly those, and the page it sends hydrates without a mismatch
 * (the form reads the stamped challenge back from the page before it hydrates, and its machine
 * starts with it).
 *
 * The form post's answer is the same page, edited the same way: the visitor's values in the
 * fields, each field's message under it, a sentence at the top of the form, or the thank-you in
 * place of the form. That answer carries no script: it is a document, never hydrated, so nothing
 * it shows can disagree with what React would render.
 */

/** The visible question before a challenge is stamped: the marker of a form that needs one. */
export const pendingPuzzleLabel = 'Loading the security question…'

const formPattern = /<form\b[^>]*\baria-label="Enquiry"[^>]*>[\s\S]*?<\/form>/g

/** Whether a page holds an enquiry form whose puzzle the server must stamp. */
export function hasEnquiryForm(html: string): boolean {
  return html.includes(`>${pendingPuzzleLabel}</label>`) && html.includes('name="token"')
}

/** Escapes text for an HTML text node or a double-quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }

/** Reads an attribute's text back (React escapes `&` as `&amp;` and quotes numerically). */
function unescapeHtml(text: string): string {
  return text.replace(
    /&(?:#(\d+)|#x([0-9a-f]+)|(\w+));/gi,
    (whole, dec?: string, hex?: string, name?: string) =>
      dec !== undefined
        ? String.fromCodePoint(Number(dec))
        : hex !== undefined
          ? String.fromCodePoint(parseInt(hex, 16))
          : (entities[name ?? ''] ?? whole),
  )
}

/** Fills one form's puzzle with a challenge: its question, an enabled answer and the sealed token. */
function stampForm(form: string, challenge: EnquiryChallenge): string {
  return form
    .replace(`>${pendingPuzzleLabel}</label>`, `>What is ${challenge.a} + ${challenge.b}?</label>`)
    .replace(/<input\b[^>]*\bname="puzzle"[^>]*>/, (input) => input.replace(' disabled=""', ''))
    .replace(
      /(<input type="hidden" id="[^"]*" name="token" value=")("[^>]*>)/,
      (_, start: string, end: string) =>
        `${start}${escapeHtml(challenge.token)}" data-challenge="${challenge.a} ${challenge.b} ${escapeHtml(challenge.expiresAt)}${end}`,
    )
}

/** Every enquiry form of a page with a fresh challenge of its own. */
export function stampChallenges(html: string, issue: () => EnquiryChallenge): string {
  return html.replace(formPattern, (form) => stampForm(form, issue()))
}

/** What the answer to a form post shows in place of (or above) the form. */
export type FormAnswer =
  | { kind: 'thanks'; email: string }
  | {
      kind: 'form'
      /** What the visitor sent, written back into the fields. */
      values: Partial<Record<EnquiryField | 'puzzle', string>>
      errors: EnquiryErrors
      /** A sentence for the whole form: the duplicate, the rate limit, a refused request. */
      notice?: string
      challenge: EnquiryChallenge
    }

function setAttribute(tag: string, name: string, value: string): string {
  const pattern = new RegExp(` ${name}="[^"]*"`)
  const attribute = ` ${name}="${escapeHtml(value)}"`
  return pattern.test(tag)
    ? tag.replace(pattern, attribute)
    : tag.replace(/\/?>$/, (end) => `${attribute}${end}`)
}

/** A field's message, as the form's own Field shows it (styled through `data-enquiry`). */
function errorParagraph(controlId: string, message: string): string {
  return `<p id="${controlId}-error" data-enquiry="error">${escapeHtml(message)}</p>`
}

/** Marks a control invalid and points it at its message; returns the tag and its id. */
function invalid(tag: string): { tag: string; id: string } {
  const id = /\bid="([^"]*)"/.exec(tag)?.[1] ?? ''
  let marked = setAttribute(tag, 'aria-invalid', 'true')
  marked = setAttribute(marked, 'aria-describedby', `${id}-error`)
  return { tag: marked, id }
}

/** One field's control with the visitor's value and, when refused, its message after it. */
function fillField(
  form: string,
  field: EnquiryField | 'puzzle',
  value: string | undefined,
  error: string | undefined,
): string {
  if (field === 'message') {
    return form.replace(
      /(<textarea\b[^>]*\bname="message"[^>]*>)[\s\S]*?(<\/textarea>)/,
      (_, open: string, close: string) => {
        const control = error === undefined ? { tag: open, id: '' } : invalid(open)
        const text = escapeHtml(value ?? '')
        // A newline right after <textarea> is dropped by the parser: keep the visitor's own.
        const lead = text.startsWith('\n') ? '\n' : ''
        return `${control.tag}${lead}${text}${close}${error === undefined ? '' : errorParagraph(control.id, error)}`
      },
    )
  }
  if (field === 'hotel') {
    return form.replace(
      /(<select\b[^>]*\bname="hotel"[^>]*>)([\s\S]*?)(<\/select>)/,
      (_, open: string, options: string, close: string) => {
        const control = error === undefined ? { tag: open, id: '' } : invalid(open)
        const chosen = options.replace(/<option\b[^>]*>/g, (option) => {
          const plain = option.replace(' selected=""', '')
          const optionValue = unescapeHtml(/\bvalue="([^"]*)"/.exec(plain)?.[1] ?? '')
          return value !== undefined && optionValue === value.trim()
            ? plain.replace(/>$/, ' selected="">')
            : plain
        })
        return `${control.tag}${chosen}${close}${error === undefined ? '' : errorParagraph(control.id, error)}`
      },
    )
  }
  return form.replace(new RegExp(`<input\\b[^>]*\\bname="${field}"[^>]*>`), (tag) => {
    const control = error === undefined ? { tag, id: '' } : invalid(tag)
    const filled = setAttribute(control.tag, 'value', value ?? '')
    return `${filled}${error === undefined ? '' : errorParagraph(control.id, error)}`
  })
}

/** The form's opening tag as a block that keeps its class (and so its layout), for the thank-you. */
function thanksBlock(formOpen: string, email: string): string {
  const className = /\bclass="([^"]*)"/.exec(formOpen)?.[1] ?? ''
  return (
    `<div class="${className}" id="enquiry-form" data-phase="succeeded">` +
    `<div role="status" data-enquiry="thanks"><p data-enquiry="thanks-title">Thank you for your enquiry.</p>` +
    `<p>Our reservations team has received it and will reply to ${escapeHtml(email)} soon.</p></div></div>`
  )
}

/** The page without its scripts: the answer to a form post is a document, never hydrated. */
export function withoutScripts(html: string): string {
  return html
    .replace(/<script\b(?![^>]*type="application\/ld\+json")[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/g, '')
}

/**
 * The page answering a form post: the first enquiry form of `html` shows the outcome (the
 * thank-you, or the visitor's values with each field's message, a sentence at the top and a
 * fresh question), and the page carries no script.
 */
export function renderFormAnswer(html: string, answer: FormAnswer): string {
  let done = false
  const page = html.replace(formPattern, (form) => {
    if (done) return form
    done = true
    const open = /^<form\b[^>]*>/.exec(form)?.[0] ?? '<form>'
    if (answer.kind === 'thanks') return thanksBlock(open, answer.email)
    let out = stampForm(form, answer.challenge)
    for (const field of [...enquiryFields, 'puzzle'] as const) {
      const value = field === 'puzzle' ? '' : answer.values[field]
      out = fillField(out, field, value, answer.errors[field])
    }
    const sentences = [
      answer.notice,
      answer.errors.form,
      answer.errors.page,
      answer.errors.website,
    ].filter((s): s is string => s !== undefined)
    if (sentences.length > 0) {
      out = out.replace(
        /^<form\b[^>]*>/,
        (tag) =>
          `${tag}<p role="alert" data-enquiry="notice">${sentences.map(escapeHtml).join(' ')}</p>`,
      )
    }
    return out
  })
  return withoutScripts(page)
}

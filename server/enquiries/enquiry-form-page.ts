import type { FastifyReply, FastifyRequest } from 'fastify'
import {
  samePagePath,
  sendAgainNotice,
  type EnquiryChallenge,
} from '../../content/enquiry.schema.ts'
import { sendHtml } from '../static/encoding.ts'
import type { PageRenderer, PageSource } from '../static/static.routes.ts'
import {
  escapeHtml,
  hasEnquiryForm,
  renderFormAnswer,
  stampChallenges,
  withoutScripts,
} from './enquiry-page.ts'
import type { EnquiryOutcome, FormAnswerer } from './enquiry.routes.ts'

/** Where a form post is answered when it names no page with the form: the Contact page. */
const fallbackPage = '/contact'

/** The stamping of a fresh puzzle into every page that shows the enquiry form. */
export function enquiryPageRenderer(
  issue: () => EnquiryChallenge,
  now?: () => number,
): PageRenderer {
  return {
    applies: hasEnquiryForm,
    render: (html) => stampChallenges(html, issue),
    ...(now === undefined ? {} : { now }),
  }
}

/** The sentence above the form for a refusal that is not about one field. */
function noticeOf(outcome: EnquiryOutcome): string | undefined {
  if (outcome.status === 201 || outcome.status === 400) return undefined
  if (outcome.status === 409) return outcome.message
  const seconds = outcome.retryAfter === undefined ? undefined : Number(outcome.retryAfter)
  return sendAgainNotice(outcome.message, seconds)
}

/** A page of its own for a post when the build has no page with the form (a site not built). */
function barePage(text: string): string {
  return `<!doctype html><html lang="en-IN"><head><meta charset="utf-8"><title>Enquiry</title></head><body><main><p>${escapeHtml(text)}</p></main></body></html>`
}

/** The answer to a form post too large to read: there are no values to show again. */
export function tooLargePage(text: string): string {
  return barePage(text)
}

/**
 * Answers a form post (the enquiry without JavaScript) with a page: the page the form was sent
 * from (its `page` field, else the Referer's path, else Contact) showing the thank-you, or the
 * form again with everything typed, each field's message, a sentence for a duplicate, a rate
 * limit (with when to retry) or an outage, and a fresh question. The status is the API's own:
 * 201, 400, 409, 429 or 503, with `Retry-After` where the API sends it.
 */
export function enquiryFormAnswerer(
  page: (path: string) => Promise<PageSource | undefined>,
  issue: () => EnquiryChallenge,
): FormAnswerer {
  async function source(paths: (string | undefined)[]): Promise<PageSource | undefined> {
    for (const path of paths) {
      if (path === undefined || samePagePath(path) === undefined) continue
      const found = await page(path)
      if (found !== undefined && hasEnquiryForm(found.html)) return found
    }
    return undefined
  }

  return async (
    request: FastifyRequest,
    reply: FastifyReply,
    outcome: EnquiryOutcome,
    values: Record<string, string>,
    referer: string | undefined,
  ) => {
    if (outcome.status !== 201 && outcome.status !== 400 && outcome.retryAfter !== undefined) {
      reply.header('retry-after', outcome.retryAfter)
    }
    const found = await source([values['page'], referer, fallbackPage])
    const notice = noticeOf(outcome)
    if (found === undefined) {
      const text =
        outcome.status === 201
          ? 'Thank you for your enquiry.'
          : (notice ?? Object.values(outcome.status === 400 ? outcome.errors : {}).join(' '))
      return sendHtml(request, reply, outcome.status, withoutScripts(barePage(text)), undefined)
    }
    const html =
      outcome.status === 201
        ? renderFormAnswer(found.html, { kind: 'thanks', email: outcome.email })
        : renderFormAnswer(found.html, {
            kind: 'form',
            values,
            errors: outcome.status === 400 ? outcome.errors : {},
            ...(notice === undefined ? {} : { notice }),
            challenge: issue(),
          })
    return sendHtml(request, reply, outcome.status, html, found.policy)
  }
}

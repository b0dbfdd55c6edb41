import type { TimelineEntry } from '../../content/desk/enquiries-api.ts'
import { statusLabels } from '../../content/desk/statuses.ts'

/*
 * What a 409 of a change made on an old view says (enquiry-life.service.ts): the timeline's
 * entries since the version the person saw, read as clauses in order.
 */

/** An entry as a clause of "what changed since you opened it". */
function described(entry: TimelineEntry): string {
  const who = entry.actor?.name
  switch (entry.kind) {
    case 'taken':
      return `${who ?? 'someone'} took it`
    case 'released':
      return `${who ?? 'someone'} released it`
    case 'reply':
      return `${who ?? 'someone'} replied to the guest`
    case 'note':
      return `${who ?? 'someone'} added a note`
    case 'guest-wrote':
      return who === undefined ? 'the guest wrote again' : `${who} noted that the guest wrote again`
    case 'reopened':
      return `${who ?? 'someone'} reopened it`
    case 'reply-failed':
      return 'a reply could not be sent'
    default:
      return entry.toStatus === null
        ? 'it changed'
        : `${who ?? 'someone'} marked it ${statusLabels[entry.toStatus].toLowerCase()}`
  }
}

/** The 409's sentence for a change made on an old view: what happened since, in order. */
export function staleMessage(timeline: readonly TimelineEntry[], seen: number): string {
  const since = timeline.filter((entry) => entry.version !== null && entry.version > seen)
  const what = since.map(described)
  const listed = what.length === 0 ? '' : `: ${what.join(', then ')}`
  return `This enquiry changed since you opened it${listed}. Look at it again before you change it.`
}

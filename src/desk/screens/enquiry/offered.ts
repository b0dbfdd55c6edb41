import type { Me } from '../../../../content/desk/api.ts'
import type { DeskEventType, InboxItem } from '../../../../content/desk/enquiries-api.ts'
import { allowedEvents, restore } from '../../../../machines/enquiry-life/enquiry-life.decide.ts'

/* The machine compares who holds an enquiry with who acts, nothing more: the desk names the
   signed-in person 1 and anyone else 2 (staff row ids stay on the server; the API carries
   public ids). */
const me = 1
const someoneElse = 2

/**
 * What the signed-in person may do to the enquiry now, in the order the desk offers it, from
 * the enquiry's life machine (machines/enquiry-life: `allowedEvents` on the enquiry restored
 * from its status and holder): the desk never repeats the machine's rules, and the server
 * decides again with the same machine (a 409 says why when they disagree, say the enquiry
 * changed meanwhile). REPLY_FAILED is the site's alone.
 */
export function offeredEvents(
  enquiry: Pick<InboxItem, 'status' | 'holder' | 'version'>,
  person: Pick<Me, 'id' | 'role'>,
): DeskEventType[] {
  const holderId =
    enquiry.holder === null ? null : enquiry.holder.id === person.id ? me : someoneElse
  return allowedEvents(restore(enquiry.status, holderId, enquiry.version), {
    id: me,
    role: person.role,
  }).filter((type): type is DeskEventType => type !== 'REPLY_FAILED')
}

import type { EnquiryJson } from '../../../../content/desk/enquiries-api.ts'
import { enquiryKindLabels } from '../../../../content/desk/enquiry-kinds.ts'
import { formatStay, formatWhen } from '../../ui/format.ts'

/**
 * The guest beside the enquiry: name, address, phone, dates, hotel, what it is about (and from
 * which page) and when it came, each as text; what the guest left out reads "Not given".
 */
export function GuestFacts({ enquiry }: { readonly enquiry: EnquiryJson }) {
  const stay = formatStay(enquiry.arrival, enquiry.departure)
  return (
    <aside aria-labelledby="enquiry-guest" className="desk-enquiry__side desk-panel">
      <h2 id="enquiry-guest">The guest</h2>
      <dl className="desk-facts">
        <div>
          <dt>Name</dt>
          <dd>{enquiry.name}</dd>
        </div>
        <div>
          <dt>E-mail</dt>
          <dd>{enquiry.email}</dd>
        </div>
        <div>
          <dt>Phone</dt>
          <dd>
            {enquiry.phone === '' ? <span className="desk-none">Not given</span> : enquiry.phone}
          </dd>
        </div>
        <div>
          <dt>Dates</dt>
          <dd>{stay ?? <span className="desk-none">Not given</span>}</dd>
        </div>
        <div>
          <dt>Hotel</dt>
          <dd>
            {enquiry.hotel === '' ? <span className="desk-none">Not given</span> : enquiry.hotel}
          </dd>
        </div>
        <div>
          <dt>About</dt>
          <dd>
            {enquiryKindLabels[enquiry.kind] ?? enquiry.kind}
            {enquiry.page !== null && (
              <span className="desk-facts__more">from the page {enquiry.page}</span>
            )}
          </dd>
        </div>
        <div>
          <dt>Received</dt>
          <dd>
            <time dateTime={enquiry.receivedAt}>{formatWhen(enquiry.receivedAt)}</time>
          </dd>
        </div>
      </dl>
    </aside>
  )
}

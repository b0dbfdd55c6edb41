import { chatHref, site } from '../../../content/site.ts'
import { EnquiryForm } from '../../components/enquiry-form/enquiry-form.tsx'
import { Section } from '../../components/section/section.tsx'
import styles from './events.module.css'

/** How to start planning an event: the reservations team's phone, chat and e-mail. */
export function EventEnquirySection({
  subject,
  intro,
  page,
}: {
  readonly subject: string
  readonly intro: string
  readonly page: string
}) {
  const mail = `mailto:${site.email.address}?subject=${encodeURIComponent(`Enquiry: ${subject}`)}`
  return (
    <Section id="enquire" tone="band" width="narrow" title="Plan it with us">
      <p>{intro}</p>
      <EnquiryForm page={page} />
      <p className={styles.alternatives}>Or reach the reservations team directly:</p>
      <ul role="list" className={styles.contacts}>
        <li>
          <span className={styles.label}>Call reservations</span>
          <a href={`tel:${site.phones.reservations.tel}`}>{site.phones.reservations.display}</a>
        </li>
        <li>
          <span className={styles.label}>Toll-free</span>
          <a href={`tel:${site.phones.tollFree.tel}`}>{site.phones.tollFree.display}</a>
        </li>
        <li>
          <span className={styles.label}>Write to us</span>
          <a href={mail}>{site.email.address}</a>
        </li>
        <li>
          <span className={styles.label}>Chat</span>
          <a href={chatHref} rel="noopener" target="_blank">
            WhatsApp<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </li>
      </ul>
    </Section>
  )
}

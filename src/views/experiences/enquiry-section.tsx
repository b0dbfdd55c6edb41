import { chatHref, site } from '../../../content/site.ts'
import { EnquiryForm } from '../../components/enquiry-form/enquiry-form.tsx'
import { Section } from '../../components/section/section.tsx'
import styles from './experiences.module.css'

/**
 * The enquiry element of an experience page (spec 2.5): the reservations team's phone, chat
 * and e-mail, with the experience named in the e-mail subject.
 */
export function EnquirySection({
  subject,
  page,
}: {
  readonly subject: string
  readonly page: string
}) {
  const mail = `mailto:${site.email.address}?subject=${encodeURIComponent(`Enquiry: ${subject}`)}`
  return (
    <Section id="enquire" tone="band" width="narrow" title={`Enquire about ${subject}`}>
      <p>
        Tell us your dates, how many of you there are and anything we should know, and our
        reservations team will plan it with you and reply personally.
      </p>
      <EnquiryForm page={page} />
      <p className={styles.alternatives}>Or reach the reservations team directly:</p>
      <ul role="list" className={styles.contacts}>
        <li>
          <span className={styles.contactLabel}>Call reservations</span>
          <a href={`tel:${site.phones.reservations.tel}`}>{site.phones.reservations.display}</a>
        </li>
        <li>
          <span className={styles.contactLabel}>Toll-free</span>
          <a href={`tel:${site.phones.tollFree.tel}`}>{site.phones.tollFree.display}</a>
        </li>
        <li>
          <span className={styles.contactLabel}>Write to us</span>
          <a href={mail}>{site.email.address}</a>
        </li>
        <li>
          <span className={styles.contactLabel}>Chat</span>
          <a href={chatHref} rel="noopener" target="_blank">
            WhatsApp<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </li>
      </ul>
    </Section>
  )
}

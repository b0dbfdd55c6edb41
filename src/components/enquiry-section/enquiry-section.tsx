import { chatHref, site } from '../../../content/site.ts'
import { EnquiryForm } from '../enquiry-form/enquiry-form-island.tsx'
import { Section } from '../section/section.tsx'
import styles from './enquiry-section.module.css'

export interface EnquirySectionProps {
  /** What the guest enquires about; named in the e-mail subject. */
  readonly subject: string
  /** The page the form is on, recorded with the enquiry. */
  readonly page: string
  readonly title: string
  readonly intro: string
}

/**
 * The enquiry element of experience and event pages (spec 2.5, 2.9): the enquiry form, then
 * the reservations team's phone, toll-free line, e-mail (with the subject filled in) and chat.
 */
export function EnquirySection({ subject, page, title, intro }: EnquirySectionProps) {
  const mail = `mailto:${site.email.address}?subject=${encodeURIComponent(`Enquiry: ${subject}`)}`
  return (
    <Section id="enquire" tone="band" width="narrow" title={title}>
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

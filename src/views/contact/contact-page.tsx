import { contact } from '../../../content/contact.ts'
import { paths } from '../../../content/routes.ts'
import { chatHref, site, tollFreeHref } from '../../../content/site.ts'
import { Banner } from '../../components/banner/banner.tsx'
import { buttonClass } from '../../components/button/button-styles.ts'
import { EnquiryForm } from '../../components/enquiry-form/enquiry-form.tsx'
import { ChatIcon, MailIcon, MapPinIcon, PhoneIcon } from '../../components/icons/index.ts'
import { Section } from '../../components/section/section.tsx'
import styles from './contact.module.css'

const { address, phones, email } = site

/**
 * The Contact page (spec 2.9): the resort's address, phones, e-mail, chat and map, directions,
 * and the enquiry form.
 */
export function ContactPage() {
  return (
    <>
      <Banner
        media={contact.banner.media}
        eyebrow={contact.banner.eyebrow}
        title={contact.banner.title}
        lede={contact.lead}
      />
      <Section>
        <div className={styles.layout}>
          <div className={styles.details}>
            <h2>Reach us</h2>
            <ul role="list" className={styles.channels}>
              <li>
                <MapPinIcon className={styles.icon} />
                <div>
                  <h3 className={styles.label}>Address</h3>
                  <address className={styles.address}>
                    {site.displayName}
                    <br />
                    {address.street}
                    <br />
                    {address.locality}, {address.region} {address.postalCode}
                    <br />
                    {address.countryName}
                  </address>
                  <a href={site.social.maps} rel="noopener noreferrer">
                    Open in maps
                  </a>
                </div>
              </li>
              <li>
                <PhoneIcon className={styles.icon} />
                <div>
                  <h3 className={styles.label}>Call us</h3>
                  <p>
                    Toll-free <a href={tollFreeHref}>{phones.tollFree.display}</a>
                    <br />
                    Reservations{' '}
                    <a href={`tel:${phones.reservations.tel}`}>{phones.reservations.display}</a>
                    <br />
                    Reservations{' '}
                    <a href={`tel:${phones.reservationsAlt.tel}`}>
                      {phones.reservationsAlt.display}
                    </a>
                  </p>
                </div>
              </li>
              <li>
                <MailIcon className={styles.icon} />
                <div>
                  <h3 className={styles.label}>Write to us</h3>
                  <p>
                    <a href={`mailto:${email.address}`}>{email.address}</a>
                  </p>
                </div>
              </li>
              <li>
                <ChatIcon className={styles.icon} />
                <div>
                  <h3 className={styles.label}>Chat with reservations</h3>
                  <p>
                    <a href={chatHref} rel="noopener noreferrer">
                      Message us on WhatsApp
                    </a>
                  </p>
                </div>
              </li>
            </ul>
          </div>
          <div className={styles.enquiry} id="enquire">
            <h2>{contact.formHeading}</h2>
            <p className={styles.intro}>{contact.formIntro}</p>
            <EnquiryForm page={paths.contact} />
            <p className={styles.alternative}>
              Prefer to talk? Call reservations toll-free on{' '}
              <a href={tollFreeHref}>{phones.tollFree.display}</a>.
            </p>
          </div>
        </div>
      </Section>
      <Section tone="band" title={contact.gettingHere.heading} width="narrow">
        <ul className={styles.directions}>
          {contact.gettingHere.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <a className={buttonClass('secondary')} href={site.social.maps} rel="noopener noreferrer">
          Directions in maps
        </a>
      </Section>
    </>
  )
}

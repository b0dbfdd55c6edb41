import type { ComponentType, ReactNode } from 'react'
import { contact } from '../../../content/pages/contact.ts'
import { gettingHere } from '../../../content/pages/getting-here.ts'
import { paths } from '../../../content/routes.ts'
import { chatHref, site, tollFreeHref } from '../../../content/site.ts'
import { Banner } from '../../components/banner/banner.tsx'
import { EnquiryForm } from '../../components/enquiry-form/enquiry-form-island.tsx'
import {
  ChatIcon,
  MailIcon,
  MapPinIcon,
  PhoneIcon,
  type IconProps,
} from '../../components/icons/index.ts'
import { PostalAddress } from '../../components/postal-address/postal-address.tsx'
import { Section } from '../../components/section/section.tsx'
import styles from './contact.module.css'
import { GettingHereSection } from './getting-here.tsx'
import { Eyebrow } from '../../components/section/eyebrow.tsx'

const { phones, email } = site

/** One way to reach the resort: its icon, its label and the details. */
function Channel({
  icon: Icon,
  label,
  children,
}: {
  readonly icon: ComponentType<IconProps>
  readonly label: string
  readonly children: ReactNode
}) {
  return (
    <li>
      <Icon className={styles.icon} />
      <div>
        <Eyebrow as="h3" tone="blue">
          {label}
        </Eyebrow>
        {children}
      </div>
    </li>
  )
}

/**
 * The Contact page (spec 2.9): the resort's address, phones, e-mail and chat, the enquiry
 * form, and how to get here (road, airports, rail, a locator map).
 */
export function ContactPage() {
  return (
    <>
      <Banner {...contact.banner} lede={contact.lead} />
      <Section>
        <div className={styles.layout}>
          <div className={styles.details}>
            <h2>Reach us</h2>
            <ul role="list" className={styles.channels}>
              <Channel icon={MapPinIcon} label="Address">
                <PostalAddress withName className={styles.address} />
                <a href={`#${gettingHere.id}`}>Getting here</a>
              </Channel>
              <Channel icon={PhoneIcon} label="Call us">
                <p>
                  Toll-free <a href={tollFreeHref}>{phones.tollFree.display}</a>
                  <br />
                  Reservations{' '}
                  <a href={`tel:${phones.reservations.tel}`}>{phones.reservations.display}</a>
                  <br />
                  Reservations{' '}
                  <a href={`tel:${phones.reservationsAlt.tel}`}>{phones.reservationsAlt.display}</a>
                </p>
              </Channel>
              <Channel icon={MailIcon} label="Write to us">
                <p>
                  <a href={`mailto:${email.address}`}>{email.address}</a>
                </p>
              </Channel>
              <Channel icon={ChatIcon} label="Chat with reservations">
                <p>
                  <a href={chatHref} rel="noopener noreferrer">
                    Message us on WhatsApp
                  </a>
                </p>
              </Channel>
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
      <GettingHereSection />
    </>
  )
}

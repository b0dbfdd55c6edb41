import { Link } from '@tanstack/react-router'
import { corporate } from '../../../content/events.ts'
import { Banner } from '../../components/banner/banner.tsx'
import { Section } from '../../components/section/section.tsx'
import { EnquirySection } from '../../components/enquiry-section/enquiry-section.tsx'
import styles from './events.module.css'

/**
 * The corporate page (the spec leaves its content open): stays and offsites for companies,
 * built from the venue, suite and experience facts, with how to start planning.
 */
export function CorporatePage() {
  return (
    <>
      <Banner media={corporate.banner} eyebrow={corporate.eyebrow} title={corporate.title} />
      <Section width="narrow">
        <div className={styles.prose}>
          {corporate.intro.map((paragraph) => (
            <p key={paragraph.slice(0, 32)}>{paragraph}</p>
          ))}
        </div>
      </Section>
      <Section tone="dark">
        <ul role="list" className={styles.figures}>
          {corporate.highlights.map((item) => (
            <li key={item.label}>
              <span className={styles.figure}>
                {item.figure}
                <span className={styles.unit}> {item.unit}</span>
              </span>
              <span className={styles.figureLabel}>{item.label}</span>
            </li>
          ))}
        </ul>
      </Section>
      <Section title="What we arrange for companies">
        <ul role="list" className={styles.offerings}>
          {corporate.offerings.map((item) => (
            <li key={item.title}>
              <h3>{item.title}</h3>
              <p>{item.text}</p>
              <Link to={item.link} className={styles.more}>
                {item.linkLabel}
              </Link>
            </li>
          ))}
        </ul>
      </Section>
      <EnquirySection
        title="Plan it with us"
        page={corporate.path}
        subject="a corporate stay or offsite"
        intro="Tell us your dates, the size of your group and what the days should achieve, and our team will put together the rooms, the stay and the time between sessions."
      />
    </>
  )
}

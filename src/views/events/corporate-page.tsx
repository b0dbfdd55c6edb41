import { corporate } from '../../../content/pages/events.ts'
import { TopicList } from '../../components/section/lists.tsx'
import { Section } from '../../components/section/section.tsx'
import { EnquirySection } from '../../components/enquiry-section/enquiry-section.tsx'
import styles from './events.module.css'
import { PageIntro } from '../../components/section/page-intro.tsx'

/**
 * The corporate page (the spec leaves its content open): stays and offsites for companies,
 * built from the venue, suite and experience facts, with how to start planning.
 */
export function CorporatePage() {
  return (
    <>
      <PageIntro page={corporate} lead="body" />
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
        <TopicList topics={corporate.offerings} />
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

import { wedding } from '../../../content/events.ts'
import { Banner } from '../../components/banner/banner.tsx'
import { Carousel } from '../../components/carousel/carousel.tsx'
import { Section } from '../../components/section/section.tsx'
import { EnquirySection } from '../../components/enquiry-section/enquiry-section.tsx'
import styles from './events.module.css'

/** The weddings page (spec 2.6): banner, intro and one carousel, then how to start planning. */
export function WeddingPage() {
  return (
    <>
      <Banner media={wedding.banner} eyebrow={wedding.eyebrow} title={wedding.title} />
      <Section>
        <div className={styles.venue}>
          <div className={styles.prose}>
            {wedding.intro.map((paragraph) => (
              <p key={paragraph.slice(0, 32)}>{paragraph}</p>
            ))}
          </div>
          <Carousel label="Weddings at the estate" slides={wedding.slides} />
        </div>
      </Section>
      <EnquirySection
        title="Plan it with us"
        page={wedding.path}
        subject="a wedding"
        intro="Tell us your dates, how many guests you expect and the celebration you imagine, and our team will plan the venue, the stay and the meals with you."
      />
    </>
  )
}

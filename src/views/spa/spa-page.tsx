import { Link } from '@tanstack/react-router'
import { spaFaq } from '../../../content/faqs/spa.ts'
import { spa } from '../../../content/spa.ts'
import { Banner } from '../../components/banner/banner.tsx'
import { buttonClass } from '../../components/button/button-styles.ts'
import { Carousel } from '../../components/carousel/carousel.tsx'
import { Faq } from '../../components/faq/faq.tsx'
import { Picture } from '../../components/picture/picture.tsx'
import { Section } from '../../components/section/section.tsx'
import styles from './spa.module.css'

/**
 * The spa page (spec 2.6 and 9): banner, intro, opening hours, the 90-minute signature
 * treatment, one carousel, a Discover More button and an FAQ of four.
 */
export function SpaPage() {
  return (
    <>
      <Banner media={spa.banner} eyebrow={spa.eyebrow} title={spa.title} />
      <Section>
        <div className={styles.split}>
          <div className={styles.intro}>
            {spa.intro.map((paragraph) => (
              <p key={paragraph.slice(0, 32)}>{paragraph}</p>
            ))}
          </div>
          <aside className={styles.hours} aria-labelledby="spa-hours">
            <h2 id="spa-hours" className={styles.hoursTitle}>
              Opening hours
            </h2>
            <p className={styles.hoursDays}>{spa.hours.days}</p>
            <p className={styles.hoursTime}>{spa.hours.display}</p>
            <p className={styles.hoursNote}>{spa.hours.note}</p>
          </aside>
        </div>
      </Section>
      <Section tone="band">
        <div className={styles.signature}>
          <div className={styles.signatureMedia}>
            <Picture media={spa.signature.image} slot="split" />
          </div>
          <div>
            <span className={styles.eyebrow}>Signature treatment · {spa.signature.duration}</span>
            <h2>{spa.signature.name}</h2>
            <p>{spa.signature.text}</p>
            <Link to={spa.signature.link} className={buttonClass('secondary')}>
              About the treatment
            </Link>
          </div>
        </div>
      </Section>
      <Section title="Inside the spa">
        <Carousel
          label="Inside the spa"
          slides={spa.slides}
          slot="wide"
          className={styles.carousel}
        />
        <div className={styles.cta}>
          <Link to={spa.discoverMore.to} className={buttonClass('primary')}>
            {spa.discoverMore.label}
          </Link>
        </div>
      </Section>
      <Section tone="band" title="Questions about the spa" width="narrow">
        <Faq entries={spaFaq} />
      </Section>
    </>
  )
}

import { Link } from '@tanstack/react-router'
import { spaFaq } from '../../../content/faqs/spa.ts'
import { spa } from '../../../content/pages/spa.ts'
import { Banner } from '../../components/banner/banner.tsx'
import { buttonClass } from '../../components/button/button-styles.ts'
import { Carousel } from '../../components/carousel/carousel-island.tsx'
import { Picture } from '../../components/picture/picture.tsx'
import { Prose } from '../../components/section/prose.tsx'
import { Section } from '../../components/section/section.tsx'
import { Feature, Split } from '../../components/section/split.tsx'
import styles from './spa.module.css'
import { CallToAction } from '../../components/section/actions.tsx'
import { eyebrowClass } from '../../components/section/eyebrow.tsx'
import { FaqSection } from '../../components/faq/faq.tsx'

/**
 * The spa page (spec 2.6 and 9): banner, intro, opening hours, the 90-minute signature
 * treatment, one carousel, a Discover More button and an FAQ of four.
 */
export function SpaPage() {
  return (
    <>
      <Banner media={spa.banner} eyebrow={spa.eyebrow} title={spa.title} />
      <Section>
        <Split>
          <Prose paragraphs={spa.intro} lead="intro" />
          <aside className={styles.hours} aria-labelledby="spa-hours">
            <h2 id="spa-hours" className={eyebrowClass}>
              Opening hours
            </h2>
            <p className={styles.hoursDays}>{spa.hours.days}</p>
            <p className={styles.hoursTime}>{spa.hours.display}</p>
            <p className={styles.hoursNote}>{spa.hours.note}</p>
          </aside>
        </Split>
      </Section>
      <Section tone="band">
        <Feature
          eyebrow={`Signature treatment · ${spa.signature.duration}`}
          title={spa.signature.name}
          media={
            <Picture media={spa.signature.image} className={styles.signatureImage} slot="split" />
          }
          reverse
        >
          <p>{spa.signature.text}</p>
          <Link to={spa.signature.link} className={buttonClass('secondary')}>
            About the treatment
          </Link>
        </Feature>
      </Section>
      <Section title="Inside the spa">
        <Carousel
          label="Inside the spa"
          slides={spa.slides}
          slot="wide"
          className={styles.carousel}
        />
        <CallToAction link={spa.discoverMore} />
      </Section>
      <FaqSection title="Questions about the spa" entries={spaFaq} />
    </>
  )
}

import { Link } from '@tanstack/react-router'
import { dining } from '../../../content/dining.ts'
import { diningFaq } from '../../../content/faqs/dining.ts'
import { Banner } from '../../components/banner/banner.tsx'
import { buttonClass } from '../../components/button/button-styles.ts'
import { Carousel } from '../../components/carousel/carousel.tsx'
import { Faq } from '../../components/faq/faq.tsx'
import { Section } from '../../components/section/section.tsx'
import styles from './dining.module.css'

/**
 * The dining page (spec 2.6): banner, intro, a carousel for each of the restaurant, the bar and
 * the coffee shop, in-room and gazebo dining, a Discover More button and an FAQ of four.
 */
export function DiningPage() {
  return (
    <>
      <Banner media={dining.banner} eyebrow={dining.eyebrow} title={dining.title} />
      <Section width="narrow">
        <div className={styles.intro}>
          {dining.intro.map((paragraph) => (
            <p key={paragraph.slice(0, 32)}>{paragraph}</p>
          ))}
        </div>
      </Section>
      {dining.outlets.map((outlet, i) => (
        <Section key={outlet.id} tone={i % 2 === 0 ? 'band' : 'paper'}>
          <div className={`${styles.outlet} ${i % 2 === 1 ? styles.reverse : ''}`}>
            <div className={styles.outletText}>
              <span className={styles.eyebrow}>{outlet.eyebrow}</span>
              <h2>{outlet.name}</h2>
              {outlet.description.map((paragraph) => (
                <p key={paragraph.slice(0, 32)}>{paragraph}</p>
              ))}
            </div>
            <Carousel label={outlet.name} slides={outlet.slides} />
          </div>
        </Section>
      ))}
      <Section title="Wherever you would like to eat">
        <ul role="list" className={styles.also}>
          {dining.alsoOffered.map((item) => (
            <li key={item.title}>
              <h3>{item.title}</h3>
              <p>{item.text}</p>
              {'link' in item ? (
                <Link to={item.link} className={styles.more}>
                  More about the {item.title.toLowerCase()}
                </Link>
              ) : null}
            </li>
          ))}
        </ul>
        <div className={styles.cta}>
          <Link to={dining.discoverMore.to} className={buttonClass('primary')}>
            {dining.discoverMore.label}
          </Link>
        </div>
      </Section>
      <Section tone="band" title="Questions about dining" width="narrow">
        <Faq entries={diningFaq} />
      </Section>
    </>
  )
}

import { Link } from '@tanstack/react-router'
import { experienceListing, experiences } from '../../../content/experiences.ts'
import { experiencesFaq } from '../../../content/faqs/experiences.ts'
import { Banner } from '../../components/banner/banner.tsx'
import { buttonClass } from '../../components/button/button-styles.ts'
import { Card, CardGrid } from '../../components/card/card.tsx'
import { Faq } from '../../components/faq/faq.tsx'
import { Section } from '../../components/section/section.tsx'
import styles from './experiences.module.css'

/** The experiences page (spec 2.5): intro, cards grid, an Explore button and an FAQ of five questions. */
export function ExperiencesPage() {
  return (
    <>
      <Banner
        media={experienceListing.banner}
        eyebrow={experienceListing.eyebrow}
        title={experienceListing.title}
      />
      <Section width="narrow">
        <div className={styles.intro}>
          {experienceListing.intro.map((paragraph) => (
            <p key={paragraph.slice(0, 32)}>{paragraph}</p>
          ))}
        </div>
      </Section>
      <Section tone="band" title="Choose your day">
        <CardGrid>
          {Object.values(experiences).map((e) => (
            <Card key={e.id} media={e.image} title={e.name} line={e.summary} to={e.path} />
          ))}
        </CardGrid>
        <div className={styles.explore}>
          <Link to={experienceListing.explore.to} className={buttonClass('primary')}>
            {experienceListing.explore.label}
          </Link>
        </div>
      </Section>
      <Section title="Questions about experiences" width="narrow">
        <Faq entries={experiencesFaq} />
      </Section>
    </>
  )
}

import { experienceListing, experiences } from '../../../content/experiences.ts'
import { experiencesFaq } from '../../../content/faqs/experiences.ts'
import { Card, CardGrid } from '../../components/card/card.tsx'
import { Section } from '../../components/section/section.tsx'
import { CallToAction } from '../../components/section/actions.tsx'
import { PageIntro } from '../../components/section/page-intro.tsx'
import { FaqSection } from '../../components/faq/faq.tsx'

/** The experiences page (spec 2.5): intro, cards grid, an Explore button and an FAQ of five questions. */
export function ExperiencesPage() {
  return (
    <>
      <PageIntro page={experienceListing} />
      <Section tone="band" title="Choose your day">
        <CardGrid>
          {Object.values(experiences).map((e) => (
            <Card key={e.id} media={e.image} title={e.name} line={e.summary} to={e.path} />
          ))}
        </CardGrid>
        <CallToAction link={experienceListing.explore} />
      </Section>
      <FaqSection title="Questions about experiences" entries={experiencesFaq} tone="paper" />
    </>
  )
}

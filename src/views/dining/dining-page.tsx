import { dining } from '../../../content/pages/dining.ts'
import { diningFaq } from '../../../content/faqs/dining.ts'
import { TopicList } from '../../components/section/lists.tsx'
import { Section } from '../../components/section/section.tsx'
import { CallToAction } from '../../components/section/actions.tsx'
import { PageIntro } from '../../components/section/page-intro.tsx'
import { FaqSection } from '../../components/faq/faq.tsx'
import { CarouselFeatures } from '../../components/section/split.tsx'

/**
 * The dining page (spec 2.6): banner, intro, a carousel for each of the restaurant, the bar and
 * the coffee shop, in-room and gazebo dining, a Discover More button and an FAQ of four.
 */
export function DiningPage() {
  return (
    <>
      <PageIntro page={dining} />
      <CarouselFeatures
        features={dining.outlets.map((outlet) => ({
          ...outlet,
          title: outlet.name,
          body: outlet.description.map((paragraph) => (
            <p key={paragraph.slice(0, 32)}>{paragraph}</p>
          )),
        }))}
      />
      <Section title="Wherever you would like to eat">
        <TopicList topics={dining.alsoOffered} />
        <CallToAction link={dining.discoverMore} />
      </Section>
      <FaqSection title="Questions about dining" entries={diningFaq} />
    </>
  )
}

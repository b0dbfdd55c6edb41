import { dining } from '../../../content/dining.ts'
import { diningFaq } from '../../../content/faqs/dining.ts'
import { Carousel } from '../../components/carousel/carousel.tsx'
import { Faq } from '../../components/faq/faq.tsx'
import { TopicList } from '../../components/section/lists.tsx'
import { Section } from '../../components/section/section.tsx'
import { Feature } from '../../components/section/split.tsx'
import { CallToAction } from '../../components/section/actions.tsx'
import { PageIntro } from '../../components/section/page-intro.tsx'

/**
 * The dining page (spec 2.6): banner, intro, a carousel for each of the restaurant, the bar and
 * the coffee shop, in-room and gazebo dining, a Discover More button and an FAQ of four.
 */
export function DiningPage() {
  return (
    <>
      <PageIntro page={dining} />
      {dining.outlets.map((outlet, i) => (
        <Section key={outlet.id} tone={i % 2 === 0 ? 'band' : 'paper'}>
          <Feature
            eyebrow={outlet.eyebrow}
            title={outlet.name}
            media={<Carousel label={outlet.name} slides={outlet.slides} />}
            reverse={i % 2 === 1}
          >
            {outlet.description.map((paragraph) => (
              <p key={paragraph.slice(0, 32)}>{paragraph}</p>
            ))}
          </Feature>
        </Section>
      ))}
      <Section title="Wherever you would like to eat">
        <TopicList
          topics={dining.alsoOffered.map((item) => ({
            title: item.title,
            text: item.text,
            ...('link' in item
              ? { more: { to: item.link, label: `More about the ${item.title.toLowerCase()}` } }
              : {}),
          }))}
        />
        <CallToAction link={dining.discoverMore} />
      </Section>
      <Section tone="band" title="Questions about dining" width="narrow">
        <Faq entries={diningFaq} />
      </Section>
    </>
  )
}

import { experiences, type ExperienceId } from '../../../content/experiences.ts'
import { Banner } from '../../components/banner/banner.tsx'
import { textLinkClass } from '../../components/button/button-styles.ts'
import { Card, CardGrid } from '../../components/card/card.tsx'
import { Prose } from '../../components/section/prose.tsx'
import { Section } from '../../components/section/section.tsx'
import { Split } from '../../components/section/split.tsx'
import { EnquirySection } from '../../components/enquiry-section/enquiry-section.tsx'
import styles from './experiences.module.css'
import { eyebrowClass } from '../../components/section/eyebrow.tsx'

/** The three experiences that follow this one in the listing, wrapping round. */
function nextExperiences(id: ExperienceId): ExperienceId[] {
  const order = Object.keys(experiences) as ExperienceId[]
  const at = order.indexOf(id)
  return [1, 2, 3].map((step) => order[(at + step) % order.length]).filter((x) => x !== undefined)
}

/**
 * An experience page (spec 2.5): banner, title, description with its Note (lead time, season,
 * weather, minimums) and the enquiry element, then three more experiences.
 */
export function ExperiencePage({ id }: { readonly id: ExperienceId }) {
  const experience = experiences[id]
  return (
    <>
      <Banner
        media={experience.image}
        eyebrow="Experience"
        title={experience.name}
        lede={experience.summary}
      />
      <Section>
        <Split>
          <Prose paragraphs={experience.description} />
          <aside className={styles.note} aria-labelledby={`${id}-note`}>
            <h2 id={`${id}-note`} className={eyebrowClass}>
              Note
            </h2>
            <dl className={styles.facts}>
              {experience.facts.map((fact) => (
                <div key={fact.label}>
                  <dt>{fact.label}</dt>
                  <dd>{fact.value}</dd>
                </div>
              ))}
            </dl>
            <ul className={styles.noteList}>
              {experience.note.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            <a className={textLinkClass} href="#enquire">
              Enquire about this experience
            </a>
          </aside>
        </Split>
      </Section>
      <EnquirySection
        subject={experience.name}
        page={experience.path}
        title={`Enquire about ${experience.name}`}
        intro="Tell us your dates, how many of you there are and anything we should know, and our reservations team will plan it with you and reply personally."
      />
      <Section title="More to do on the estate">
        <CardGrid>
          {nextExperiences(id).map((other) => {
            const e = experiences[other]
            return <Card key={other} media={e.image} title={e.name} line={e.summary} to={e.path} />
          })}
        </CardGrid>
      </Section>
    </>
  )
}

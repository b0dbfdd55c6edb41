import type { ReactNode } from 'react'
import type { MediaKey } from '../../../content/media/index.ts'
import { about } from '../../../content/pages/about.ts'
import { Banner } from '../../components/banner/banner.tsx'
import { petalPath } from '../../components/logo/mark.ts'
import { Picture } from '../../components/picture/picture.tsx'
import { RevealSplit } from '../../components/reveal/reveal-split.tsx'
import { Section } from '../../components/section/section.tsx'
import { LinkButtons } from '../../components/section/actions.tsx'
import styles from './about.module.css'

/**
 * About's reveal sections: a landscape picture beside a heading that names the section (its
 * parts the children) and a paragraph.
 */
function AboutReveal(props: {
  readonly media: MediaKey
  readonly headingId: string
  readonly headingClass: string | undefined
  readonly text: string
  readonly reverse?: boolean
  readonly children: ReactNode
}) {
  return (
    <RevealSplit
      media={props.media}
      crop="landscape"
      reverse={props.reverse ?? false}
      labelledBy={props.headingId}
      className={styles.revealText}
    >
      <h2 id={props.headingId} className={props.headingClass}>
        {props.children}
      </h2>
      <p>{props.text}</p>
    </RevealSplit>
  )
}

/**
 * The About page (spec 1 and 2.2): the brand story, the three petals, the two reveal
 * sections (5400 FEET ABOVE SEA LEVEL; SERENE / ENCHANTING HAVEN), mission and vision.
 */
export function AboutPage() {
  return (
    <>
      <Banner {...about.banner} />

      <Section width="narrow" title={about.story.heading}>
        {about.story.paragraphs.map((p) => (
          <p key={p} className={styles.lead}>
            {p}
          </p>
        ))}
      </Section>

      <AboutReveal
        media={about.altitude.media}
        headingId="about-altitude"
        headingClass={styles.figure}
        text={about.altitude.text}
      >
        <span className={styles.number}>{about.altitude.figure}</span>
        <span className={styles.caption}>{about.altitude.caption}</span>
      </AboutReveal>

      <Section tone="band" title={about.petals.heading} intro={about.petals.intro}>
        <ul role="list" className={styles.petals}>
          {about.petals.items.map((petal, i) => (
            <li key={petal.name} className={styles.petal}>
              <svg
                className={`${styles.petalShape} ${petal.tone === 'green' ? styles.green : i === 0 ? styles.blue : styles.lightBlue}`}
                viewBox="-8.5 -23.5 17 22"
                aria-hidden="true"
                focusable="false"
              >
                <path d={petalPath} />
              </svg>
              <h3>{petal.name}</h3>
              <p>{petal.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <AboutReveal
        media={about.haven.media}
        headingId="about-haven"
        headingClass={styles.words}
        text={about.haven.text}
        reverse
      >
        <span className={styles.word}>{about.haven.word}</span>
        <span className={styles.phrase}>{about.haven.phrase}</span>
      </AboutReveal>

      <Section tone="dark">
        <div className={styles.pillars}>
          <div>
            <h2>{about.mission.heading}</h2>
            <p className={styles.pillarText}>{about.mission.text}</p>
          </div>
          <div>
            <h2>{about.vision.heading}</h2>
            <p className={styles.pillarText}>{about.vision.text}</p>
            <ul className={styles.points}>
              {about.vision.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          </div>
        </div>
      </Section>

      <Section title={about.estate.heading}>
        <dl className={styles.facts}>
          {about.estate.facts.map((fact) => (
            <div key={fact.label} className={styles.fact}>
              <dt className={styles.factLabel}>{fact.label}</dt>
              <dd className={styles.factFigure}>{fact.figure}</dd>
            </div>
          ))}
        </dl>
        <div className={styles.estate}>
          <Picture media={about.estate.media} slot="feature" />
          <div>
            <p className={styles.lead}>{about.estate.text}</p>
            <LinkButtons links={about.links} primary="first" />
          </div>
        </div>
      </Section>
    </>
  )
}

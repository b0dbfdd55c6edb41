import type { ReactNode } from 'react'
import type { MediaKey } from '../../../content/media/index.ts'
import { Carousel } from '../carousel/carousel-island.tsx'
import { Eyebrow } from './eyebrow.tsx'
import { Section } from './section.tsx'
import styles from './split.module.css'

export interface SplitProps {
  /** Two children: they sit side by side from 992 px and stack on smaller screens. */
  readonly children: ReactNode
  /**
   * `main-aside`: text and a narrower aside (validity, opening hours, a note), top-aligned;
   * `media`: text beside a wider picture or carousel, centred; `halves`: two equal halves.
   */
  readonly layout?: 'main-aside' | 'media' | 'halves'
  /** Shows the second child first on wide screens (alternating features). */
  readonly reverse?: boolean
  readonly className?: string | undefined
}

/** Two columns of a page section: the split sections every page shares. */
export function Split({ children, layout = 'main-aside', reverse = false, className }: SplitProps) {
  const classes = [styles.split, styles[layout], reverse ? styles.reverse : '', className]
  return <div className={classes.filter(Boolean).join(' ')}>{children}</div>
}

export interface FeatureProps {
  readonly eyebrow?: ReactNode
  readonly title: ReactNode
  /** The text under the title: paragraphs, a table, a link. */
  readonly children: ReactNode
  /** The picture or carousel beside the text. */
  readonly media: ReactNode
  readonly reverse?: boolean
}

/** A titled text beside its picture or carousel: a dining outlet, a venue, a treatment. */
export function Feature({ eyebrow, title, children, media, reverse = false }: FeatureProps) {
  return (
    <Split layout="media" reverse={reverse}>
      <div className={styles.text}>
        {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
        <h2>{title}</h2>
        {children}
      </div>
      {media}
    </Split>
  )
}

export interface CarouselFeature {
  readonly id: string
  readonly eyebrow: ReactNode
  /** The feature's heading, which also names its carousel. */
  readonly title: string
  readonly slides: readonly [MediaKey, ...MediaKey[]]
  readonly body: ReactNode
}

/**
 * Features one after another, each beside its carousel, on alternating bands with the
 * carousel changing sides: dining's outlets, the event venues.
 */
export function CarouselFeatures({ features }: { readonly features: readonly CarouselFeature[] }) {
  return features.map((feature, i) => (
    <Section key={feature.id} tone={i % 2 === 0 ? 'band' : 'paper'}>
      <Feature
        eyebrow={feature.eyebrow}
        title={feature.title}
        media={<Carousel label={feature.title} slides={feature.slides} />}
        reverse={i % 2 === 1}
      >
        {feature.body}
      </Feature>
    </Section>
  ))
}

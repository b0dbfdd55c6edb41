import type { ReactNode } from 'react'
import type { MediaKey } from '../../../content/media/index.ts'
import { lazyHydrated } from '../layout/lazy-hydrated.tsx'
import { Picture } from '../picture/picture.tsx'
import { Section } from '../section/section.tsx'
import { Split } from '../section/split.tsx'
import styles from './reveal-split.module.css'

// An island: prerendered in full; its machine and code load a screen's height before the
// section comes into view, since its content stays hidden until the machine shows it.
const Reveal = lazyHydrated(() => import('./reveal.tsx').then((m) => m.Reveal), {
  on: 'visible',
  ahead: 1,
})

export interface RevealSplitProps {
  /** The picture that comes in beside the text. */
  readonly media: MediaKey
  /** The picture on the left on wide screens (the text comes in from the right). */
  readonly reverse?: boolean
  readonly tone?: 'paper' | 'band'
  /** Class of the text half. */
  readonly className?: string | undefined
  /** `natural` keeps the picture's own proportions; `landscape` crops it to 4:3. */
  readonly crop?: 'natural' | 'landscape'
  /** The id of the heading that names the section. */
  readonly labelledBy?: string
  readonly children: ReactNode
}

/**
 * A reveal section (spec 2.2, on Home and About): a text half and a picture half that come in
 * from opposite sides as the section scrolls into view.
 */
export function RevealSplit({
  media,
  reverse = false,
  tone,
  className,
  crop = 'natural',
  labelledBy,
  children,
}: RevealSplitProps) {
  return (
    <Section {...(tone ? { tone } : {})} {...(labelledBy ? { labelledBy } : {})}>
      <Split layout="halves" reverse={reverse}>
        <Reveal from={reverse ? 'right' : 'left'} {...(className ? { className } : {})}>
          {children}
        </Reveal>
        <Reveal from={reverse ? 'left' : 'right'}>
          <Picture
            media={media}
            className={[styles.picture, styles[crop]].filter(Boolean).join(' ')}
            slot="split"
          />
        </Reveal>
      </Split>
    </Section>
  )
}

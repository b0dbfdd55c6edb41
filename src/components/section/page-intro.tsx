import type { MediaKey } from '../../../content/media/index.ts'
import { Banner } from '../banner/banner.tsx'
import { Prose } from './prose.tsx'
import { Section } from './section.tsx'

/** A page's opening as its content names it: banner picture, eyebrow, title and intro. */
export interface PageOpening {
  readonly banner: MediaKey
  readonly eyebrow: string
  readonly title: string
  /** One paragraph, or several. */
  readonly intro: string | readonly string[]
}

/**
 * The opening of a listing or single page: the banner with the page's h1, then its intro in
 * the narrow measure, the first paragraph set large (`body` sets it a little smaller).
 */
export function PageIntro({
  page,
  lead = 'intro',
}: {
  readonly page: PageOpening
  readonly lead?: 'intro' | 'body'
}) {
  const paragraphs = typeof page.intro === 'string' ? [page.intro] : page.intro
  return (
    <>
      <Banner media={page.banner} eyebrow={page.eyebrow} title={page.title} />
      <Section width="narrow">
        <Prose paragraphs={paragraphs} lead={lead} />
      </Section>
    </>
  )
}

import { wedding } from '../../../content/pages/events.ts'
import { Banner } from '../../components/banner/banner.tsx'
import { Carousel } from '../../components/carousel/carousel-island.tsx'
import { Prose } from '../../components/section/prose.tsx'
import { Section } from '../../components/section/section.tsx'
import { Split } from '../../components/section/split.tsx'
import { EnquirySection } from '../../components/enquiry-section/enquiry-section.tsx'

/** The weddings page (spec 2.6): banner, intro and one carousel, then how to start planning. */
export function WeddingPage() {
  return (
    <>
      <Banner media={wedding.banner} eyebrow={wedding.eyebrow} title={wedding.title} />
      <Section>
        <Split layout="media">
          <Prose paragraphs={wedding.intro} />
          <Carousel label="Weddings at the estate" slides={wedding.slides} />
        </Split>
      </Section>
      <EnquirySection
        title="Plan it with us"
        page={wedding.path}
        subject="a wedding"
        intro="Tell us your dates, how many guests you expect and the celebration you imagine, and our team will plan the venue, the stay and the meals with you."
      />
    </>
  )
}

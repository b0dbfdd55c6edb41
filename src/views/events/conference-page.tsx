import { conference } from '../../../content/events.ts'
import { Carousel } from '../../components/carousel/carousel.tsx'
import { FigureTable } from '../../components/section/figure-table.tsx'
import { Section } from '../../components/section/section.tsx'
import { Feature } from '../../components/section/split.tsx'
import { EnquirySection } from '../../components/enquiry-section/enquiry-section.tsx'
import styles from './events.module.css'
import { PageIntro } from '../../components/section/page-intro.tsx'

/**
 * The conferences and events page (spec 2.6 and 9): banner, the banquet hall and the board
 * room each with its size, seating capacities and a carousel, and the versatility blurb.
 */
export function ConferencePage() {
  return (
    <>
      <PageIntro page={conference} />
      {conference.venues.map((venue, i) => (
        <Section key={venue.id} tone={i % 2 === 0 ? 'band' : 'paper'}>
          <Feature
            eyebrow={`${venue.areaSqFt} sq ft`}
            title={venue.name}
            media={<Carousel label={venue.name} slides={venue.slides} />}
            reverse={i % 2 === 1}
          >
            <p>{venue.description}</p>
            <FigureTable
              caption={`${venue.name} seating capacity by layout`}
              columns={['Layout', 'Guests']}
              rows={venue.capacities.map((row) => ({
                label: row.layout,
                figure: venue.capacities.length === 1 ? `Up to ${row.guests}` : row.guests,
              }))}
            />
          </Feature>
        </Section>
      ))}
      <Section tone="dark" width="narrow" align="center" title={conference.versatility.title}>
        <p className={styles.blurb}>{conference.versatility.text}</p>
      </Section>
      <EnquirySection
        title="Plan it with us"
        page={conference.path}
        subject="a conference or event"
        intro="Tell us your dates, the number of guests and the shape of your programme, and our team will come back with a plan for the rooms, the stay and the meals."
      />
    </>
  )
}

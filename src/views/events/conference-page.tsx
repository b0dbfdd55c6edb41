import { conference } from '../../../content/pages/events.ts'
import { FigureTable } from '../../components/section/figure-table.tsx'
import { Section } from '../../components/section/section.tsx'
import { EnquirySection } from '../../components/enquiry-section/enquiry-section.tsx'
import styles from './events.module.css'
import { PageIntro } from '../../components/section/page-intro.tsx'
import { CarouselFeatures } from '../../components/section/split.tsx'

/** A venue's description and its seating capacity by layout. */
function VenueDetails({ venue }: { readonly venue: (typeof conference.venues)[number] }) {
  const single = venue.capacities.length === 1
  return (
    <>
      <p>{venue.description}</p>
      <FigureTable
        caption={`${venue.name} seating capacity by layout`}
        columns={['Layout', 'Guests']}
        rows={venue.capacities.map((row) => ({
          label: row.layout,
          figure: single ? `Up to ${row.guests}` : row.guests,
        }))}
      />
    </>
  )
}

/**
 * The conferences and events page (spec 2.6 and 9): banner, the banquet hall and the board
 * room each with its size, seating capacities and a carousel, and the versatility blurb.
 */
export function ConferencePage() {
  return (
    <>
      <PageIntro page={conference} />
      <CarouselFeatures
        features={conference.venues.map((venue) => ({
          ...venue,
          eyebrow: `${venue.areaSqFt} sq ft`,
          title: venue.name,
          body: <VenueDetails venue={venue} />,
        }))}
      />
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

import { conference } from '../../../content/events.ts'
import { Banner } from '../../components/banner/banner.tsx'
import { Carousel } from '../../components/carousel/carousel.tsx'
import { Section } from '../../components/section/section.tsx'
import { EnquirySection } from '../../components/enquiry-section/enquiry-section.tsx'
import styles from './events.module.css'

/**
 * The conferences and events page (spec 2.6 and 9): banner, the banquet hall and the board
 * room each with its size, seating capacities and a carousel, and the versatility blurb.
 */
export function ConferencePage() {
  return (
    <>
      <Banner media={conference.banner} eyebrow={conference.eyebrow} title={conference.title} />
      <Section width="narrow">
        <p className={styles.lead}>{conference.intro}</p>
      </Section>
      {conference.venues.map((venue, i) => (
        <Section key={venue.id} tone={i % 2 === 0 ? 'band' : 'paper'}>
          <div className={`${styles.venue} ${i % 2 === 1 ? styles.reverse : ''}`}>
            <div>
              <span className={styles.eyebrow}>{venue.areaSqFt} sq ft</span>
              <h2>{venue.name}</h2>
              <p>{venue.description}</p>
              <table className={styles.capacity}>
                <caption className="visually-hidden">
                  {venue.name} seating capacity by layout
                </caption>
                <thead>
                  <tr>
                    <th scope="col">Layout</th>
                    <th scope="col">Guests</th>
                  </tr>
                </thead>
                <tbody>
                  {venue.capacities.map((row) => (
                    <tr key={row.layout}>
                      <th scope="row">{row.layout}</th>
                      <td>{venue.capacities.length === 1 ? `Up to ${row.guests}` : row.guests}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Carousel label={venue.name} slides={venue.slides} />
          </div>
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

import { geoHref, gettingHere, webMapHref } from '../../../content/pages/getting-here.ts'
import { buttonClass } from '../../components/button/button-styles.ts'
import { Actions } from '../../components/section/actions.tsx'
import { Eyebrow } from '../../components/section/eyebrow.tsx'
import { Section } from '../../components/section/section.tsx'
import styles from './getting-here.module.css'
import { LocatorMap } from './locator-map.tsx'

/**
 * Contact's getting-here section: the site's own locator map, every way to come (road from
 * Bengaluru, the three airports, the railway) with its approximate distance and time, and
 * the resort's coordinates as links that open the visitor's map app. Nothing on the map is
 * fetched; the map links are plain links.
 */
export function GettingHereSection() {
  return (
    <Section
      tone="band"
      id={gettingHere.id}
      eyebrow={gettingHere.eyebrow}
      title={gettingHere.heading}
      intro={<p>{gettingHere.intro}</p>}
    >
      <div className={styles.layout}>
        <div className={styles.mapColumn}>
          <LocatorMap />
          <Actions>
            <a className={buttonClass('primary')} href={geoHref}>
              Open in your map app
            </a>
            <a className={buttonClass('secondary')} href={webMapHref} rel="noopener noreferrer">
              Open in Google Maps
            </a>
          </Actions>
        </div>
        <div>
          <ul role="list" className={styles.ways}>
            {gettingHere.ways.map((way) => (
              <li key={way.id} className={styles.way}>
                <Eyebrow as="h3" tone="blue">
                  {way.heading}
                </Eyebrow>
                <p className={styles.figures}>
                  {way.distance} <span aria-hidden="true">·</span>
                  <span className="visually-hidden">,</span> {way.time}
                </p>
                <p className={styles.text}>{way.text}</p>
              </li>
            ))}
          </ul>
          <p className={styles.note}>{gettingHere.note}</p>
          <p className={styles.sources}>{gettingHere.sources}</p>
        </div>
      </div>
    </Section>
  )
}

import { Link } from '@tanstack/react-router'
import { packageListing, packages } from '../../../content/packages.ts'
import { paths } from '../../../content/routes.ts'
import { Banner } from '../../components/banner/banner.tsx'
import { buttonClass } from '../../components/button/button-styles.ts'
import { OfferStatusLine } from '../../components/offer-validity/offer-status-line.tsx'
import { Picture } from '../../components/picture/picture.tsx'
import { Section } from '../../components/section/section.tsx'
import styles from './packages.module.css'

/** The packages listing (spec 2.5): three cards in a row, each with image, title, link and a short list. */
export function PackagesPage() {
  return (
    <>
      <Banner
        media={packageListing.banner}
        eyebrow={packageListing.eyebrow}
        title={packageListing.title}
      />
      <Section width="narrow">
        <p className={styles.lead}>{packageListing.intro}</p>
      </Section>
      <Section tone="band" title="Choose your package" align="center">
        <ul role="list" className={styles.cards}>
          {Object.values(packages).map((pkg) => {
            if (!pkg.listed) return null
            return (
              <li key={pkg.id} className={styles.card}>
                <div className={styles.cardMedia}>
                  <Picture media={pkg.gallery[0]} slot="card" />
                </div>
                <p className={styles.cardMeta}>
                  <OfferStatusLine validity={pkg} />
                </p>
                <h3 className={styles.cardTitle}>
                  <Link to={pkg.path}>{pkg.name}</Link>
                </h3>
                <p className={styles.cardLine}>{pkg.tagline}</p>
                <ul className={styles.points}>
                  {pkg.cardPoints.map((point) => (
                    <li key={point}>{point}</li>
                  ))}
                </ul>
              </li>
            )
          })}
        </ul>
      </Section>
      <Section width="narrow" align="center" title="Staying a little longer?">
        <p className={styles.centeredText}>
          Three nights or more on the estate earn their own reward: up to 20% off every night beyond
          the third, with 20% off food and soft drinks.
        </p>
        <div className={`${styles.actions} ${styles.centered}`}>
          <Link to={packages.stayLonger.path} className={buttonClass('secondary')}>
            See Stay Longer
          </Link>
          <Link to={paths.offers} className={buttonClass('secondary')}>
            See our offers
          </Link>
        </div>
      </Section>
    </>
  )
}

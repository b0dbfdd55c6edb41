import { Link } from '@tanstack/react-router'
import { bookingUrl } from '../../../content/booking.ts'
import { deploy } from '../../../content/deploy.ts'
import { packageBookingTarget, packages, type PackageId } from '../../../content/packages.ts'
import { paths } from '../../../content/routes.ts'
import { Banner } from '../../components/banner/banner.tsx'
import { buttonClass } from '../../components/button/button-styles.ts'
import { OfferValidity } from '../../components/offer-validity/offer-validity.tsx'
import { Picture } from '../../components/picture/picture.tsx'
import { Section } from '../../components/section/section.tsx'
import styles from './packages.module.css'

/**
 * A package page (spec 2.5): gallery, intro, inclusions, terms and a Book button whose
 * booking-engine target is the package's own (package id and minimum nights), shown only
 * while the package is valid on the visitor's date.
 */
export function PackagePage({ id }: { readonly id: PackageId }) {
  const pkg = packages[id]
  const [lead, ...rest] = pkg.gallery
  return (
    <>
      <Banner media={lead} eyebrow="Package" title={pkg.name} lede={pkg.tagline} />
      <Section>
        <div className={styles.split}>
          <div className={styles.prose}>
            {pkg.intro.map((paragraph) => (
              <p key={paragraph.slice(0, 32)}>{paragraph}</p>
            ))}
          </div>
          <aside aria-label="Validity and booking">
            <OfferValidity
              validity={pkg}
              name={pkg.name}
              kind="package"
              bookHref={bookingUrl(deploy.bookingEngineUrl, packageBookingTarget(pkg))}
              detail={`Minimum stay of ${pkg.minNights} nights.`}
            />
          </aside>
        </div>
      </Section>
      <Section tone="band" title="Gallery">
        <ul role="list" className={styles.gallery}>
          {[lead, ...rest].map((key) => (
            <li key={key}>
              <Picture media={key} slot={key === lead ? 'feature' : 'card'} />
            </li>
          ))}
        </ul>
      </Section>
      <Section>
        <div className={styles.lists}>
          <div>
            <h2>Inclusions</h2>
            <ul className={styles.inclusions}>
              {pkg.inclusions.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
          <div>
            <h2>Terms</h2>
            <ul className={styles.terms}>
              {pkg.terms.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
        </div>
        <div className={styles.actions}>
          <Link to={paths.packages} className={buttonClass('secondary')}>
            All packages
          </Link>
          <Link to={paths.offers} className={buttonClass('secondary')}>
            Current offers
          </Link>
        </div>
      </Section>
    </>
  )
}

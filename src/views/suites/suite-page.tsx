import { deploy } from '../../../content/deploy.ts'
import { site } from '../../../content/site.ts'
import { otherSuites, suiteBySlug, type SuiteSlug } from '../../../content/suites.ts'
import { Banner } from '../../components/banner/banner.tsx'
import { buttonClass } from '../../components/button/button-styles.ts'
import { CardGrid } from '../../components/card/card.tsx'
import { SuiteCard } from '../../components/card/suite-card.tsx'
import { EnquiryForm } from '../../components/enquiry-form/enquiry-form-island.tsx'
import { lazyHydrated } from '../../components/layout/lazy-hydrated.tsx'
import { Section } from '../../components/section/section.tsx'
import { AmenityList } from './amenity-list.tsx'
import styles from './suites.module.css'
import { eyebrowClass } from '../../components/section/eyebrow.tsx'

// An island: the grid is prerendered; the lightbox's machine and code load when the visitor
// reaches for a picture (a tap on one before that opens it once the code is there).
const LightboxGallery = lazyHydrated(() =>
  import('../../components/lightbox/lightbox-gallery.tsx').then((m) => m.LightboxGallery),
)

/** A suite's page (spec 2.4): lead image, description, size, amenities, features, six-image grid, enquiry, three other suites. */
export function SuitePage({ slug }: { readonly slug: SuiteSlug }) {
  const suite = suiteBySlug(slug)
  return (
    <>
      <Banner
        media={suite.lead}
        eyebrow={`${suite.sizeSqFt} sq ft`}
        title={suite.title}
        lede={suite.summary}
      />
      <Section>
        <div className={styles.detail}>
          <div>
            <h2>About the suite</h2>
            {suite.description.map((p) => (
              <p key={p.slice(0, 24)}>{p}</p>
            ))}
            <dl className={styles.facts}>
              {[
                ['Size', `${suite.sizeSqFt} sq ft`],
                ['Check-in', site.checkIn],
                ['Check-out', site.checkOut],
              ].map(([label, value]) => (
                <div key={label}>
                  <dt className={eyebrowClass}>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
            <p>{suite.occupancy}.</p>
            <div className={styles.actions}>
              <a className={buttonClass('primary')} href={deploy.bookingEngineUrl} rel="noopener">
                Book the {suite.title}
              </a>
            </div>
          </div>
          <div>
            <h2>Amenities</h2>
            <AmenityList amenities={suite.amenities} />
            <h3 className={styles.inSuite}>In the suite</h3>
            <ul className={styles.features}>
              {suite.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
          </div>
        </div>
      </Section>
      <Section tone="band" title="A closer look">
        <LightboxGallery images={suite.grid} label={`${suite.title} pictures`} />
      </Section>
      <Section id="enquire" title={`Enquire about the ${suite.title}`} width="narrow">
        <p>
          Tell us your dates and wishes and our reservations team will reply personally. You can
          also call us toll-free on{' '}
          <a href={`tel:${site.phones.tollFree.tel}`}>{site.phones.tollFree.display}</a> or write to{' '}
          <a href={`mailto:${site.email.address}`}>{site.email.address}</a>.
        </p>
        <EnquiryForm page={suite.path} />
      </Section>
      <Section tone="band" title="You may also like">
        <CardGrid>
          {otherSuites(slug).map((other) => (
            <SuiteCard key={other.id} suite={other} />
          ))}
        </CardGrid>
      </Section>
    </>
  )
}

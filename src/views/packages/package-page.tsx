import { bookingUrl } from '../../../content/booking.ts'
import { deploy } from '../../../content/deploy.ts'
import { packageBookingTarget, packages, type PackageId } from '../../../content/packages.ts'
import { paths } from '../../../content/routes.ts'
import { Banner } from '../../components/banner/banner.tsx'
import { OfferValidity } from '../../components/offer-validity/offer-validity.tsx'
import { Picture } from '../../components/picture/picture.tsx'
import { InclusionsAndTerms } from '../../components/section/lists.tsx'
import { Prose } from '../../components/section/prose.tsx'
import { Section } from '../../components/section/section.tsx'
import { Split } from '../../components/section/split.tsx'
import styles from './packages.module.css'
import { LinkButtons } from '../../components/section/actions.tsx'

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
        <Split>
          <Prose paragraphs={pkg.intro} />
          <aside aria-label="Validity and booking">
            <OfferValidity
              validity={pkg}
              name={pkg.name}
              kind="package"
              path={pkg.path}
              bookHref={bookingUrl(deploy.bookingEngineUrl, packageBookingTarget(pkg))}
              detail={`Minimum stay of ${pkg.minNights} nights.`}
            />
          </aside>
        </Split>
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
        <InclusionsAndTerms inclusions={pkg.inclusions} terms={pkg.terms} />
        <LinkButtons
          links={[
            { label: 'All packages', to: paths.packages },
            { label: 'Current offers', to: paths.offers },
          ]}
        />
      </Section>
    </>
  )
}

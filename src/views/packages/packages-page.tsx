import { bookablePackages } from '../../../content/offer-calendar.ts'
import { packageListing, packages } from '../../../content/packages.ts'
import { paths } from '../../../content/routes.ts'
import { OfferStatusLine } from '../../components/offer-validity/offer-status-line.tsx'
import { renderDateAttribute, useToday } from '../../components/offer-validity/use-today.ts'
import { Card, CardGrid } from '../../components/card/card.tsx'
import { CheckList } from '../../components/section/lists.tsx'
import { Section } from '../../components/section/section.tsx'
import styles from './packages.module.css'
import { PageIntro } from '../../components/section/page-intro.tsx'
import { LinkButtons } from '../../components/section/actions.tsx'

/**
 * The packages listing (spec 2.5): cards in a row, each with image, title, link and a short list,
 * for the packages bookable on the visitor's date (the served day until the app runs).
 */
export function PackagesPage() {
  const today = useToday()
  return (
    <>
      <PageIntro page={packageListing} />
      <Section tone="band" title="Choose your package" align="center">
        {/* Which cards show is the day's: stamped so hydration decides on the served day. */}
        <div {...{ [renderDateAttribute]: today }}>
          <CardGrid>
            {bookablePackages(today).map((pkg) => (
              <Card
                key={pkg.id}
                media={pkg.gallery[0]}
                meta={<OfferStatusLine validity={pkg} />}
                title={pkg.name}
                to={pkg.path}
                line={pkg.tagline}
              >
                <CheckList items={pkg.cardPoints} variant="points" />
              </Card>
            ))}
          </CardGrid>
        </div>
      </Section>
      <Section width="narrow" align="center" title="Staying a little longer?">
        <p className={styles.centeredText}>
          Three nights or more on the estate earn their own reward: up to 20% off every night beyond
          the third, with 20% off food and soft drinks.
        </p>
        <LinkButtons
          align="center"
          links={[
            { label: 'See Stay Longer', to: packages.stayLonger.path },
            { label: 'See our offers', to: paths.offers },
          ]}
        />
      </Section>
    </>
  )
}

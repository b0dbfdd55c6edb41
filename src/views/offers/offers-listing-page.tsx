import { listingCards, offerListings } from '../../../content/offers.ts'
import { Banner } from '../../components/banner/banner.tsx'
import { Card, CardGrid } from '../../components/card/card.tsx'
import { OfferStatusLine } from '../../components/offer-validity/offer-status-line.tsx'
import { Section } from '../../components/section/section.tsx'
import styles from './offers.module.css'

/**
 * An offers listing (spec 2.5): /offers with three cards, /specialoffers with two. Each card
 * says on the visitor's date whether its offer is still open.
 */
export function OffersListingPage({ listing }: { readonly listing: keyof typeof offerListings }) {
  const page = offerListings[listing]
  return (
    <>
      <Banner media={page.banner} eyebrow={page.eyebrow} title={page.title} />
      <Section width="narrow">
        <p className={styles.lead}>{page.intro}</p>
      </Section>
      <Section tone="band" title="Choose your offer">
        <CardGrid>
          {listingCards(listing).map(({ offer, title }) => {
            return (
              <Card
                key={offer.id}
                media={offer.image}
                title={title}
                meta={offer.headline}
                line={offer.summary}
                to={offer.path}
                actions={
                  <span className={styles.cardStatus}>
                    <OfferStatusLine validity={offer} />
                  </span>
                }
              />
            )
          })}
        </CardGrid>
      </Section>
    </>
  )
}

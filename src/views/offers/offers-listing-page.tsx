import { listingCards, offerListings } from '../../../content/offers.ts'
import { Card, CardGrid } from '../../components/card/card.tsx'
import { OfferStatusLine } from '../../components/offer-validity/offer-status-line.tsx'
import { Section } from '../../components/section/section.tsx'
import styles from './offers.module.css'
import { PageIntro } from '../../components/section/page-intro.tsx'

/**
 * An offers listing (spec 2.5): /offers with three cards, /specialoffers with two. Each card
 * says on the visitor's date whether its offer is still open.
 */
export function OffersListingPage({ listing }: { readonly listing: keyof typeof offerListings }) {
  const page = offerListings[listing]
  return (
    <>
      <PageIntro page={page} />
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

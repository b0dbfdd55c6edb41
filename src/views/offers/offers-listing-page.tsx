import { bookableCards, comingCards } from '../../../content/offer-calendar.ts'
import { offerListings } from '../../../content/offers.ts'
import { Card, CardGrid } from '../../components/card/card.tsx'
import { OfferStatusLine } from '../../components/offer-validity/offer-status-line.tsx'
import { renderDateAttribute, useToday } from '../../components/offer-validity/use-today.ts'
import { Section } from '../../components/section/section.tsx'
import styles from './offers.module.css'
import { PageIntro } from '../../components/section/page-intro.tsx'

type ListingCard = ReturnType<typeof bookableCards>[number]

/** A grid of offer cards, each with the offer's status on the day. */
function OfferCards({ cards }: { readonly cards: readonly ListingCard[] }) {
  return (
    <CardGrid count={cards.length}>
      {cards.map(({ offer, title }) => (
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
      ))}
    </CardGrid>
  )
}

/**
 * An offers listing (spec 2.5): /offers and /specialoffers. It shows the offers bookable on the
 * visitor's date (the served day until the app runs), at least two every day, and announces
 * those that come back within weeks ("Returns on 1 October 2027"), without a way to book them.
 */
export function OffersListingPage({ listing }: { readonly listing: keyof typeof offerListings }) {
  const page = offerListings[listing]
  const today = useToday()
  const bookable = bookableCards(listing, today)
  const coming = comingCards(listing, today)
  return (
    <>
      <PageIntro page={page} />
      {/* Which cards show is the day's: stamped so hydration decides on the served day. */}
      <div {...{ [renderDateAttribute]: today }}>
        <Section tone="band" title="Choose your offer">
          <OfferCards cards={bookable} />
        </Section>
        {coming.length > 0 ? (
          <Section title="Coming back soon">
            <OfferCards cards={coming} />
          </Section>
        ) : null}
      </div>
    </>
  )
}

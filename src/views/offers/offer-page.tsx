import { bookingUrl } from '../../../content/booking.ts'
import { deploy } from '../../../content/deploy.ts'
import { offers, type Offer, type OfferId } from '../../../content/offers.ts'
import { paths } from '../../../content/routes.ts'
import { Banner } from '../../components/banner/banner.tsx'
import { OfferValidity } from '../../components/offer-validity/offer-validity.tsx'
import { FigureTable } from '../../components/section/figure-table.tsx'
import { InclusionsAndTerms } from '../../components/section/lists.tsx'
import { Prose } from '../../components/section/prose.tsx'
import { Section } from '../../components/section/section.tsx'
import { Split } from '../../components/section/split.tsx'
import { LinkButtons } from '../../components/section/actions.tsx'

/**
 * An offer page (spec 2.5): the offer's text, its validity on the visitor's date with a Book
 * link only while it is bookable (else when it returns, and what is on now), the Early Bird discount table where there is one, inclusions
 * and terms.
 */
export function OfferPage({ id }: { readonly id: OfferId }) {
  const offer: Offer = offers[id]
  return (
    <>
      <Banner media={offer.image} eyebrow="Offer" title={offer.name} lede={offer.headline} />
      <Section>
        <Split>
          <div>
            <Prose paragraphs={offer.intro} />
            {offer.discountTable ? (
              <FigureTable
                caption="Early Bird savings by how far ahead you book"
                captionVisible
                columns={['When you book', 'Your saving']}
                rows={offer.discountTable.map((tier) => ({
                  label: tier.advance,
                  figure: `${tier.percent}% off`,
                }))}
              />
            ) : null}
          </div>
          <aside aria-label="Validity and booking">
            <OfferValidity
              validity={offer}
              name={offer.name}
              path={offer.path}
              bookHref={bookingUrl(deploy.bookingEngineUrl)}
            />
          </aside>
        </Split>
      </Section>
      <Section tone="band">
        <InclusionsAndTerms inclusions={offer.inclusions} terms={offer.terms} />
        <LinkButtons
          links={[
            { label: 'All offers', to: paths.offers },
            { label: 'Stay packages', to: paths.packages },
          ]}
        />
      </Section>
    </>
  )
}

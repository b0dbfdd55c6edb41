import { Link } from '@tanstack/react-router'
import { bookingUrl } from '../../../content/booking.ts'
import { deploy } from '../../../content/deploy.ts'
import { offers, type Offer, type OfferId } from '../../../content/offers.ts'
import { paths } from '../../../content/routes.ts'
import { Banner } from '../../components/banner/banner.tsx'
import { buttonClass } from '../../components/button/button-styles.ts'
import { OfferValidity } from '../../components/offer-validity/offer-validity.tsx'
import { Section } from '../../components/section/section.tsx'
import styles from './offers.module.css'

/**
 * An offer page (spec 2.5): the offer's text, its validity on the visitor's date with a Book
 * link only while it is open, the Early Bird discount table where there is one, inclusions
 * and terms.
 */
export function OfferPage({ id }: { readonly id: OfferId }) {
  const offer: Offer = offers[id]
  return (
    <>
      <Banner media={offer.image} eyebrow="Offer" title={offer.name} lede={offer.headline} />
      <Section>
        <div className={styles.split}>
          <div className={styles.prose}>
            {offer.intro.map((paragraph) => (
              <p key={paragraph.slice(0, 32)}>{paragraph}</p>
            ))}
            {offer.discountTable ? (
              <table className={styles.table}>
                <caption>Early Bird savings by how far ahead you book</caption>
                <thead>
                  <tr>
                    <th scope="col">When you book</th>
                    <th scope="col">Your saving</th>
                  </tr>
                </thead>
                <tbody>
                  {offer.discountTable.map((tier) => (
                    <tr key={tier.advance}>
                      <th scope="row">{tier.advance}</th>
                      <td>{tier.percent}% off</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ) : null}
          </div>
          <aside aria-label="Validity and booking">
            <OfferValidity
              validity={offer}
              name={offer.name}
              bookHref={bookingUrl(deploy.bookingEngineUrl)}
            />
          </aside>
        </div>
      </Section>
      <Section tone="band">
        <div className={styles.lists}>
          {offer.inclusions.length > 0 ? (
            <div>
              <h2>Inclusions</h2>
              <ul className={styles.inclusions}>
                {offer.inclusions.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </div>
          ) : null}
          <div>
            <h2>Terms</h2>
            <ul className={styles.terms}>
              {offer.terms.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
        </div>
        <div className={styles.actions}>
          <Link to={paths.offers} className={buttonClass('secondary')}>
            All offers
          </Link>
          <Link to={paths.packages} className={buttonClass('secondary')}>
            Stay packages
          </Link>
        </div>
      </Section>
    </>
  )
}

import { offers } from '../../content/offers.ts'
import { isBookable } from '../../content/calendar.ts'
import { paths } from '../../content/routes.ts'
import { offerStructuredData } from '../../content/structured-data/offer.ts'
import { OfferPage } from '../views/offers/offer-page.tsx'
import { currentDay } from '../components/offer-validity/render-day.ts'
import { pageHead } from './page-head.ts'
import { pageFamily } from './route-module.tsx'

/** A page per offer (spec 2.5). */
export default pageFamily(Object.values(offers), {
  // Decided on the render's day: the day the server serves the page (or the visitor's date).
  head: (offer) =>
    pageHead({
      noindex: !isBookable(offer, currentDay()),
      path: offer.path,
      seo: offer.seo,
      image: offer.image,
      jsonLd: [offerStructuredData({ ...offer, description: offer.seo.description }, currentDay())],
      breadcrumbs: [
        { name: 'Offers', path: paths.offers },
        { name: offer.name, path: offer.path },
      ],
    }),
  view: (offer) => <OfferPage id={offer.id} />,
})

import { offerListings } from '../../content/offers.ts'
import { OffersListingPage } from '../views/offers/offers-listing-page.tsx'
import { pageHead } from './page-head.ts'
import { pageFamily } from './route-module.tsx'

/** The two offers listings (spec 2.5): /offers and /specialoffers. */
export default pageFamily(Object.values(offerListings), {
  head: (listing) =>
    pageHead({
      path: listing.path,
      seo: listing.seo,
      image: listing.banner,
      crumb: listing.title,
    }),
  view: (listing) => <OffersListingPage listing={listing.id} />,
})

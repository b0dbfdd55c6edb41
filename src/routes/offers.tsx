import { createFileRoute } from '@tanstack/react-router'
import { offerListings } from '../../content/offers.ts'
import { pageHead } from './page-head.ts'
import { OffersListingPage } from '../views/offers/offers-listing-page.tsx'

const listing = offerListings.offers

export const Route = createFileRoute('/offers')({
  head: () =>
    pageHead({
      path: listing.path,
      title: listing.seo.title,
      description: listing.seo.description,
      image: listing.banner,
      breadcrumbs: [{ name: listing.title, path: listing.path }],
    }),
  component: function OffersPage() {
    return <OffersListingPage listing="offers" />
  },
})

import { createFileRoute } from '@tanstack/react-router'
import { offers } from '../../content/offers.ts'
import { paths } from '../../content/routes.ts'
import { pageHead } from './page-head.ts'
import { OfferPage } from '../views/offers/offer-page.tsx'
import { offerStructuredData } from '../../content/structured-data/offer.ts'

const offer = offers.festive

export const Route = createFileRoute('/offer3')({
  head: () =>
    pageHead({
      path: offer.path,
      title: offer.seo.title,
      description: offer.seo.description,
      image: offer.image,
      jsonLd: [offerStructuredData({ ...offer, description: offer.seo.description })],
      breadcrumbs: [
        { name: 'Offers', path: paths.offers },
        { name: offer.name, path: offer.path },
      ],
    }),
  component: function OfferFestivePage() {
    return <OfferPage id="festive" />
  },
})

import { createFileRoute } from '@tanstack/react-router'
import { tariff } from '../../content/landing.ts'
import { paths } from '../../content/routes.ts'
import { pageHead } from './page-head.ts'
import { TariffPage } from '../views/brochures/tariff-page.tsx'

export const Route = createFileRoute('/enchantingchikmagalur/tarrif')({
  head: () =>
    pageHead({
      path: paths.landingTariff,
      title: tariff.seo.title,
      description: tariff.seo.description,
      image: 'landing.hero',
      breadcrumbs: [
        { name: 'Enchanting Chikmagalur', path: paths.landing },
        { name: 'Tariff', path: paths.landingTariff },
      ],
    }),
  component: TariffPage,
})

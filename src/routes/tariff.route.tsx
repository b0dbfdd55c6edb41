import { tariff } from '../../content/pages/tariff.build-time.ts'
import { paths } from '../../content/routes.ts'
import { TariffPage } from '../views/brochures/tariff-page.tsx'
import { pageHead } from './page-head.ts'
import { singlePage } from './route-module.tsx'

export default singlePage(
  () =>
    pageHead({
      path: paths.landingTariff,
      seo: tariff.seo,
      image: 'landing.hero',
      breadcrumbs: [
        { name: 'Enchanting Chikmagalur', path: paths.landing },
        { name: 'Tariff', path: paths.landingTariff },
      ],
    }),
  TariffPage,
)

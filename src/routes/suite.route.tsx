import { paths } from '../../content/routes.ts'
import { suiteStructuredData } from '../../content/structured-data/suite.ts'
import { suites } from '../../content/suites.ts'
import { SuitePage } from '../views/suites/suite-page.tsx'
import { pageHead } from './page-head.ts'
import { pageFamily } from './route-module.tsx'

/** A page per suite (spec 2.4). */
export default pageFamily(suites, {
  head: (suite) =>
    pageHead({
      path: suite.path,
      seo: suite.seo,
      image: suite.lead,
      jsonLd: [suiteStructuredData(suite)],
      breadcrumbs: [
        { name: 'Suites', path: paths.suites },
        { name: suite.title, path: suite.path },
      ],
    }),
  view: (suite) => <SuitePage slug={suite.slug} />,
})

import { policyDocuments } from '../../content/policies.ts'
import { PolicyPage } from '../views/policies/policy-page.tsx'
import { pageHead } from './page-head.ts'
import { pageFamily } from './route-module.tsx'

/** The stay policy, the privacy policy and the terms: one page per policy document. */
export default pageFamily(policyDocuments, {
  head: (document) =>
    pageHead({
      path: document.path,
      seo: document.seo,
      ...('banner' in document ? { image: document.banner } : {}),
      crumb: document.title,
    }),
  view: (document) => <PolicyPage document={document} />,
})

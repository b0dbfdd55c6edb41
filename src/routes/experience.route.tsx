import { experiences } from '../../content/experiences.ts'
import { paths } from '../../content/routes.ts'
import { serviceStructuredData } from '../../content/structured-data/service.ts'
import { ExperiencePage } from '../views/experiences/experience-page.tsx'
import { pageHead } from './page-head.ts'
import { pageFamily } from './route-module.tsx'

/** A page per experience (spec 2.5). */
export default pageFamily(Object.values(experiences), {
  head: (experience) =>
    pageHead({
      path: experience.path,
      seo: experience.seo,
      image: experience.image,
      jsonLd: [
        serviceStructuredData({
          name: experience.name,
          path: experience.path,
          description: experience.seo.description,
          image: experience.image,
          serviceType: 'Guest experience',
        }),
      ],
      breadcrumbs: [
        { name: 'Experiences', path: paths.experiences },
        { name: experience.name, path: experience.path },
      ],
    }),
  view: (experience) => <ExperiencePage id={experience.id} />,
})

import { createFileRoute } from '@tanstack/react-router'
import { experiences } from '../../content/experiences.ts'
import { paths } from '../../content/routes.ts'
import { pageHead } from './page-head.ts'
import { ExperiencePage } from '../views/experiences/experience-page.tsx'
import { serviceStructuredData } from '../../content/structured-data/service.ts'

const experience = experiences.culinary

export const Route = createFileRoute('/malnads-culinary-delights')({
  head: () =>
    pageHead({
      path: experience.path,
      title: experience.seo.title,
      description: experience.seo.description,
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
  component: function ExperienceCulinaryPage() {
    return <ExperiencePage id="culinary" />
  },
})

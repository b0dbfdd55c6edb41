import { createFileRoute } from '@tanstack/react-router'
import { home } from '../../content/home.ts'
import { pageHead } from './page-head.ts'
import { HomePage } from '../views/home/home-page.tsx'

export const Route = createFileRoute('/')({
  head: () =>
    pageHead({
      path: '/',
      title: home.seo.title,
      description: home.seo.description,
      image: 'home.hero',
    }),
  component: HomePage,
})

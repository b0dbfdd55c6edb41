import type { MediaTable } from './types.ts'

/** Blog pictures: one hero per article plus the images placed inside article bodies. */
export const blogMedia = {
  'blog.journal': {
    alt: 'Mist lifting from the valley below the coffee estate in the early morning',
    width: 1920,
    height: 1080,
    scene: 'mist',
  },
  'blog.monsoon-getaway': {
    alt: 'Monsoon clouds rolling over green hills and a coffee estate after rain',
    width: 1600,
    height: 900,
    scene: 'mist',
  },
  'blog.monsoon-falls': {
    alt: 'A waterfall swollen by the monsoon, falling through forest in the Western Ghats',
    width: 1600,
    height: 900,
    scene: 'waterfall',
  },
  'blog.clouds-sunrise': {
    alt: 'Sunrise over a sea of cloud, seen from a balcony high in the hills',
    width: 1600,
    height: 900,
    scene: 'sunrise',
  },
  'blog.clouds-balcony': {
    alt: 'A suite balcony with two chairs facing the misty valley at first light',
    width: 1600,
    height: 900,
    scene: 'balcony',
  },
  'blog.summer-things-to-do': {
    alt: 'A trail climbing a grassy ridge towards the peaks of Chikmagalur',
    width: 1600,
    height: 900,
    scene: 'trek',
  },
  'blog.summer-birds': {
    alt: 'Birds on the wing above forest canopy in the early morning',
    width: 1600,
    height: 900,
    scene: 'birds',
  },
  'blog.day-in-the-life': {
    alt: 'The Trillium resort buildings among coffee and silver oak on the hillside',
    width: 1600,
    height: 900,
    scene: 'resort',
  },
  'blog.day-breakfast': {
    alt: 'Breakfast laid out on a table in the coffee plantation',
    width: 1600,
    height: 900,
    scene: 'breakfast',
  },
  'blog.day-bonfire': {
    alt: 'A bonfire under the night sky with guests gathered around it',
    width: 1600,
    height: 900,
    scene: 'bonfire',
  },
  'blog.coffee-trails': {
    alt: 'A footpath winding between coffee rows under tall shade trees',
    width: 1600,
    height: 900,
    scene: 'plantation-walk',
  },
  'blog.coffee-cupping': {
    alt: 'Cups of freshly brewed coffee set out for a cupping session',
    width: 1600,
    height: 900,
    scene: 'cupping',
  },
} as const satisfies MediaTable

import type { MediaTable } from './types.ts'

/** Pictures of the experiences: the listing banner and one picture per experience. */
export const experiencesMedia = {
  'experiences.banner': {
    alt: 'A path winding between coffee bushes under tall shade trees',
    width: 1920,
    height: 1080,
    scene: 'plantation-walk',
  },
  'experiences.hiking': {
    alt: 'A trail along a grassy ridge of the Western Ghats',
    width: 1200,
    height: 900,
    scene: 'trek',
  },
  'experiences.plantation-walk': {
    alt: 'A walking path through the coffee plantation',
    width: 1200,
    height: 900,
    scene: 'plantation-walk',
  },
  'experiences.bird-watching': {
    alt: 'Birds perched in the shade trees of the estate',
    width: 1200,
    height: 900,
    scene: 'birds',
  },
  'experiences.culinary': {
    alt: 'A Malnad lunch laid out on a table in the restaurant',
    width: 1200,
    height: 900,
    scene: 'restaurant',
  },
  'experiences.spa-treatment': {
    alt: 'A massage bed ready for the signature wellness treatment',
    width: 1200,
    height: 900,
    scene: 'massage',
  },
  'experiences.breakfast': {
    alt: 'Breakfast laid out among the Arabica coffee bushes',
    width: 1200,
    height: 900,
    scene: 'breakfast',
  },
  'experiences.gazebo-dinner': {
    alt: 'The valley-view gazebo set for a private dinner',
    width: 1200,
    height: 900,
    scene: 'gazebo',
  },
  'experiences.cupping': {
    alt: 'Cups of freshly brewed coffee lined up for tasting',
    width: 1200,
    height: 900,
    scene: 'cupping',
  },
  'experiences.bonfire': {
    alt: 'A bonfire under a starry sky on the estate',
    width: 1200,
    height: 900,
    scene: 'bonfire',
  },
  'experiences.photographer': {
    alt: 'A camera on a tripod facing the misty valley',
    width: 1200,
    height: 900,
    scene: 'camera',
  },
} as const satisfies MediaTable

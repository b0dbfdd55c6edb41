import { article } from './types.ts'

export const wakeUpInTheClouds = article({
  id: 'wake-up-in-the-clouds',
  title: 'Wake Up in the Clouds',
  content: 'What a morning at 5400 feet looks like, from first light to the second cup of coffee.',
  image: 'blog.clouds-sunrise',
  seo: {
    title: 'Wake Up in the Clouds at 5400 Feet',
    description:
      'Mornings at Trillium, 5400 feet up in Chikmagalur: a sea of cloud below the balcony, birdsong in the shade trees and coffee from the estate.',
  },
  datePublished: '2026-08-06',
  author: 'The Trillium team',
  readingMinutes: 3,
  body: [
    {
      type: 'paragraph',
      content:
        'There is a particular moment, just before six, when the valley below the resort disappears. The cloud that has gathered overnight lies in the folds of the hills like milk in a saucer, and the ridges opposite float on it. If you are up, you will see it. If you are not, someone will tell you at breakfast, and you will set an alarm for tomorrow.',
    },
    { type: 'heading', content: 'Why the clouds come to you' },
    {
      type: 'paragraph',
      content:
        'Trillium sits at about 5400 feet, high in the Western Ghats, where warm, moist air from the coast meets the cool of the hills. Overnight that moisture condenses in the valleys, and in the first hours of the day it rises, thins and burns away. From a balcony at this height you are above it at dawn and, by mid-morning, looking down on the last wisps as they catch on the coffee.',
    },
    {
      type: 'image',
      content: 'blog.clouds-balcony',
      caption: 'Every suite has a private balcony facing the estate.',
    },
    { type: 'heading', content: 'A morning, hour by hour' },
    {
      type: 'paragraph',
      content:
        '<ol><li><strong>Before six:</strong> blankets, the balcony, and the valley full of cloud.</li><li><strong>Around seven:</strong> the birds start in the silver oaks. Ask for binoculars, or join the naturalist on the bird-watching walk.</li><li><strong>Eight o’clock:</strong> breakfast, and in season, from November to May, breakfast out in the Arabica plantation itself.</li><li><strong>Mid-morning:</strong> the mist has gone, the hills are sharp, and the day is yours.</li></ol>',
    },
    { type: 'heading2', content: 'When to come' },
    {
      type: 'paragraph',
      content:
        'Cloud mornings happen all year, but they are most reliable after the monsoon, from September into the cool, clear months of winter. Wrap up: at dawn it is colder than you think. Explore <a href="/suites">our suites</a> to choose your view.',
    },
  ],
})

import { article } from './types.ts'

export const coffeeTrails = article({
  id: 'coffee-trails-and-mountain-trails',
  title: 'Coffee Trails and Mountain Trails',
  content: 'Two ways to walk Chikmagalur: through the shade of the coffee, and up onto the ridges.',
  image: 'blog.coffee-trails',
  seo: {
    title: 'Coffee Trails and Mountain Trails in Chikmagalur',
    description:
      'Walk a working coffee estate at Trillium, from blossom to harvest, then take the high trails of the Western Ghats. A guide to walking in Chikmagalur.',
  },
  datePublished: '2026-10-20',
  author: 'The Trillium team',
  readingMinutes: 4,
  body: [
    {
      type: 'paragraph',
      content:
        'Chikmagalur is walking country. Below the ridges lie the coffee estates, cool and shaded; above them the grassland and shola forest of the Western Ghats open onto the sky. At Trillium you can do both in a single day, starting from your door.',
    },
    { type: 'heading', content: 'The coffee trail' },
    {
      type: 'paragraph',
      content:
        'Our 38-acre plantation grows Arabica in the shade of tall silver oaks, with pepper vines climbing the trunks. The plantation walk follows the rows with a naturalist who can tell you what the estate is doing that month:',
    },
    {
      type: 'paragraph',
      content:
        '<ul><li><strong>Spring:</strong> after the first blossom showers, the bushes flower white for a few days and the whole hillside smells of jasmine.</li><li><strong>Monsoon:</strong> new leaf, green berries and a chorus of frogs.</li><li><strong>Winter:</strong> the harvest, when ripe red cherries are picked by hand, one branch at a time.</li></ul>',
    },
    {
      type: 'image',
      content: 'blog.coffee-cupping',
      caption: 'The afternoon cupping session, from 4:00 to 5:30 PM.',
    },
    {
      type: 'paragraph',
      content:
        'Finish at the cupping table. From 4:00 to 5:30 PM every afternoon, we brew the estate’s coffee side by side and teach you to smell, slurp and compare it. It is included for our guests; private groups of four or more can book their own session a day ahead. <a href="/coffee-cupping-session">More about coffee cupping</a>.',
    },
    { type: 'heading', content: 'The mountain trail' },
    {
      type: 'paragraph',
      content:
        'Above the estate, the trails climb to open ridges with views across the Ghats. Our guided hikes are chosen for the season and for you: a gentle morning walk to a viewpoint, or a full day on the high grasslands towards Mullayanagiri, the highest peak in Karnataka. Start early, carry water, and expect to be above the clouds by ten.',
    },
    { type: 'heading2', content: 'Before you set out' },
    {
      type: 'paragraph',
      content:
        'Wear shoes with grip, bring a rain layer in any season, and keep to marked paths: the estate is a working farm and the forest is home to a great deal of wildlife. See <a href="/naturewalk">the plantation walk</a> and <a href="/trekking">our hikes</a>, or ask us to plan a day of both.',
    },
  ],
})

import { article } from './types.ts'

export const monsoonGetaway = article({
  id: 'article1',
  title: 'The Monsoon Getaway: Chikmagalur in the Rain',
  content:
    'Why the wettest months are the greenest, quietest and most romantic time to come up the hill.',
  image: 'blog.monsoon-getaway',
  seo: {
    title: 'A Monsoon Getaway in Chikmagalur',
    description:
      'Chikmagalur in the monsoon: waterfalls at full voice, glossy coffee leaf and mist on the balcony. How to spend a rainy-season stay at Trillium.',
  },
  datePublished: '2026-06-18',
  author: 'The Trillium team',
  readingMinutes: 4,
  body: [
    {
      type: 'paragraph',
      content:
        'From June to September the south-west monsoon settles over the Western Ghats, and Chikmagalur changes colour. The hills turn a green so deep it looks painted, the streams that were quiet in April find their voice again, and the clouds stop passing overhead and start passing <em>through</em>. At 5400 feet, you do not watch the monsoon from a distance. You live inside it.',
    },
    { type: 'heading', content: 'Rain, on your own terms' },
    {
      type: 'paragraph',
      content:
        'The secret to a monsoon stay is a suite you are happy to be kept in. Ours have private balconies, so you can sit out with a pot of estate coffee while the rain comes down a few feet away, and a Jacuzzi for the cool evenings when the mist rolls up from the valley. Most days bring a break in the weather, and that is the hour for a walk.',
    },
    {
      type: 'image',
      content: 'blog.monsoon-falls',
      caption: 'The falls of the district run fullest from July to September.',
    },
    { type: 'heading', content: 'What to do between the showers' },
    {
      type: 'paragraph',
      content:
        '<ul><li><strong>Walk the plantation</strong> when the rain eases: the coffee bushes are glossy with new leaf, the silver oaks are hung with pepper vines, and the estate is loud with frogs and birds.</li><li><strong>Taste the estate’s coffee</strong> at the afternoon cupping session, from 4:00 to 5:30 PM, when a hot cup makes the most sense.</li><li><strong>Book the spa</strong>: our signature treatment runs for 90 minutes, and rain on the roof is the best soundtrack for it.</li><li><strong>See the waterfalls</strong> on a clear morning, with a driver who knows which roads are open after heavy rain.</li></ul>',
    },
    { type: 'heading2', content: 'Packing for the hills in the rain' },
    {
      type: 'paragraph',
      content:
        'Bring a light waterproof, shoes with grip for wet paths and a warm layer for the evenings, which are cool even in summer at this height. Leeches appear on forest trails in the wet months; our naturalists carry salt and know the drier routes.',
    },
    { type: 'heading', content: 'Why we love this season' },
    {
      type: 'paragraph',
      content:
        'The monsoon is when the hills are quietest and most themselves. Fewer cars on the ghat roads, no queue at the viewpoints, and the particular luxury of doing nothing while the weather does everything. Browse our <a href="/offers">current offers</a> or <a href="/contact">write to us</a> and we will help you plan a rainy-season stay.',
    },
  ],
})

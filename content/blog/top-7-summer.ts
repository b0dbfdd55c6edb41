import { article } from './types.ts'

export const topSevenSummer = article({
  id: 'top-7-things-to-do-in-chikmagalur-this-summer',
  title: 'Top 7 Things to Do in Chikmagalur This Summer',
  content:
    'Peaks, waterfalls, temples and coffee: seven ways to spend the warm, clear days from March to May.',
  image: 'blog.summer-things-to-do',
  seo: {
    title: 'Top 7 Things to Do in Chikmagalur This Summer',
    description:
      'Sunrise on Mullayanagiri, Hebbe Falls, Belur and Halebidu, a safari in Bhadra and breakfast in a coffee plantation: our summer guide to Chikmagalur.',
  },
  datePublished: '2026-03-24',
  author: 'The Trillium team',
  readingMinutes: 5,
  body: [
    {
      type: 'paragraph',
      content:
        'When the plains bake in April and May, Chikmagalur stays green and mild. The skies are clear, the roads are dry and the views stretch for miles, which makes summer the season for getting out into the hills. These are the seven outings our guests come back talking about.',
    },
    { type: 'heading', content: '1. Sunrise on Mullayanagiri' },
    {
      type: 'paragraph',
      content:
        'Mullayanagiri is the highest peak in Karnataka, and the climb from the road to the small temple at its summit is short and steep. Be there for first light, when the ranges of the Western Ghats line up in fading shades of blue. Leave early: the road is narrow and the sunrise waits for no one.',
    },
    { type: 'heading', content: '2. Baba Budangiri, where coffee began' },
    {
      type: 'paragraph',
      content:
        'The story goes that in the seventeenth century the Sufi saint Baba Budan carried seven coffee beans home from Yemen and planted them on these hills, and Indian coffee began. The range that bears his name has grassland ridges, a shrine revered by Hindus and Muslims alike, and some of the finest views in the district.',
    },
    { type: 'heading', content: '3. Hebbe Falls' },
    {
      type: 'paragraph',
      content:
        'Reached by jeep through coffee estates and forest near Kemmangundi, Hebbe Falls drops in two stages into a cool pool. In summer the water is gentler and the track is at its best.',
    },
    {
      type: 'image',
      content: 'blog.summer-birds',
      caption: 'Summer mornings are busy with birds in the forest canopy.',
    },
    { type: 'heading', content: '4. The Hoysala temples of Belur and Halebidu' },
    {
      type: 'paragraph',
      content:
        'About an hour’s drive from the hills, the twelfth-century temples of Belur and Halebidu are carved so finely that the stone looks like lace. Go in the morning, take a guide, and allow time: every frieze tells a story.',
    },
    { type: 'heading', content: '5. A safari in Bhadra' },
    {
      type: 'paragraph',
      content:
        'The Bhadra tiger reserve lies south-west of Chikmagalur. Summer, when animals gather near water, is a good time for a safari: gaur, elephants, deer and a great many birds are the usual company; a tiger is the gift you hope for.',
    },
    { type: 'heading', content: '6. Sunset at Hirekolale Lake' },
    {
      type: 'paragraph',
      content:
        'A quiet reservoir at the foot of the hills, with the ridges reflected in still water as the light goes. Bring a flask of estate coffee.',
    },
    { type: 'heading', content: '7. Breakfast in the coffee plantation' },
    {
      type: 'paragraph',
      content:
        'Back at Trillium, end the list where the day begins: a breakfast laid out among the Arabica rows, served in season from November to May when the weather allows. Ask us 48 hours ahead, and join the <strong>coffee cupping</strong> at 4:00 PM the same day. See all our <a href="/experience">experiences on the estate</a>.',
    },
    { type: 'heading2', content: 'Planning your days' },
    {
      type: 'paragraph',
      content:
        'Summer days are warm and evenings are cool, so pack layers, sun cream and good walking shoes. Our team can arrange drivers and guides for every outing here; <a href="/contact">tell us what you would like to see</a>.',
    },
  ],
})

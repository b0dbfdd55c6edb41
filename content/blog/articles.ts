// Length: the journal's articles, one entry each with its body; editors add an entry here and nothing else.
import { article, type BlogArticle } from './types.ts'

/*
 * Every article of the blog, newest first (the blog list features the first): an article is
 * its entry here, and its page, route, sitemap line and structured data follow from it. Longer
 * than 200 lines because articles are prose.
 */
export const articles = [
  article({
    id: 'coffee-trails-and-mountain-trails',
    title: 'Coffee Trails and Mountain Trails',
    content:
      'Two ways to walk Chikmagalur: through the shade of the coffee, and up onto the ridges.',
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
  }),
  article({
    id: 'a-day-in-the-life-at-trillium',
    title: 'A Day in the Life at Trillium',
    content: 'From cloud at dawn to the bonfire at night: one unhurried day on the estate.',
    image: 'blog.day-in-the-life',
    seo: {
      title: 'A Day in the Life at Trillium Resort & Spa',
      description:
        'One unhurried day at Trillium in Chikmagalur: plantation breakfast, a Malnad lunch, the spa, coffee cupping at four and a bonfire under the stars.',
    },
    datePublished: '2026-09-15',
    author: 'The Trillium team',
    readingMinutes: 4,
    body: [
      {
        type: 'paragraph',
        content:
          'Guests often ask what there is to do here. The honest answer is: as much as you like, or nothing at all. But if you want a shape for the day, this is the one we would choose.',
      },
      { type: 'heading', content: 'Morning: coffee and cloud' },
      {
        type: 'paragraph',
        content:
          'The day starts on your balcony with the valley full of mist and a pot of coffee grown a few hundred metres away. Between November and May, breakfast can be laid out for you in the Arabica plantation itself, among the coffee rows and under the silver oaks; ask us 48 hours ahead, and the weather decides the rest.',
      },
      {
        type: 'image',
        content: 'blog.day-breakfast',
        caption: 'Breakfast in the plantation, served from November to May.',
      },
      { type: 'heading', content: 'Midday: a walk and a Malnad lunch' },
      {
        type: 'paragraph',
        content:
          'Walk off breakfast on the plantation trail with our naturalist, who will show you how coffee, pepper and cardamom share the same hillside. Then sit down to a Malnad lunch: the home cooking of these hills, with its bamboo shoot, jackfruit and rice dishes. It is made for two or more and we need 24 hours’ notice.',
      },
      { type: 'heading', content: 'Afternoon: the spa, then the cupping table' },
      {
        type: 'paragraph',
        content:
          'The spa is open every day from 9:00 AM to 5:00 PM, and we recommend booking ahead. Our signature wellness treatment runs for 90 minutes. At 4:00 PM, join the <strong>coffee cupping session</strong>, included for our guests, and learn to taste the estate’s coffee the way a planter does, until 5:30 PM.',
      },
      { type: 'heading', content: 'Evening: fire and stars' },
      {
        type: 'paragraph',
        content:
          'As the light goes, the bonfire is lit. Choose <em>Nature’s Flamed</em> or the <em>Starlight Blaze</em> at Green Cove, with snacks, booked 24 hours ahead and weather permitting. For a night to remember, reserve the romantic dinner at the valley-view gazebo: five courses, a private butler and your own bonfire, from November to April, with 48 hours’ notice.',
      },
      {
        type: 'image',
        content: 'blog.day-bonfire',
        caption: 'Bonfire evenings, weather permitting.',
      },
      {
        type: 'paragraph',
        content:
          'Then back to the suite, the Jacuzzi and a night so quiet you will hear the rain before it reaches the roof. See <a href="/dining">our dining</a> and <a href="/spa">the spa</a> to plan your own day.',
      },
    ],
  }),
  article({
    id: 'wake-up-in-the-clouds',
    title: 'Wake Up in the Clouds',
    content:
      'What a morning at 5400 feet looks like, from first light to the second cup of coffee.',
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
  }),
  article({
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
  }),
  article({
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
  }),
] as const satisfies readonly BlogArticle[]

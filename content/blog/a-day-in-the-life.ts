import { article } from './types.ts'

export const aDayInTheLife = article({
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
})

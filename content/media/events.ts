import type { MediaTable } from './types.ts'

/** Pictures of the conference, wedding and corporate pages. */
export const eventsMedia = {
  'events.conference-banner': {
    alt: 'The banquet hall laid with round tables for a conference dinner',
    width: 1920,
    height: 1080,
    scene: 'banquet',
  },
  'events.banquet-theatre': {
    alt: 'The banquet hall lit for an evening event',
    width: 1200,
    height: 800,
    scene: 'banquet',
  },
  'events.banquet-cluster': {
    alt: 'Round tables set in clusters in the banquet hall',
    width: 1200,
    height: 800,
    scene: 'banquet',
  },
  'events.banquet-resort': {
    alt: 'The resort buildings among the trees around the banquet hall',
    width: 1200,
    height: 800,
    scene: 'resort',
  },
  'events.boardroom-table': {
    alt: 'The board room table set for ten',
    width: 1200,
    height: 800,
    scene: 'boardroom',
  },
  'events.boardroom-view': {
    alt: 'The board room with its wide window onto the hills',
    width: 1200,
    height: 800,
    scene: 'boardroom',
  },
  'events.boardroom-break': {
    alt: 'Coffee from the estate served during a meeting break',
    width: 1200,
    height: 800,
    scene: 'cupping',
  },
  'events.wedding-banner': {
    alt: 'A wedding stage decorated with flowers on the estate lawn',
    width: 1920,
    height: 1080,
    scene: 'wedding',
  },
  'events.wedding-mandap': {
    alt: 'A flower-decked mandap with the hills behind',
    width: 1200,
    height: 800,
    scene: 'wedding',
  },
  'events.wedding-gazebo': {
    alt: 'The valley-view gazebo dressed for a wedding ceremony',
    width: 1200,
    height: 800,
    scene: 'gazebo',
  },
  'events.wedding-hills': {
    alt: 'The green hills around the estate',
    width: 1200,
    height: 800,
    scene: 'hills',
  },
  'events.wedding-night': {
    alt: 'The estate at night, its windows lit for a wedding party',
    width: 1200,
    height: 800,
    scene: 'night',
  },
  'events.corporate-banner': {
    alt: 'The resort among coffee trees, ready to host a team offsite',
    width: 1920,
    height: 1080,
    scene: 'resort',
  },
  'events.corporate-walk': {
    alt: 'A trail through the plantation, ready for a team walk',
    width: 1200,
    height: 900,
    scene: 'plantation-walk',
  },
  'events.corporate-bonfire': {
    alt: 'Colleagues around a bonfire after a day of meetings',
    width: 1200,
    height: 900,
    scene: 'bonfire',
  },
} as const satisfies MediaTable

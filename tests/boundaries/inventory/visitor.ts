import type { Boundary } from './types.ts'

/*
 * What a visitor meets in the browser: the timings of spec 4 and 9, the booking party's limits
 * and the promotion's day. A machine's table (tests/model/oracles) states each of its numbers and
 * its proof checks every wait to the millisecond: one millisecond short, nothing has changed.
 */

const party = 'machines/booking-party/booking-party.machine.ts'
const partyTests = ['machines/booking-party/booking-party.machine.test.ts']
const partySides =
  'the table has every party from 1 to 5 adults and 0 to 2 children: the stepper is enabled below the top and the bottom and disabled at them, and the first party is 2 adults and no child'

export const visitorBoundaries: readonly Boundary[] = [
  {
    id: 'video-button-delay',
    promise: 'The play/stop button appears after a 1-second delay',
    source: 'spec 2.3, 9 (video button delay 1000 ms)',
    value: 1000,
    unit: 'ms',
    code: [{ file: 'machines/video/video.machine.ts', name: 'delays.BUTTON_DELAY' }],
    pinnedBy: ['machines/video/video.machine.test.ts'],
    sides: 'no button at 999 ms, the button at 1000 ms',
  },
  {
    id: 'reveal-transition',
    promise: 'A scroll-reveal section becomes shown with a 1.5 s transition',
    source: 'spec 4, 9 (reveal 1.5 s)',
    value: 1500,
    unit: 'ms',
    code: [{ file: 'machines/reveal/reveal.machine.ts', name: 'delays.REVEAL_DURATION' }],
    pinnedBy: ['machines/reveal/reveal.machine.test.ts'],
    sides: 'still revealing at 1499 ms, shown at 1500 ms',
  },
  {
    id: 'carousel-autoplay',
    promise: 'Carousels autoplay every 4.5 s',
    source: 'spec 4, 9 (carousel autoplay 4.5 s)',
    value: 4500,
    unit: 'ms',
    code: [{ file: 'machines/carousel/carousel.machine.ts', name: 'delays.AUTOPLAY_DELAY' }],
    pinnedBy: ['machines/carousel/carousel.machine.test.ts'],
    sides: 'the same slide at 4499 ms, the next at 4500 ms, turn after turn',
  },
  {
    id: 'offers-widget-rotation',
    promise: 'The offers widget advances its promo every 3 seconds',
    source: 'spec 4, 9 (promo rotation 3000 ms)',
    value: 3000,
    unit: 'ms',
    code: [
      { file: 'machines/offers-widget/offers-widget.machine.ts', name: 'delays.ROTATE_DELAY' },
    ],
    pinnedBy: ['machines/offers-widget/offers-widget.machine.test.ts'],
    sides: 'the same promo at 2999 ms, the next at 3000 ms',
  },
  {
    id: 'weather-card-first-wait',
    promise: 'After a failed reload, Reload waits 5 s, then twice as long after each further one',
    source:
      'docs/operations.md (Weather); issue 16: the weather card’s table (tests/model/oracles/weather.oracle.ts)',
    value: 5000,
    unit: 'ms',
    code: [{ file: 'machines/weather/weather.machine.ts', name: 'firstBackoffMs' }],
    pinnedBy: ['machines/weather/weather.machine.test.ts'],
    sides:
      'Reload disabled at 4999 ms after the first failed reload, enabled at 5000 ms; 10 s, 20 s, 40 s after the next ones',
  },
  {
    id: 'weather-card-longest-wait',
    promise: 'Reload never waits more than 60 s',
    source:
      'docs/operations.md (Weather); issue 16: the weather card’s table (tests/model/oracles/weather.oracle.ts)',
    value: 60_000,
    unit: 'ms',
    code: [{ file: 'machines/weather/weather.machine.ts', name: 'maxBackoffMs' }],
    pinnedBy: ['machines/weather/weather.machine.test.ts'],
    sides:
      'after the fifth and later failed reloads Reload is disabled at 59 999 ms and enabled at 60 000 ms',
  },
  {
    id: 'promo-end-of-day',
    promise:
      'The modal opens once per day: its expiry is the end of the current day (the visitor’s own day; the resort’s, Asia/Kolkata, for a guest in India)',
    source: 'spec 4',
    value: '23:59:59.999',
    unit: 'local time',
    code: [
      {
        file: 'machines/promo-modal/promo-modal.storage.ts',
        text: 'd.setHours(23, 59, 59, 999)',
        mutants: ['d.setHours(23, 59, 59, 998)', 'd.setHours(23, 59, 59, 1000)'],
      },
    ],
    pinnedBy: ['machines/promo-modal/promo-modal.day.test.ts'],
    sides:
      'in Asia/Kolkata (and in UTC): shown at 23:59:59.999 the same day stays closed, a visit at 00:00:00.000 the next day opens it and clears the record',
  },
  {
    id: 'adults-min',
    promise: 'Adults 1 to 5',
    source: 'spec 5, 9',
    value: 1,
    unit: 'adults',
    code: [{ file: party, name: 'guestLimits.adults.min' }],
    pinnedBy: partyTests,
    sides: partySides,
  },
  {
    id: 'adults-max',
    promise: 'Adults 1 to 5',
    source: 'spec 5, 9',
    value: 5,
    unit: 'adults',
    code: [{ file: party, name: 'guestLimits.adults.max' }],
    pinnedBy: partyTests,
    sides: partySides,
  },
  {
    id: 'adults-default',
    promise: 'Adults default 2',
    source: 'spec 5',
    value: 2,
    unit: 'adults',
    code: [{ file: party, name: 'guestLimits.adults.initial' }],
    pinnedBy: partyTests,
    sides: partySides,
  },
  {
    id: 'children-min',
    promise: 'Children 0 to 2',
    source: 'spec 5, 9',
    value: 0,
    unit: 'children',
    code: [{ file: party, name: 'guestLimits.children.min' }],
    pinnedBy: partyTests,
    sides: partySides,
  },
  {
    id: 'children-max',
    promise: 'Children 0 to 2',
    source: 'spec 5, 9',
    value: 2,
    unit: 'children',
    code: [{ file: party, name: 'guestLimits.children.max' }],
    pinnedBy: partyTests,
    sides: partySides,
  },
  {
    id: 'children-default',
    promise: 'Children default 0',
    source: 'spec 5',
    value: 0,
    unit: 'children',
    code: [{ file: party, name: 'guestLimits.children.initial' }],
    pinnedBy: partyTests,
    sides: partySides,
  },
]

import {
  after,
  type Oracle,
  type Seen,
  type TableEvent,
  type TableRow,
  type TableState,
} from '../../../machines/testing/oracle.ts'

/*
 * The carousels, from the specification: "autoplay every 4.5 s, infinite loop, swipeable, no
 * arrows, no thumbnails or status, custom dots" (4); carousel autoplay 4.5 s (9). The WAI-ARIA
 * Authoring Practices carousel pattern (issues 16 and 34): the show holds while the pointer
 * rests on the carousel; focus coming into it stops the show, as the pause button does, and a
 * stopped show stays stopped (the pointer leaving, focus leaving) until the visitor presses
 * play; the button's name says what it will do (Pause, Play). Nothing moves for a visitor who
 * prefers reduced motion (the art direction), nor before the browser has said what the visitor
 * prefers (the prerendered page assumes reduced motion), nor with one slide alone. A dot shows
 * its slide, a swipe shows the slide swiped to, and either starts a fresh 4.5 s (a table cannot
 * split a wait: the machine's unit tests say that). Each slide is announced "n of N"; screen
 * readers hear the slide that a dot or a swipe shows, but are not interrupted by the autoplay
 * (aria-live off while it runs).
 */

export const slideCount = 3
type Show = 'still' | 'running' | 'held' | 'paused'
type Pointer = 'away' | 'over'
type Focus = 'outside' | 'inside'
/** `running 1`, `held 2 (pointer, focus)`, `one still 0 (focus)`. */
export type CarouselState = string

const dotName = (i: number, count: number) => `Show slide ${i + 1} of ${count}`

function sees(show: Show, index: number, count: number): Seen[] {
  if (count < 2)
    return [
      { role: 'button', name: /^Show slide/, is: 'absent' },
      { role: 'button', name: /the slideshow$/, is: 'absent' },
    ]
  const dots: Seen[] = Array.from({ length: count }, (_, i) => ({
    role: 'button',
    name: dotName(i, count),
    is: i === index ? 'current' : 'not-current',
  }))
  // the button's name says what pressing it does; there is none while nothing can move
  const toggle: Seen[] = [
    {
      role: 'button',
      name: 'Pause the slideshow',
      is: show === 'still' || show === 'paused' ? 'absent' : 'shown',
    },
    { role: 'button', name: 'Play the slideshow', is: show === 'paused' ? 'shown' : 'absent' },
  ]
  return [
    ...dots,
    ...toggle,
    {
      selector: '.swiper-slide-active',
      attribute: 'aria-label',
      value: `${index + 1} of ${count}`,
    },
    {
      selector: '[aria-live]',
      attribute: 'aria-live',
      value: show === 'running' ? 'off' : 'polite',
    },
    // no arrows, no thumbnails or status (spec 4)
    { role: 'button', name: /next|previous/i, is: 'absent' },
  ]
}

const states: Record<CarouselState, TableState> = {}
const rows: TableRow<CarouselState>[] = []

/** What a playing show is where the pointer is: held while it rests on the carousel. */
const showOf = (show: Show, pointer: Pointer): Show =>
  show === 'running' || show === 'held' ? (pointer === 'over' ? 'held' : 'running') : show

function state(
  prefix: string,
  count: number,
  show: Show,
  index: number,
  pointer: Pointer,
  focus: Focus,
): CarouselState {
  const where = [pointer === 'over' ? 'pointer' : '', focus === 'inside' ? 'focus' : '']
    .filter(Boolean)
    .join(', ')
  const name = `${prefix}${show} ${index}${where ? ` (${where})` : ''}`
  const playing = show === 'running' || show === 'held'
  states[name] = {
    value: { pointer, focus, show: playing ? { playing: show } : show },
    context: { count, index },
    sees: sees(show, index, count),
  }
  return name
}

/** Every state of a carousel of `count` slides and what each event does there. */
function addCarousel(prefix: string, count: number): void {
  for (let index = 0; index < count; index++)
    for (const pointer of ['away', 'over'] as const)
      for (const focus of ['outside', 'inside'] as const)
        for (const kind of ['still', 'playing', 'paused'] as const) {
          if (count < 2 && kind !== 'still') continue
          const show = kind === 'playing' ? showOf('running', pointer) : kind
          const at = (s: Show, i = index, p = pointer, f = focus) =>
            state(prefix, count, showOf(s, p), i, p, f)
          const from = at(show)
          const row = (event: TableEvent, to: CarouselState) => void rows.push({ from, event, to })
          row(
            { type: pointer === 'away' ? 'POINTER_ENTER' : 'POINTER_LEAVE' },
            at(show, index, pointer === 'away' ? 'over' : 'away'),
          )
          // focus coming in stops a playing show; leaving starts nothing
          row(
            { type: focus === 'outside' ? 'FOCUS_IN' : 'FOCUS_OUT' },
            at(
              focus === 'outside' && kind === 'playing' ? 'paused' : show,
              index,
              pointer,
              focus === 'outside' ? 'inside' : 'outside',
            ),
          )
          for (let other = 0; other < count; other++) {
            if (other === index) continue
            row({ type: 'GO_TO', index: other }, at(show, other))
            row({ type: 'SWIPED', index: other }, at(show, other))
          }
          if (count < 2) continue
          if (kind === 'still') row({ type: 'MOTION', reduced: false }, at('running'))
          else row({ type: 'MOTION', reduced: true }, at('still'))
          if (kind === 'playing') row({ type: 'PAUSE' }, at('paused'))
          if (kind === 'paused') row({ type: 'PLAY' }, at('running'))
          if (show === 'running') row(after(4500), at('running', (index + 1) % count))
        }
}
addCarousel('', slideCount)
addCarousel('one ', 1)

export const carouselOracle: Oracle<CarouselState> = {
  name: 'carousel',
  states,
  rows,
  scenarios: [
    {
      name: 'three slides, as prerendered or for a visitor who prefers reduced motion',
      input: { count: slideCount },
      initial: 'still 0',
    },
    { name: 'one slide', input: { count: 1 }, initial: 'one still 0' },
  ],
  events: [
    { type: 'MOTION', reduced: false },
    { type: 'MOTION', reduced: true },
    ...Array.from({ length: slideCount }, (_, index) => [
      { type: 'GO_TO', index },
      { type: 'SWIPED', index },
    ]).flat(),
    // no such slide
    { type: 'GO_TO', index: -1 },
    { type: 'GO_TO', index: slideCount },
    { type: 'POINTER_ENTER' },
    { type: 'POINTER_LEAVE' },
    { type: 'FOCUS_IN' },
    { type: 'FOCUS_OUT' },
    { type: 'PAUSE' },
    { type: 'PLAY' },
    after(4500),
  ],
}

import { buildPromos, type Promo } from '../../../content/promos.ts'
import {
  after,
  type Oracle,
  type Seen,
  type TableRow,
  type TableState,
} from '../../../machines/testing/oracle.ts'

/*
 * The floating limited-offers widget, from the specification: a "LIMITED OFFERS" tab with phone
 * and WhatsApp links and an expand/collapse toggle; the expanded panel shows one promo at a time
 * (title, description, Book Now, the offer's page), a counter n/total, next, previous and
 * pause/play (2.10). "Collapsed or expanded via the tab button; the promo index advances every
 * 3 seconds with wraparound unless paused; next and previous wrap; pause and play toggle
 * auto-advance; visible only when window width exceeds 768 px" (4); promo rotation 3000 ms (9).
 * DECISIONS: it rotates only the promos valid on the visitor's date. Issue 16: a pause holds
 * across collapse and expand. Issue 34 and the ARIA Authoring Practices carousel pattern: the
 * rotation control is the panel's first control and its name says what it will do; keyboard
 * focus coming into the panel stops the rotation as a pause does; each promo is announced as
 * "n of N". DECISIONS (accessibility): reduced motion never rotates, so such a visitor gets no
 * play control at all. One promo alone has nothing to step to.
 * (A step restarts the three seconds: a wait cannot be split in a table, so the machine's unit
 * tests say it.)
 */

/** 15 December: the spec's three promos are in season, and no other (DECISIONS: yearly seasons). */
export const december = '2026-12-15'
export const widePx = 1280
const promos = buildPromos('https://booking.example/trillium')
const byTitle = (title: string): Promo => {
  const promo = promos.find((p) => p.title === title)
  if (!promo) throw new Error(`No promo ${title}`)
  return promo
}
const threeInSeason = ['Misty Day More', 'Festive Offer', 'Early Bird'].map(byTitle)
/** Early Bird alone, as the content could leave it one day: nothing to rotate. */
const oneInSeason = [byTitle('Early Bird')]

type Kind = 'hidden' | 'collapsed' | 'playing' | 'paused'
type Group = 'three' | 'one' | 'none'
/**
 * `three playing 1`; hidden or collapsed after a pause: `three collapsed 1, paused`; for a
 * visitor who prefers reduced motion: `three paused 1, still`.
 */
export type OffersWidgetState = `${Group} ${Kind} ${number}${'' | ', paused' | ', still'}`

const value = {
  hidden: 'hidden',
  collapsed: { visible: 'collapsed' },
  playing: { visible: { expanded: 'playing' } },
  paused: { visible: { expanded: 'paused' } },
} as const

const tab = (is: 'collapsed' | 'expanded'): Seen[] => [
  { role: 'button', name: 'Limited offers', is },
  { role: 'link', name: 'Call us toll-free' },
  { role: 'link', name: 'Chat on WhatsApp (opens in a new tab)' },
]

function sees(kind: Kind, shown: readonly Promo[], index: number, motion: boolean): Seen[] {
  if (kind === 'hidden') return [{ role: 'complementary', name: 'Limited offers', is: 'absent' }]
  if (kind === 'collapsed')
    return [...tab('collapsed'), { role: 'button', name: 'Next offer', is: 'absent' }]
  const promo = shown[index]
  if (!promo) throw new Error(`No promo at ${index}`)
  const steps = shown.length > 1 ? 'enabled' : 'disabled'
  const playing = kind === 'playing'
  return [
    ...tab('expanded'),
    { text: promo.title },
    { text: promo.description },
    { role: 'link', name: `Book Now: ${promo.title}` },
    { role: 'link', name: `View offer: ${promo.title}` },
    { role: 'group', name: `${index + 1} of ${shown.length}` },
    { text: `${index + 1}/${shown.length}` },
    { role: 'button', name: 'Previous offer', is: steps },
    { role: 'button', name: 'Next offer', is: steps },
    { role: 'button', name: 'Pause offers', is: playing ? 'shown' : 'absent' },
    { role: 'button', name: 'Play offers', is: playing || !motion ? 'absent' : 'shown' },
    // a screen reader hears the promo a step shows, but is not interrupted every 3 s
    { selector: '[aria-live]', attribute: 'aria-live', value: playing ? 'off' : 'polite' },
  ]
}

const states = {} as Record<OffersWidgetState, TableState>
const rows: TableRow<OffersWidgetState>[] = []
const resize = (viewportWidth: number) => ({ type: 'RESIZE', viewportWidth })

/**
 * The states and rows of one set of promos in season: for each index, hidden and collapsed
 * with the visitor's choice of play or pause kept, and expanded playing or paused.
 */
function addGroup(group: Group, shown: readonly Promo[], motion = true): void {
  const state = (kind: Kind, index: number, autoAdvance: boolean): OffersWidgetState => {
    const folded = kind === 'hidden' || kind === 'collapsed'
    const suffix = !motion ? ', still' : folded && !autoAdvance ? ', paused' : ''
    const name: OffersWidgetState = `${group} ${kind} ${index}${suffix}`
    states[name] = {
      value: value[kind],
      context: { promos: shown, index, autoAdvance, motion },
      sees: sees(kind, shown, index, motion),
    }
    return name
  }
  const row = (from: OffersWidgetState, event: TableRow['event'], to: OffersWidgetState) =>
    void rows.push({ from, event, to })
  if (shown.length === 0) {
    const hidden = state('hidden', 0, true)
    for (const px of [768, 769, widePx]) row(hidden, resize(px), hidden)
    return
  }
  for (let i = 0; i < shown.length; i++) {
    const next = (i + 1) % shown.length
    const previous = (i - 1 + shown.length) % shown.length
    const paused = state('paused', i, false)
    if (!motion) {
      // reduced motion: paused from the start, and nothing starts the rotation
      const hidden = state('hidden', i, false)
      const collapsed = state('collapsed', i, false)
      for (const [from, to] of [
        [hidden, collapsed],
        [collapsed, collapsed],
      ] as const) {
        row(from, resize(768), hidden)
        row(from, resize(769), to)
        row(from, resize(widePx), to)
      }
      row(collapsed, { type: 'TOGGLE' }, paused)
      row(paused, { type: 'TOGGLE' }, collapsed)
      row(paused, resize(768), hidden)
      row(paused, resize(769), paused)
      row(paused, resize(widePx), paused)
      row(paused, { type: 'NEXT' }, state('paused', next, false))
      row(paused, { type: 'PREV' }, state('paused', previous, false))
      continue
    }
    const playing = state('playing', i, true)
    for (const autoAdvance of [true, false]) {
      const hidden = state('hidden', i, autoAdvance)
      const collapsed = state('collapsed', i, autoAdvance)
      const expanded = autoAdvance ? playing : paused
      row(hidden, resize(768), hidden)
      row(hidden, resize(769), collapsed)
      row(hidden, resize(widePx), collapsed)
      row(collapsed, { type: 'TOGGLE' }, expanded)
      row(collapsed, resize(768), hidden)
      row(collapsed, resize(769), collapsed)
      row(collapsed, resize(widePx), collapsed)
      row(expanded, { type: 'TOGGLE' }, collapsed)
      row(expanded, resize(768), hidden)
      row(expanded, resize(769), expanded)
      row(expanded, resize(widePx), expanded)
    }
    row(playing, { type: 'PAUSE' }, paused)
    // keyboard focus coming into the panel stops the rotation, as a pause does
    row(playing, { type: 'FOCUS_IN' }, paused)
    row(paused, { type: 'PLAY' }, playing)
    if (shown.length < 2) continue
    row(playing, after(3000), state('playing', next, true))
    row(playing, { type: 'NEXT' }, state('playing', next, true))
    row(playing, { type: 'PREV' }, state('playing', previous, true))
    row(paused, { type: 'NEXT' }, state('paused', next, false))
    row(paused, { type: 'PREV' }, state('paused', previous, false))
  }
}
addGroup('three', threeInSeason)
addGroup('three', threeInSeason, false)
addGroup('one', oneInSeason)
addGroup('none', [])

const wide = { promos, today: december, reducedMotion: false, viewportWidth: widePx }

export const offersWidgetOracle: Oracle<OffersWidgetState> = {
  name: 'offers widget',
  states,
  rows,
  scenarios: [
    { name: 'a wide window on 15 December', input: wide, initial: 'three collapsed 0' },
    {
      name: 'a visitor who prefers reduced motion',
      input: { ...wide, reducedMotion: true },
      initial: 'three collapsed 0, still',
    },
    {
      name: 'a window of 768 px',
      input: { ...wide, viewportWidth: 768 },
      initial: 'three hidden 0',
    },
    {
      name: 'one promo in season',
      input: { ...wide, promos: oneInSeason },
      initial: 'one collapsed 0',
    },
    {
      // the Festive Offer runs from 1 October to 15 January
      name: 'no promo in season',
      input: { ...wide, promos: [byTitle('Festive Offer')], today: '2027-02-15' },
      initial: 'none hidden 0',
    },
  ],
  events: [
    { type: 'TOGGLE' },
    { type: 'NEXT' },
    { type: 'PREV' },
    { type: 'PAUSE' },
    { type: 'PLAY' },
    { type: 'FOCUS_IN' },
    resize(768),
    resize(769),
    resize(widePx),
    after(3000),
  ],
}

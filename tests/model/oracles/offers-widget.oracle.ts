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
 * across collapse and expand. The art direction allows no motion under reduced motion, so such
 * a visitor starts paused and may press play. One promo alone has nothing to step to.
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
/** `three playing 1`; hidden or collapsed after a pause: `three collapsed 1, paused`. */
export type OffersWidgetState = `${Group} ${Kind} ${number}${'' | ', paused'}`

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

function sees(kind: Kind, shown: readonly Promo[], index: number): Seen[] {
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
    { label: `Offer ${index + 1} of ${shown.length}` },
    { text: `${index + 1}/${shown.length}` },
    { role: 'button', name: 'Previous offer', is: steps },
    { role: 'button', name: 'Next offer', is: steps },
    { role: 'button', name: 'Pause offers', is: playing ? 'shown' : 'absent' },
    { role: 'button', name: 'Play offers', is: playing ? 'absent' : 'shown' },
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
function addGroup(group: Group, shown: readonly Promo[]): void {
  const state = (kind: Kind, index: number, autoAdvance: boolean): OffersWidgetState => {
    const folded = kind === 'hidden' || kind === 'collapsed'
    const name: OffersWidgetState = `${group} ${kind} ${index}${folded && !autoAdvance ? ', paused' : ''}`
    states[name] = {
      value: value[kind],
      context: { promos: shown, index, autoAdvance },
      sees: sees(kind, shown, index),
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
    const playing = state('playing', i, true)
    const paused = state('paused', i, false)
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
      initial: 'three collapsed 0, paused',
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
    resize(768),
    resize(769),
    resize(widePx),
    after(3000),
  ],
}

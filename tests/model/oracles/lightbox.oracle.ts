import { media } from '../../../content/media/index.ts'
import type { Oracle, Seen, TableRow, TableState } from '../../../machines/testing/oracle.ts'

/*
 * The lightbox of a suite's image grid, from the specification: "an image grid (six images)
 * that opens a lightbox with previous and next" (2.4). It opens on the clicked picture;
 * previous and next wrap around the six (the spec's "previous and next", with no first or
 * last picture to stop at); its close button and Escape close it; it is a modal dialog
 * (WAI-ARIA): focus moves into it and goes back to the thumbnail that opened it. Paging works
 * by the buttons, the arrow keys and a swipe (left for the next, right for the previous).
 * The Oak Suite's grid is the example; the table holds for any six-picture grid.
 */
export const lightboxImages = [
  'suites.oak.grid1',
  'suites.oak.grid2',
  'suites.oak.grid3',
  'suites.oak.grid4',
  'suites.oak.grid5',
  'suites.oak.grid6',
] as const
export const lightboxLabel = 'Oak Suite pictures'

const count = 6
type Picture = `picture ${1 | 2 | 3 | 4 | 5 | 6}`
type LightboxState = 'closed' | Picture
const pictures = Array.from({ length: count }, (_, i) => `picture ${i + 1}` as Picture)

/** A dialog holding the keyboard focus (on itself or on a control inside it). */
const focusInside: Seen = {
  selector: '[role="dialog"]:focus-within',
  attribute: 'role',
  value: 'dialog',
}
const closeFocused: Seen = { role: 'button', name: 'Close', is: 'focused' }
const thumbnailFocused: Seen = { role: 'button', name: /^View larger: /, is: 'focused' }

const pictureSeen = (i: number): Seen[] => [
  { role: 'dialog', name: `${lightboxLabel}: picture ${i + 1} of ${count}`, is: 'shown' },
  { role: 'img', name: media[lightboxImages[i]!].alt, is: 'shown' },
  { text: media[lightboxImages[i]!].alt, is: 'shown' },
  { text: `${i + 1} / ${count}`, is: 'shown' },
  { role: 'button', name: 'Previous picture', is: 'shown' },
  { role: 'button', name: 'Next picture', is: 'shown' },
  focusInside,
]

const ways = ['button', 'arrow key', 'swipe'] as const

const rows: TableRow<LightboxState>[] = [
  ...pictures.map((p, i): TableRow<LightboxState> => ({
    from: 'closed',
    event: { type: 'OPEN', index: i },
    to: p,
    also: [closeFocused],
  })),
  ...pictures.flatMap((p, i): TableRow<LightboxState>[] => [
    ...ways.flatMap((via): TableRow<LightboxState>[] => [
      {
        from: p,
        event: { type: 'NEXT', via },
        to: pictures[(i + 1) % count]!,
        ...(via === 'button'
          ? { also: [{ role: 'button', name: 'Next picture', is: 'focused' } as const] }
          : {}),
      },
      {
        from: p,
        event: { type: 'PREV', via },
        to: pictures[(i + count - 1) % count]!,
        ...(via === 'button'
          ? { also: [{ role: 'button', name: 'Previous picture', is: 'focused' } as const] }
          : {}),
      },
    ]),
    { from: p, event: { type: 'CLOSE' }, to: 'closed', also: [thumbnailFocused] },
    { from: p, event: { type: 'ESCAPE' }, to: 'closed', also: [thumbnailFocused] },
  ]),
]

const closedSeen: Seen[] = [
  { role: 'dialog', name: /picture/, is: 'absent' },
  { role: 'list', name: `${lightboxLabel} gallery`, is: 'shown' },
  ...lightboxImages.map((key): Seen => ({
    role: 'button',
    name: `View larger: ${media[key].alt}`,
    is: 'shown',
  })),
]

const states = Object.fromEntries([
  ['closed', { value: 'closed', sees: closedSeen }],
  ...pictures.map((p, i) => [p, { value: 'open', context: { index: i }, sees: pictureSeen(i) }]),
]) as Record<LightboxState, TableState>

export const lightboxOracle: Oracle<LightboxState> = {
  name: 'lightbox',
  states,
  scenarios: [{ name: 'a suite page', input: { count }, initial: 'closed' }],
  rows,
  events: [
    // a picture outside the grid cannot be opened
    { type: 'OPEN', index: -1 },
    ...pictures.map((_, index) => ({ type: 'OPEN', index })),
    { type: 'OPEN', index: count },
    ...ways.flatMap((via) => [
      { type: 'NEXT', via },
      { type: 'PREV', via },
    ]),
    { type: 'CLOSE' },
    { type: 'ESCAPE' },
  ],
}

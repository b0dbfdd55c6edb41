import {
  after,
  type Oracle,
  type Seen,
  type TableRow,
  type TableState,
} from '../../../machines/testing/oracle.ts'

/*
 * The home page's film, from the specification: "Video: stopped to playing on clicking the
 * button or the video, and back" (4), and "video button delay 1000 ms" (9): the play/stop
 * button appears one second after the page starts. Until the first play only the poster
 * shows and the film is not requested at all (no `src`, preload none): nothing is downloaded
 * for a visitor who does not ask for it. A browser that refuses to play (PLAY_FAILED) leaves
 * it stopped. The button's delay runs from the page's start, whatever the visitor does
 * meanwhile: the table's paths play at 0 ms, so each wait of 1000 ms ends at that second.
 */
type Playback = 'poster' | 'playing' | 'stopped'
type VideoState = Playback | `${Playback}, button`

const film = '/media/home.video.webm'
const poster = 'Layered blue hills and drifting mist over the plantation at dawn'

const playbackSeen: Record<Playback, readonly Seen[]> = {
  poster: [
    { role: 'img', name: poster, is: 'shown' },
    { selector: 'video', attribute: 'src', value: null },
    { selector: 'video', attribute: 'preload', value: 'none' },
    { selector: '[data-playback]', attribute: 'data-playback', value: 'poster' },
  ],
  playing: [
    { role: 'img', name: poster, is: 'absent' },
    { selector: 'video', attribute: 'src', value: film },
    { selector: '[data-playback]', attribute: 'data-playback', value: 'playing' },
  ],
  stopped: [
    { role: 'img', name: poster, is: 'absent' },
    { selector: 'video', attribute: 'src', value: film },
    { selector: '[data-playback]', attribute: 'data-playback', value: 'stopped' },
  ],
}
const buttonSeen: Record<Playback, Seen> = {
  poster: { role: 'button', name: 'Play video', is: 'unpressed' },
  playing: { role: 'button', name: 'Stop video', is: 'pressed' },
  stopped: { role: 'button', name: 'Play video', is: 'unpressed' },
}
const noButton: Seen = { role: 'button', name: /^(Play|Stop) video$/, is: 'absent' }

const playbacks: readonly Playback[] = ['poster', 'playing', 'stopped']
const states = Object.fromEntries(
  playbacks.flatMap((p): [VideoState, TableState][] => [
    [p, { value: { playback: p, control: 'hidden' }, sees: [...playbackSeen[p], noButton] }],
    [
      `${p}, button`,
      { value: { playback: p, control: 'visible' }, sees: [...playbackSeen[p], buttonSeen[p]] },
    ],
  ]),
) as Record<VideoState, TableState>

/** Where a click on the button or the film leads, and where a refused play leaves it. */
const toggled: Record<Playback, Playback> = {
  poster: 'playing',
  playing: 'stopped',
  stopped: 'playing',
}

const rows: TableRow<VideoState>[] = playbacks.flatMap((p): TableRow<VideoState>[] => [
  { from: p, event: { type: 'TOGGLE' }, to: toggled[p] },
  { from: `${p}, button`, event: { type: 'TOGGLE' }, to: `${toggled[p]}, button` },
  { from: p, event: after(1000), to: `${p}, button` },
  ...(p === 'playing'
    ? ([
        { from: p, event: { type: 'PLAY_FAILED' }, to: 'stopped' },
        { from: `${p}, button`, event: { type: 'PLAY_FAILED' }, to: 'stopped, button' },
      ] as const)
    : []),
])

export const videoOracle: Oracle<VideoState> = {
  name: 'video',
  states,
  scenarios: [{ name: 'a visitor on Home', initial: 'poster' }],
  rows,
  events: [{ type: 'TOGGLE' }, { type: 'PLAY_FAILED' }, after(1000)],
}

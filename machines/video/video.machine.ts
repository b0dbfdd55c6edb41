import { setup, type SnapshotFrom } from 'xstate'

/** Events of the home page's background video. */
export type VideoEvent = { type: 'TOGGLE' } | { type: 'PLAY_FAILED' }

/**
 * The home page's full-screen video. Two regions run side by side. `playback` starts at
 * `poster` (only the poster image is shown and the video file is not requested at all), and
 * `TOGGLE` (the button or a click on the video) moves between `playing` and `stopped`;
 * `PLAY_FAILED` (the browser refused to play) falls back to `stopped`. `control` keeps the
 * play/stop button `hidden` until the named delay `BUTTON_DELAY` (1000 ms, spec 9) has passed.
 */
export const videoMachine = setup({
  types: {
    events: {} as VideoEvent,
  },
  delays: {
    BUTTON_DELAY: 1000,
  },
}).createMachine({
  id: 'video',
  type: 'parallel',
  states: {
    playback: {
      initial: 'poster',
      states: {
        poster: { on: { TOGGLE: { target: 'playing' } } },
        playing: {
          on: {
            TOGGLE: { target: 'stopped' },
            PLAY_FAILED: { target: 'stopped' },
          },
        },
        stopped: { on: { TOGGLE: { target: 'playing' } } },
      },
    },
    control: {
      initial: 'hidden',
      states: {
        hidden: { after: { BUTTON_DELAY: { target: 'visible' } } },
        visible: {},
      },
    },
  },
})

export type VideoSnapshot = SnapshotFrom<typeof videoMachine>

/** Whether the video is playing now. */
export const selectIsPlaying = (s: VideoSnapshot): boolean => s.matches({ playback: 'playing' })
/** Whether the visitor has ever played it: only then may the view give the video its source. */
export const selectHasStarted = (s: VideoSnapshot): boolean => !s.matches({ playback: 'poster' })
/** Whether the play/stop button is shown (after the one-second delay). */
export const selectIsButtonVisible = (s: VideoSnapshot): boolean =>
  s.matches({ control: 'visible' })

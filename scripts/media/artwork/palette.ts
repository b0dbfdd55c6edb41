/*
 * The artwork's colours: the site's palette, and the five looks (times of day) a drawing is lit
 * by. A look sets the sky, the haze and the sun; the hills and figures darken toward night blue by
 * its `dark`.
 */

/** Colours of src/styles/tokens.css, kept here because the build step runs outside the browser. */
export const palette = {
  blue900: '#142340',
  blue800: '#1d2f4f',
  blue700: '#2f4a72',
  blue500: '#5d7aa6',
  blue100: '#e3e9f2',
  green800: '#2c4d37',
  green700: '#3f6b4e',
  green500: '#6f9672',
  green300: '#a9c3a1',
  paper: '#f7f4ee',
  stone: '#e8e2d6',
  stone400: '#b9b0a0',
  ink: '#1c1c1c',
  ember: '#a63d27',
} as const

/** The blue-black that shadows, and the night, darken colours toward. */
export const shadow = '#0b1320'

/** The time of day a drawing is lit at; a scene may allow only some. */
export type Time = 'dawn' | 'morning' | 'day' | 'dusk' | 'night'

/** The light of one time of day. */
export interface Look {
  readonly sky: readonly [string, string, string]
  readonly haze: string
  readonly sun: string
  readonly glow: string
  /** How far the hills sink toward night blue (0 = day). */
  readonly dark: number
}

/** Each time of day's light. */
export const looks: Record<Time, Look> = {
  dawn: {
    sky: ['#33496f', '#9a9bb4', '#f1d9c6'],
    haze: '#f4e6dc',
    sun: '#fbe3c8',
    glow: '#f6c9a2',
    dark: 0.12,
  },
  morning: {
    sky: ['#5d7aa6', '#aebfd4', '#eef0ea'],
    haze: '#f7f4ee',
    sun: '#fbf6ea',
    glow: '#fff4dc',
    dark: 0,
  },
  day: {
    sky: ['#7994bd', '#c5d3e2', '#f3f2ec'],
    haze: '#f7f4ee',
    sun: '#fffaf0',
    glow: '#fffbef',
    dark: 0,
  },
  dusk: {
    sky: ['#1d2f4f', '#59698f', '#dcb29a'],
    haze: '#d9c3b9',
    sun: '#f3c79e',
    glow: '#e9a57c',
    dark: 0.3,
  },
  night: {
    sky: ['#0d1626', '#1d2f4f', '#3b5078'],
    haze: '#4f6690',
    sun: '#eef0f2',
    glow: '#9fb2d3',
    dark: 0.62,
  },
}

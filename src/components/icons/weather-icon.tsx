import { LineDrawing, SvgIcon, type IconProps, type LineDrawingProps } from './icon.tsx'

/*
 * Weather glyphs keyed by the provider's icon code (OpenWeatherMap's `01d` .. `50n`; the server
 * maps Open-Meteo's codes onto the same set). The site draws its own rather than loading the
 * provider's images, so the weather card makes no third-party request.
 */

const cloud = 'M7 18.5h10a4 4 0 0 0 .5-7.97A5.5 5.5 0 0 0 6.9 11a3.75 3.75 0 0 0 .1 7.5z'
const cloudLow = 'M9.5 19.5h8a3.5 3.5 0 0 0 .4-6.98A4.8 4.8 0 0 0 9.4 12.9a3.3 3.3 0 0 0 .1 6.6z'
const cloudHigh = 'M7 15.5h10a4 4 0 0 0 .5-7.97A5.5 5.5 0 0 0 6.9 8a3.75 3.75 0 0 0 .1 7.5z'
const sunBehind =
  'M6.2 10.5a3.3 3.3 0 0 1 5.9-3.1 M9 3.2V2M3.7 8.5H2.5M5.3 4.8l-.9-.9M12.7 4.8l.9-.9'
const moonBehind = 'M11.7 10.2A4.8 4.8 0 0 1 5.7 4.2a4.8 4.8 0 1 0 6 6z'

/** Each glyph's drawing: path data in the line, and (snow) filled dots. */
const glyphs = {
  '01d': {
    strokes:
      'M8 12a4 4 0 1 0 8 0a4 4 0 1 0 -8 0z M12 2.5v2M12 19.5v2M2.5 12h2M19.5 12h2M5.3 5.3l1.4 1.4M17.3 17.3l1.4 1.4M5.3 18.7l1.4-1.4M17.3 6.7l1.4-1.4',
  },
  '01n': { strokes: 'M19.5 14.5A8 8 0 0 1 9.5 4.5a8 8 0 1 0 10 10z' },
  '02d': { strokes: `${sunBehind} ${cloudLow}` },
  '02n': { strokes: `${moonBehind} ${cloudLow}` },
  '03': { strokes: cloud },
  '04': {
    strokes:
      'M11.4 8.6a4.6 4.6 0 0 1 8.4 1.3 3.2 3.2 0 0 1 .3 6.3h-1.3 M5.5 19.5h9a3.7 3.7 0 0 0 .4-7.37A5 5 0 0 0 5.4 12.5a3.5 3.5 0 0 0 .1 7z',
  },
  '09': {
    strokes: `${cloudHigh} M8.5 18l-.7 1.6M12.5 18l-.7 1.6M16.5 18l-.7 1.6M10.3 20.6l-.7 1.6M14.3 20.6l-.7 1.6`,
  },
  '10': { strokes: `${cloudHigh} M8.5 18l-1.3 3.2M12.5 18l-1.3 3.2M16.5 18l-1.3 3.2` },
  '11': { strokes: `${cloudHigh} M12.8 16.5l-2.3 3.5h3l-2.3 3.5` },
  '13': {
    strokes: cloudHigh,
    dots: 'M7.6 18.6a0.9 0.9 0 1 0 1.8 0a0.9 0.9 0 1 0 -1.8 0z M11.1 19.4a0.9 0.9 0 1 0 1.8 0a0.9 0.9 0 1 0 -1.8 0z M14.6 18.6a0.9 0.9 0 1 0 1.8 0a0.9 0.9 0 1 0 -1.8 0z M9.3 22a0.9 0.9 0 1 0 1.8 0a0.9 0.9 0 1 0 -1.8 0z M12.9 22a0.9 0.9 0 1 0 1.8 0a0.9 0.9 0 1 0 -1.8 0z',
  },
  '50': { strokes: 'M3.5 8h13M6 12h14.5M3.5 16h15M7 20h10' },
} as const satisfies Record<string, LineDrawingProps>

type Glyph = keyof typeof glyphs

const labels: Record<string, string> = {
  '01': 'Clear sky',
  '02': 'Few clouds',
  '03': 'Scattered clouds',
  '04': 'Broken clouds',
  '09': 'Showers',
  '10': 'Rain',
  '11': 'Thunderstorm',
  '13': 'Snow',
  '50': 'Mist',
}

/** Which glyph draws a provider code: day and night differ only for clear sky and few clouds. */
export function weatherGlyph(code: string): Glyph {
  const match = /^(\d\d)([dn])?$/.exec(code.trim())
  const family = match?.[1] ?? ''
  const night = match?.[2] === 'n'
  if (family === '01' || family === '02') return `${family}${night ? 'n' : 'd'}`
  if (family in glyphs) return family as Glyph
  // An unknown code still gets a neutral cloud rather than an empty box.
  return '03'
}

/** A plain-language name for a provider icon code, for a title or a screen reader. */
export function weatherLabel(code: string): string {
  return labels[code.trim().slice(0, 2)] ?? 'Weather'
}

/**
 * The weather card's icon for a provider icon code such as `10d`. Decorative by default, since
 * the card prints the condition beside it; pass `title` to name it on its own.
 */
export function WeatherIcon({ code, ...props }: IconProps & { readonly code: string }) {
  return (
    <SvgIcon {...props}>
      <LineDrawing {...glyphs[weatherGlyph(code)]} />
    </SvgIcon>
  )
}

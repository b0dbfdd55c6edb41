import { site } from '../../../content/site.ts'
import styles from './logo.module.css'
import { markOnDark, markOnLight, markViewBox, petalPath, sepalPath } from './mark.ts'

export type LogoTone = 'on-light' | 'on-dark'

export interface LogoProps {
  /** `on-dark` for the header over a banner and the footer; `on-light` on paper and stone. */
  readonly tone?: LogoTone | undefined
  /** Rendered height in CSS pixels; the width follows. */
  readonly height?: number | undefined
  /** The mark alone, for tight spaces (the collapsed header, the landing page's badge). */
  readonly markOnly?: boolean | undefined
  readonly className?: string | undefined
  /** The accessible name, the resort's display name by default; empty hides the logo from assistive technology when a link around it already says so. */
  readonly title?: string | undefined
}

const words = {
  'on-light': { name: '#1d2f4f', line: '#3f6b4e' },
  'on-dark': { name: '#f7f4ee', line: '#a9c3a1' },
} as const

/** The three petals and sepals, in a nested viewport so the logo can place them anywhere. */
export function TrilliumMark({
  tone = 'on-light',
  x = 0,
  width = 46,
}: {
  tone?: LogoTone
  x?: number
  width?: number
}) {
  const colours = tone === 'on-dark' ? markOnDark : markOnLight
  const [top, right, left] = colours.petals
  return (
    <svg x={x} y={0} width={width} height={(width * 43) / 46} viewBox={markViewBox}>
      {[0, 120, 240].map((angle) => (
        <path key={angle} d={sepalPath} fill={colours.sepal} transform={`rotate(${angle})`} />
      ))}
      <path d={petalPath} fill={top} />
      <path d={petalPath} fill={right} transform="rotate(120)" />
      <path d={petalPath} fill={left} transform="rotate(240)" />
    </svg>
  )
}

/**
 * The resort's logo: the three-petal trillium mark (petal blue and leaf green) and the wordmark
 * "Trillium" over "Resort & Spa", as one inline SVG image with the resort's name as its
 * accessible name. The wordmark is set in the site's display face, so it needs no image file
 * and stays sharp at any size; `tone` switches to the lifted colours for dark backgrounds.
 */
export function Logo({
  tone = 'on-light',
  height = 48,
  markOnly = false,
  className,
  title = site.displayName,
}: LogoProps) {
  const width = markOnly ? 46 : 172
  const colours = words[tone]
  return (
    <svg
      {...(title === '' ? { 'aria-hidden': true } : { role: 'img', 'aria-label': title })}
      viewBox={`0 0 ${width} 43`}
      height={height}
      width={(height * width) / 43}
      className={className}
      focusable="false"
      // a reader's wider letter spacing (WCAG 1.4.12) runs the wordmark past the view box:
      // drawn in full rather than cut at its edge
      overflow="visible"
    >
      <TrilliumMark tone={tone} />
      {markOnly ? null : (
        <>
          <text x={56} y={27} fill={colours.name} fontSize={27} className={styles.name}>
            {site.name}
          </text>
          <text
            x={57}
            y={39.5}
            fill={colours.line}
            fontSize={8}
            letterSpacing={2.4}
            className={styles.line}
          >
            RESORT &amp; SPA
          </text>
        </>
      )}
    </svg>
  )
}

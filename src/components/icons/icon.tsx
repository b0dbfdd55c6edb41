import type { ReactNode } from 'react'

export interface IconProps {
  /** Width and height in CSS pixels or any CSS length; the drawing is a 24 unit square. */
  readonly size?: number | string | undefined
  /** Gives the icon its own accessible name; without it the icon is decoration (aria-hidden). */
  readonly title?: string | undefined
  readonly className?: string | undefined
}

/**
 * The frame every icon of the site's line set shares: a 24 unit box, a 1.5 unit round stroke in
 * `currentColor` (so an icon takes the colour of the text it sits in) and no fill. Icons are
 * hidden from assistive technology unless given a `title`, since a link or button around them
 * carries the name; with a title they become an image with that name.
 */
export function SvgIcon({
  size = 24,
  title,
  className,
  children,
}: IconProps & { readonly children: ReactNode }) {
  const label =
    title === undefined ? { 'aria-hidden': true as const } : { role: 'img', 'aria-label': title }
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.5}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      className={className}
      {...label}
    >
      {children}
    </svg>
  )
}

/** A filled dot in the stroke colour, for the small points a 1.5 stroke cannot draw. */
export function Dot({
  cx,
  cy,
  r = 0.9,
}: {
  readonly cx: number
  readonly cy: number
  readonly r?: number
}) {
  return <circle cx={cx} cy={cy} r={r} fill="currentColor" stroke="none" />
}

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

export interface LineDrawingProps {
  /** Path data drawn in the set's line. */
  readonly strokes: string
  /** Path data filled in the line's colour: the small points a 1.5 unit stroke cannot draw. */
  readonly dots?: string
}

/** An icon's drawing inside its frame: its lines, and any filled dots. */
export function LineDrawing({ strokes, dots }: LineDrawingProps) {
  return (
    <>
      <path d={strokes} />
      {dots ? <path d={dots} fill="currentColor" stroke="none" /> : null}
    </>
  )
}

/**
 * An icon of the set from its drawing (see LineDrawing). Free of side effects, so a page that
 * imports two icons bundles two icons.
 */
/* @__NO_SIDE_EFFECTS__ */
export function lineIcon(strokes: string, dots?: string) {
  const drawing: LineDrawingProps = dots === undefined ? { strokes } : { strokes, dots }
  function Icon(props: IconProps) {
    return (
      <SvgIcon {...props}>
        <LineDrawing {...drawing} />
      </SvgIcon>
    )
  }
  return Icon
}

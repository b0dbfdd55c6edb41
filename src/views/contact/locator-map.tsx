// Length: one drawn picture, the locator map: its projection, coast, hills, roads, railway and labels.
import { useId } from 'react'
import { gettingHere, type Place } from '../../../content/pages/getting-here.ts'
import styles from './locator-map.module.css'

// The map's frame in degrees, and its scale. Longitude is shortened by the cosine of the
// latitude (about 13.4° N here), so distances read true in both directions at this size.
const west = 74.4
const east = 78.0
const south = 12.65
const north = 14.15
const unitsPerDegree = 300
const lonScale = Math.cos((13.4 * Math.PI) / 180)

const width = Math.round((east - west) * lonScale * unitsPerDegree)
const height = Math.round((north - south) * unitsPerDegree)

/** A position in degrees to the map's units. */
function project(latitude: number, longitude: number): readonly [number, number] {
  return [
    Math.round((longitude - west) * lonScale * unitsPerDegree * 10) / 10,
    Math.round((north - latitude) * unitsPerDegree * 10) / 10,
  ]
}

const placeById = new Map<string, Place>(gettingHere.places.map((p) => [p.id, p]))

function pointsOf(ids: readonly string[]): string {
  return ids
    .map((id) => placeById.get(id))
    .filter((p): p is Place => p !== undefined)
    .map((p) => project(p.latitude, p.longitude).join(','))
    .join(' ')
}

function shape(coords: readonly (readonly [number, number])[]): string {
  return coords.map(([lat, lon]) => project(lat, lon).join(',')).join(' ')
}

// The coast (latitude, longitude) from south of Mangaluru to north of Bhatkal, and the
// Western Ghats as a band just inland of it: enough to place the resort at a glance.
const coast = [
  [12.65, 74.99],
  [12.87, 74.83],
  [13.1, 74.77],
  [13.34, 74.7],
  [13.63, 74.67],
  [13.85, 74.6],
  [14.15, 74.43],
] as const
const sea = shape([...coast, [north, west], [south, west]])
const ghats = shape([
  [south, 75.25],
  [13.2, 75.12],
  [13.7, 74.98],
  [north, 74.82],
  [north, 75.3],
  [13.7, 75.52],
  [13.42, 75.88],
  [13.0, 75.92],
  [south, 75.78],
])

const labelOffset = 16

function Label({ place, x, y }: { readonly place: Place; readonly x: number; readonly y: number }) {
  const position = {
    left: { x: x - labelOffset, y: y + 6, anchor: 'end' },
    right: { x: x + labelOffset, y: y + 6, anchor: 'start' },
    above: { x, y: y - labelOffset - 4, anchor: 'middle' },
    below: { x, y: y + labelOffset + 16, anchor: 'middle' },
  } as const satisfies Record<Place['label'], { x: number; y: number; anchor: string }>
  const at = position[place.label]
  const classes = [
    styles.label,
    place.kind === 'resort' ? styles.resortLabel : '',
    place.minor === true ? styles.minor : '',
  ]
  // The halo is a copy under the words, stroked in paper, so a road or the coast under a
  // label never cuts through it (a copy, since HTML validators do not know paint-order yet).
  const text = (role: string | undefined, hidden: boolean) => (
    <text
      x={at.x}
      y={at.y}
      textAnchor={at.anchor}
      className={[...classes, role].filter(Boolean).join(' ')}
      aria-hidden={hidden ? true : undefined}
    >
      {place.name}
    </text>
  )
  return (
    <>
      {text(styles.halo, true)}
      {text(undefined, false)}
    </>
  )
}

/** The name of an area (the sea, the hills), set along it at an angle. */
function AreaLabel({
  at,
  angle,
  className,
  children,
}: {
  readonly at: readonly [latitude: number, longitude: number]
  readonly angle: number
  readonly className: string | undefined
  readonly children: string
}) {
  const [x, y] = project(...at)
  return (
    <text x={x} y={y} className={className} transform={`rotate(${angle} ${x} ${y})`}>
      {children}
    </text>
  )
}

function Marker({
  place,
  x,
  y,
}: {
  readonly place: Place
  readonly x: number
  readonly y: number
}) {
  switch (place.kind) {
    case 'resort':
      return (
        <g className={styles.resort}>
          <circle cx={x} cy={y} r={18} className={styles.ring} />
          <circle cx={x} cy={y} r={8} />
        </g>
      )
    case 'airport':
      return <circle cx={x} cy={y} r={8} className={styles.airport} />
    case 'station':
      return <rect x={x - 6} y={y - 6} width={12} height={12} className={styles.station} />
    case 'town':
      return <circle cx={x} cy={y} r={5} className={styles.town} />
  }
}

/** The legend's keys: a stretch of line (road, railway) or a place's mark, and its name. */
const legend = [
  {
    name: 'Road',
    line: true,
    glyph: <line x1="0" y1="5" x2="28" y2="5" className={styles.road} />,
  },
  {
    name: 'Railway',
    line: true,
    glyph: (
      <>
        <line x1="0" y1="5" x2="28" y2="5" className={styles.railBed} />
        <line x1="0" y1="5" x2="28" y2="5" className={styles.railTies} />
      </>
    ),
  },
  {
    name: 'Airport',
    line: false,
    glyph: <circle cx="10" cy="10" r="7" className={styles.airport} />,
  },
  {
    name: 'Station',
    line: false,
    glyph: <rect x="4" y="4" width="12" height="12" className={styles.station} />,
  },
]

/**
 * The getting-here locator map, drawn by the site as inline SVG: the coast, the Western
 * Ghats, the roads from each airport and from Bengaluru, the railway, and the resort. No
 * tiles and no request to another origin; the ways to come are also written out beside it.
 */
export function LocatorMap({ className }: { readonly className?: string | undefined }) {
  const titleId = useId()
  const roads = gettingHere.ways.map((way) => ({ id: way.id, points: pointsOf(way.route) }))
  return (
    <figure className={[styles.map, className].filter(Boolean).join(' ')}>
      {/* On a phone the map keeps a legible size and scrolls sideways; the list beside it says it all. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus so the keyboard can scroll it (WCAG 2.1.1) */}
      <div className={styles.scroller} tabIndex={0} role="region" aria-label="Locator map">
        <svg
          viewBox={`0 0 ${width} ${height}`}
          width={width}
          height={height}
          role="img"
          aria-labelledby={titleId}
          className={styles.svg}
        >
          <title id={titleId}>{gettingHere.mapTitle}</title>
          <rect width={width} height={height} className={styles.land} />
          <polygon points={ghats} className={styles.ghats} />
          <polygon points={sea} className={styles.sea} />
          <AreaLabel at={[13.45, 74.52]} angle={-72} className={styles.seaLabel}>
            Arabian Sea
          </AreaLabel>
          <AreaLabel at={[13.5, 75.05]} angle={-62} className={styles.areaLabel}>
            Western Ghats
          </AreaLabel>
          {gettingHere.railways.map((line) => (
            <g key={line.join('-')} className={styles.railway}>
              <polyline points={pointsOf(line)} className={styles.railBed} />
              <polyline points={pointsOf(line)} className={styles.railTies} />
            </g>
          ))}
          {roads.map((road) => (
            <polyline key={road.id} points={road.points} className={styles.road} />
          ))}
          {gettingHere.places.map((place) => {
            const [x, y] = project(place.latitude, place.longitude)
            return (
              <g key={place.id}>
                <Marker place={place} x={x} y={y} />
                <Label place={place} x={x} y={y} />
              </g>
            )
          })}
        </svg>
      </div>
      <figcaption className={styles.legend}>
        {legend.map(({ name, line, glyph }) => (
          <span key={name} className={styles.key}>
            <svg
              viewBox={line ? '0 0 28 10' : '0 0 20 20'}
              width={line ? 28 : 14}
              height={line ? 10 : 14}
              aria-hidden="true"
            >
              {glyph}
            </svg>
            {name}
          </span>
        ))}
      </figcaption>
    </figure>
  )
}

import { chairsFacing, cup, table } from './figures.ts'
import { palette as P } from './palette.ts'

/*
 * The furniture of the rooms, one piece or group a scene, in local units (ground at y = 0, about
 * 100 units to the room's width), drawn in the room's inks. No randomness here: the room chooses
 * the variant and the accent, so a piece draws the same for the same ink.
 */

/** The colours, variant and id prefix a room gives its furniture. */
export interface RoomInk {
  /** A prefix for ids of shapes drawn once and repeated. */
  readonly id: string
  /** 0, 1 or 2: which of a piece's versions to draw (headboard, tub, chair). */
  readonly variant: number
  readonly sil: string
  readonly sil2: string
  readonly cloth: string
  readonly accent: string
}

/** A double bed with bedside lamps (three headboards), or twin beds for a family room. */
export function bed(k: RoomInk, twin: boolean): string {
  if (twin) {
    const one = (x: number) =>
      `<rect x="${x - 9}" y="-20" width="18" height="12" rx="1" fill="${k.sil}"/><rect x="${x - 8}" y="-9" width="16" height="6" fill="${k.cloth}"/><rect x="${x - 8}" y="-7" width="16" height="2.2" fill="${k.accent}"/><rect x="${x - 8.5}" y="-3.2" width="17" height="3.2" fill="${k.sil}"/><rect x="${x - 6}" y="-12" width="12" height="3" rx="1.2" fill="${k.cloth}"/>`
    return (
      one(-13) +
      one(13) +
      `<rect x="-2.5" y="-7" width="5" height="7" fill="${k.sil2}"/>` +
      `<path d="M-1.6 -10.5h3.2l.8 3h-4.8Z" fill="#f3d9a6"/>`
    )
  }
  // Three headboards (plain, arched, panelled), so the suites do not all share one bed.
  const headboards = [
    `<rect x="-24" y="-24" width="48" height="16" rx="1.5" fill="${k.sil}"/>`,
    `<path d="M-24 -8V-20Q0 -31 24 -20V-8Z" fill="${k.sil}"/>`,
    `<rect x="-24" y="-23" width="48" height="15" fill="${k.sil}"/><path d="M-12 -23V-8M0 -23V-8M12 -23V-8" stroke="${k.sil2}" stroke-width=".8"/>`,
  ]
  let out =
    k.variant > 0 ? `<ellipse cy="-.4" rx="44" ry="2.6" fill="${k.accent}" opacity=".25"/>` : ''
  out += headboards[k.variant] ?? headboards[0]
  out += `<rect x="-22" y="-10" width="44" height="7" fill="${k.cloth}"/><rect x="-22" y="-7.5" width="44" height="2.6" fill="${k.accent}"/>`
  out += `<rect x="-23" y="-3.2" width="46" height="3.2" fill="${k.sil}"/>`
  out += `<rect x="-18" y="-14" width="16" height="4" rx="1.6" fill="${k.cloth}"/><rect x="2" y="-14" width="16" height="4" rx="1.6" fill="${k.cloth}"/>`
  // Bedside tables and lamps.
  for (const x of [-31, 31]) {
    out += `<rect x="${x - 4}" y="-8" width="8" height="8" fill="${k.sil2}"/><path d="M${x} -8V-12" stroke="${k.sil}" stroke-width=".6"/><path d="M${x - 2.4} -15.5h4.8l1 3.5h-6.8Z" fill="#f3d9a6"/>`
  }
  return out
}

/** A bath (rounded or curved), its tap, a stool with a towel, and sometimes a plant. */
export function bath(k: RoomInk): string {
  const tub =
    k.variant === 1
      ? `<rect x="-24" y="-14" width="48" height="12" rx="5" fill="${k.cloth}"/>`
      : `<path d="M-24 -14H24Q23 -2 14 -2H-14Q-23 -2 -24 -14Z" fill="${k.cloth}"/>`
  const plant =
    k.variant === 2
      ? `<path d="M-34 0V-5H-29V0ZM-31.5 -5Q-36 -14 -39 -17M-31.5 -5Q-31 -15 -27 -19" fill="${k.sil2}" stroke="${P.green700}" stroke-width="1.1"/>`
      : ''
  return `${plant}${tub}<path d="M-24 -14H24" stroke="${k.sil}" stroke-width="1.2"/><path d="M-12 -2l-1.5 2M12 -2l1.5 2" stroke="${k.sil}" stroke-width="1.4"/><path d="M19 -14V-24Q19 -26 16.5 -26V-24" fill="none" stroke="${k.sil}" stroke-width=".9"/><rect x="28" y="-8" width="8" height="8" fill="${k.sil2}"/><rect x="28.5" y="-11" width="7" height="3" rx="1" fill="${k.accent}"/>`
}

/** A sofa with cushions, a coffee table and a floor lamp; a rug or a reading chair by variant. */
export function livingRoom(k: RoomInk): string {
  let out = `<path d="M-26 -16H6V-8H-26Z" fill="${k.sil}"/><rect x="-29" y="-11" width="38" height="8" rx="1.5" fill="${k.sil}"/><rect x="-29" y="-3" width="38" height="3" fill="${k.sil2}"/>`
  out += `<rect x="-23" y="-14" width="9" height="5" rx="1.5" fill="${k.cloth}"/><rect x="-12" y="-14" width="9" height="5" rx="1.5" fill="${k.accent}"/>`
  out += `<rect x="13" y="-5" width="14" height="1.4" fill="${k.sil2}"/><path d="M15 -3.6V0M25 -3.6V0" stroke="${k.sil2}" stroke-width=".8"/>`
  out += `<path d="M34 0V-26Q34 -30 28 -30" fill="none" stroke="${k.sil}" stroke-width=".8"/><path d="M25.5 -30h5l-1 3h-3Z" fill="#f3d9a6"/>`
  // Some living rooms have a reading chair by the window, some a rug.
  if (k.variant === 1)
    out = `<ellipse cx="2" cy="-.4" rx="36" ry="2.4" fill="${k.accent}" opacity=".25"/>` + out
  if (k.variant === 2)
    out += `<path d="M-44 -14H-35V-7H-44Z" fill="${k.sil2}"/><rect x="-46" y="-9" width="13" height="6" rx="1.5" fill="${k.sil2}"/><path d="M-44 -3V0M-35 -3V0" stroke="${k.sil2}" stroke-width="1"/>`
  return out
}

/** A spa still life: stacked stones, a bowl with a petal, oils and a plant. */
export function spaStill(k: RoomInk): string {
  let out = `<rect x="-26" y="-7" width="52" height="2" fill="${k.sil}"/><path d="M-22 -5V0M22 -5V0" stroke="${k.sil}" stroke-width="1.4"/>`
  out += `<ellipse cx="-13" cy="-8.6" rx="6" ry="1.8" fill="${k.sil2}"/><ellipse cx="-13" cy="-11.6" rx="4.4" ry="1.5" fill="${k.sil}"/><ellipse cx="-13" cy="-14.2" rx="2.9" ry="1.2" fill="${k.sil2}"/>`
  out += `<path d="M-2 -7Q4 -2 10 -7Z" fill="${k.cloth}"/><path d="M1.5 -7.5Q4 -10 6.5 -7.5Q4 -8.5 1.5 -7.5Z" fill="${k.accent}"/>`
  out += `<rect x="15" y="-11" width="2.6" height="4" fill="${k.cloth}"/><rect x="19.4" y="-9.5" width="2.6" height="2.5" fill="${k.cloth}"/>`
  out += `<path d="M-30 0V-6Q-30 -8 -28 -8H-26V0ZM-28 -8Q-33 -20 -36 -24M-28 -8Q-27 -19 -22 -25M-28 -8Q-30 -16 -29 -27" fill="${k.sil2}" stroke="${P.green700}" stroke-width="1.1"/>`
  return out
}

/** A massage table with a folded sheet, and a stool with a bowl. */
export function massage(k: RoomInk): string {
  let out = `<rect x="-22" y="-12" width="44" height="3" rx="1" fill="${k.sil}"/><path d="M-18 -9V0M18 -9V0M-18 -4H18" stroke="${k.sil}" stroke-width="1.2" fill="none"/>`
  out += `<path d="M-10 -12.2h26q2 0 2 2.4v4h-2v-3h-26Z" fill="${k.cloth}"/><rect x="-20" y="-14.6" width="7" height="2.6" rx="1.3" fill="${k.cloth}"/>`
  out += `<rect x="27" y="-8" width="7" height="8" fill="${k.sil2}"/><path d="M27.5 -8Q30.5 -11.5 33.5 -8Z" fill="${k.accent}"/>`
  return out
}

/** `count` tables with their chairs, round and clothed for a banquet or square for a restaurant. */
export function diningTables(k: RoomInk, count: number, round: boolean): string {
  // One table with its chairs, drawn once and repeated by reference across the room.
  let set = ''
  if (round) {
    set += chairsFacing(9, k.sil2, 0.9)
    set += `<path d="M-8 -11Q-9 -1 -8.5 0H8.5Q9 -1 8 -11Z" fill="${k.cloth}"/><ellipse cy="-11" rx="8" ry="1.3" fill="${k.cloth}"/><path d="M0 -12v-3" stroke="${k.accent}" stroke-width="1.6" stroke-linecap="round"/>`
  } else {
    set += chairsFacing(10, k.sil2) + table(0, 13, 10, k.sil, k.cloth)
    set += cup(-2.5, -11, k.sil2, 0.6) + cup(2.5, -11, k.sil2, 0.6)
  }
  const id = `${k.id}t`
  let out = `<g id="${id}">${set}</g>`
  for (let i = 1; i < count; i++)
    out += `<use href="#${id}" x="${(i % 2 === 1 ? -1 : 1) * 26 * Math.ceil(i / 2)}"/>`
  return out
}

/** A bar counter with four stools and bottles on it. */
export function barCounter(k: RoomInk): string {
  let out = `<rect x="-32" y="-14" width="64" height="14" fill="${k.sil}"/><rect x="-34" y="-15.5" width="68" height="2" fill="${k.sil2}"/>`
  out += `<path d="M-32 -4H32" stroke="${k.accent}" stroke-width=".5"/>`
  for (const x of [-20, -6, 8, 22])
    out += `<path d="M${x} -10V0M${x - 2.5} 0H${x + 2.5}" stroke="${k.sil2}" stroke-width=".8"/><ellipse cx="${x}" cy="-10" rx="3" ry=".9" fill="${k.sil2}"/>`
  out += `<path d="M-26 -16.5v-3.2M-24 -16.5v-4.4M-16 -16.5v-2.6" stroke="${k.sil2}" stroke-width="1.2" stroke-linecap="round"/>`
  return out
}

/** A long boardroom table with five chairs behind it and five in front. */
export function boardroom(k: RoomInk): string {
  let out = ''
  for (let i = 0; i < 5; i++)
    out += `<rect x="${-26 + i * 13}" y="-17" width="6" height="8" rx="1.5" fill="${k.sil2}"/>`
  out += `<path d="M-34 -10H34L38 -7H-38Z" fill="${k.sil}"/><path d="M-30 -7V0M30 -7V0" stroke="${k.sil}" stroke-width="1.6"/>`
  for (let i = 0; i < 5; i++)
    out += `<rect x="${-28 + i * 13}" y="-7" width="8" height="7" rx="1.5" fill="${k.sil}"/>`
  out += `<rect x="-34" y="-10.8" width="68" height=".8" fill="${k.cloth}" opacity=".5"/>`
  return out
}

/** A cupping table seen close: bowls of coffee, a spoon, scattered beans. */
export function cupping(k: RoomInk): string {
  let out = `<rect x="-50" y="-8" width="100" height="8" fill="${k.sil}"/><rect x="-50" y="-9" width="100" height="1.2" fill="${k.sil2}"/>`
  for (let i = 0; i < 5; i++) {
    const x = -24 + i * 12
    out += `<path d="M${x - 4.4} -15Q${x - 4} -9 ${x} -9Q${x + 4} -9 ${x + 4.4} -15Z" fill="${k.cloth}"/><ellipse cx="${x}" cy="-15" rx="4.4" ry="1.1" fill="#4a3226"/>`
  }
  out += `<path d="M30 -10.5L40 -12.5" stroke="${k.cloth}" stroke-width=".6"/><ellipse cx="29" cy="-10.3" rx="1.6" ry=".7" fill="${k.cloth}"/>`
  out += `<g fill="#4a3226"><ellipse cx="-36" cy="-9.7" rx=".9" ry=".55"/><ellipse cx="-33.6" cy="-9.9" rx=".9" ry=".55"/><ellipse cx="-35" cy="-10.5" rx=".9" ry=".55"/></g>`
  return out
}

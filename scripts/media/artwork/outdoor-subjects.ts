import { mix } from './colour.ts'
import { inks, rgrad, type Ctx } from './context.ts'
import { chair, chairsFacing, cup, lamp, stringLights, table, walker } from './figures.ts'
import { palette as P } from './palette.ts'

/*
 * The subjects that stand in a landscape, one scene each, in local units: ground at y = 0, about
 * 100 units to the image width. They are drawn in silhouette in the light's inks.
 */

/** A garden gazebo, its lamp and string lights lit when the light is low. */
export function gazebo(c: Ctx): string {
  const k = inks(c)
  const lit = c.time === 'dusk' || c.time === 'night' || c.time === 'dawn'
  let out = `<rect x="-19" y="-3" width="38" height="3" fill="${k.sil}"/>`
  out += `<path d="M-15 -3V-20M-5.5 -3V-20M5.5 -3V-20M15 -3V-20" stroke="${k.sil}" stroke-width="1.6"/>`
  out += `<path d="M-15 -9H15" stroke="${k.sil}" stroke-width=".8"/><path d="M-15 -7H15" stroke="${k.sil}" stroke-width="1" stroke-dasharray=".8 2.2"/>`
  out += `<path d="M-21 -19.5L0 -33L21 -19.5Z" fill="${k.sil}"/><rect x="-21.5" y="-21" width="43" height="2" fill="${k.sil2}"/><path d="M0 -33V-37" stroke="${k.sil}" stroke-width=".7"/>`
  if (lit) out += lamp(c, 0, -16, 0.9) + stringLights(-15, -19, 15, -19, 2.5, 0.7)
  return out
}

/** A bonfire with its glow, and chairs drawn up around it. */
export function bonfire(c: Ctx): string {
  const k = inks(c)
  let out = `<circle cy="-6" r="34" fill="${rgrad(c, '#f2a15e', 0.55)}"/>`
  out += `<ellipse cy="-.2" rx="9" ry="1.6" fill="${k.sil}"/>`
  out += `<path d="M-7 -.5L6 -3.2M-6 -3.2L7 -.5" stroke="${k.sil2}" stroke-width="1.6" stroke-linecap="round"/>`
  out += `<path d="M-4.5 -2C-5.5 -7 -1.5 -8.5 -.5 -14C1.5 -9.5 5.5 -7.5 4.5 -2Z" fill="${P.ember}"/>`
  out += `<path d="M-2.8 -2C-3.2 -5.5 .2 -6.5 .4 -10.5C1.6 -7 3.6 -5.5 2.8 -2Z" fill="#e8914f"/>`
  out += `<path d="M-1.3 -2C-1.3 -4 .3 -4.5 .4 -6.8C1.3 -4.6 1.8 -3.6 1.3 -2Z" fill="#f8d79a"/>`
  out += `<g fill="#f8d79a"><circle cx="1.5" cy="-18" r=".35"/><circle cx="-1.8" cy="-21" r=".3"/><circle cx="2.6" cy="-24" r=".25"/></g>`
  // Low chairs around the fire.
  out += chairsFacing(17, k.sil) + chair(-29, k.sil2, 1, 0.8)
  return out
}

/** A wedding mandap hung with garlands, and the guests' chairs on either side of the aisle. */
export function mandap(c: Ctx): string {
  const k = inks(c)
  const flower = c.time === 'night' ? '#d9a08f' : '#e7b3a0'
  let out = `<rect x="-20" y="-2.5" width="40" height="2.5" fill="${k.sil}"/><rect x="-16" y="-4" width="32" height="1.5" fill="${k.sil2}"/>`
  out += `<path d="M-16 -4V-27M16 -4V-27M-8 -4V-25M8 -4V-25" stroke="${k.sil}" stroke-width="1.4"/>`
  out += `<path d="M-19 -27H19L16 -30Q0 -41 -16 -30Z" fill="${k.sil}"/>`
  // Garlands: swags of flowers between the pillars, then two hanging strings.
  const swag = (a: number, b: number) =>
    `<path d="M${a} -26.5Q${(a + b) / 2} -21 ${b} -26.5" fill="none"/>`
  out += `<g stroke="${flower}" stroke-width="1.1" stroke-linecap="round" stroke-dasharray="0 1.5">${swag(-16, -8)}${swag(-8, 8)}${swag(8, 16)}<path d="M-16 -26V-6M16 -26V-6"/></g>`
  out += `<circle cy="-34" r=".9" fill="${flower}"/>`
  // The aisle: rows of chairs facing the mandap.
  for (let i = 0; i < 3; i++) {
    const s = 0.7 + i * 0.15
    out += chair(-26 - i * 4, k.sil2, -1, s) + chair(26 + i * 4, k.sil2, 1, s)
  }
  return out
}

/** Two trekkers, one a little behind the other. */
export function trekkers(c: Ctx): string {
  const k = inks(c)
  return walker(-4, k.sil, 1, 2.6) + walker(9, k.sil2, 0.85, 1.8)
}

/** A camera on its tripod, for the photography walks. */
export function cameraOnTripod(c: Ctx): string {
  const k = inks(c)
  return `<path d="M0 -16L-6 0M0 -16L6 0M0 -16V-1" stroke="${k.sil}" stroke-width=".9" fill="none"/><rect x="-4.5" y="-22" width="9" height="6" rx="1" fill="${k.sil}"/><rect x="-2" y="-23.4" width="3.2" height="1.6" fill="${k.sil}"/><circle cx="3.6" cy="-19" r="2.6" fill="${k.sil2}"/><circle cx="3.6" cy="-19" r="1.3" fill="${mix(k.sil2, '#9fb2d3', 0.35)}"/>`
}

/** A bird on a branch, for the birding walks. */
export function perchedBird(c: Ctx): string {
  const k = inks(c)
  // A branch reaching in from the side with a small bird on it.
  return `<path d="M-60 -6Q-30 -10 -8 -16Q2 -19 10 -26M-22 -11Q-16 -18 -10 -19" fill="none" stroke="${k.sil}" stroke-width="1.4" stroke-linecap="round"/><g fill="${k.sil}"><ellipse cx="-30" cy="-13" rx="3" ry="2" transform="rotate(-14 -30 -13)"/><circle cx="-27.5" cy="-15.2" r="1.3"/><path d="M-26.4 -15.4l1.4 .3l-1.3 .5ZM-32.5 -12.4l-4 2l.6-2.2Z"/><ellipse cx="-12" cy="-19" rx="2.2" ry="1.2"/><ellipse cx="4" cy="-21" rx="2.6" ry="1.3" transform="rotate(-30 4 -21)"/></g>`
}

/** A breakfast table for two, laid, with a coffee pot. */
export function breakfastTable(c: Ctx): string {
  const k = inks(c)
  let out = chairsFacing(17, k.sil)
  out += table(0, 26, 11, k.sil, k.cloth)
  out += cup(-6, -12, k.sil2) + cup(6, -12, k.sil2)
  out += `<ellipse cy="-12.3" rx="3.6" ry=".7" fill="${k.sil2}"/><path d="M-1.8 -13Q0 -17 1.8 -13Z" fill="${P.green700}"/>`
  // A coffee pot.
  out += `<path d="M10 -12V-16.5Q11.5 -18 13 -16.5V-12ZM13 -15.5L14.6 -16.5" fill="${k.sil2}" stroke="${k.sil2}" stroke-width=".5"/>`
  return out
}

/** A candlelit dinner table for two under string lights. */
export function dinnerTable(c: Ctx): string {
  const k = inks(c)
  let out = chairsFacing(15, k.sil)
  out += table(0, 22, 11, k.sil, k.cloth)
  out += `<path d="M-5 -12v-3.5M5 -12v-3.5" stroke="${k.sil2}" stroke-width=".4"/><path d="M-6 -17.5h2l-.5 2h-1ZM4 -17.5h2l-.5 2h-1Z" fill="${k.sil2}"/>`
  out +=
    `<rect x="-.4" y="-15.5" width=".8" height="3.5" fill="${k.cloth}"/>` + lamp(c, 0, -16.3, 0.5)
  out += stringLights(-30, -34, 30, -36, 5, 0.8)
  return out
}

/** A small round café table with two chairs and two cups. */
export function cafeTable(c: Ctx): string {
  const k = inks(c)
  let out = chairsFacing(11, k.sil)
  out += `<path d="M0 -11V0M-3.5 0H3.5" stroke="${k.sil}" stroke-width="1"/><ellipse cy="-11.4" rx="6" ry="1" fill="${k.sil}"/>`
  out += cup(-2.2, -12, k.cloth, 0.7) + cup(2.4, -12, k.cloth, 0.7)
  return out
}

/** Two planter's chairs on a balcony with a low table between them. */
export function balconyChairs(c: Ctx): string {
  const k = inks(c)
  // Two planter's chairs with long arms and a low table between them.
  const planter = (x: number, f: 1 | -1) =>
    `<path d="M${x - 7 * f} -17L${x - 2 * f} -6H${x + 7 * f}M${x - 1 * f} -6V0M${x + 6 * f} -6V0M${x - 3 * f} -10H${x + 9 * f}" fill="none" stroke="${k.sil}" stroke-width="1.4" stroke-linejoin="round"/>`
  return planter(-14, 1) + planter(14, -1) + table(0, 9, 6, k.sil2) + cup(-1.5, -7, k.cloth, 0.7)
}

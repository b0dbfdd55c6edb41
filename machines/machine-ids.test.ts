import { describe, expect, it } from 'vitest'
import { machineRegistry } from '../scripts/machine-diagrams.ts'

/**
 * The id each machine goes by: the XState inspector, the machines panel (`?inspect`) and the
 * diagrams list it under this name, and the dev server's samples are looked up by it.
 */
const ids: Readonly<Record<string, string>> = {
  menu: 'menu',
  video: 'video',
  weather: 'weather',
  'booking-bar': 'bookingBar',
  'booking-party': 'bookingParty',
  'booking-sheet': 'bookingSheet',
  'enquiry-form': 'enquiryForm',
  'promo-modal': 'promoModal',
  'offers-widget': 'offersWidget',
  reveal: 'reveal',
  lightbox: 'lightbox',
  carousel: 'carousel',
  'enquiry-life': 'enquiryLife',
  'desk-session': 'deskSession',
  'desk-live': 'deskLive',
}

describe('every machine is named for the inspector', () => {
  it('lists every machine of the site', () => {
    expect(machineRegistry.map((entry) => entry.name).sort()).toEqual(Object.keys(ids).sort())
  })

  for (const { name, machine } of machineRegistry)
    it(`${name} goes by ${ids[name]}`, () => expect(machine.id).toBe(ids[name]))
})

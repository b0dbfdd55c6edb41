import { createActor } from 'xstate'
import { describe, expect, it } from 'vitest'
import { proveMachine } from '../testing/prove.ts'
import { promoModalMachine, selectIsWaiting, selectIsOpen } from './promo-modal.machine.ts'
import { promoModalProof, promoNow, promoStorages } from './promo-modal.paths.ts'
import { endOfDay, MemoryStorage, promoStorageKeys } from './promo-modal.storage.ts'

proveMachine('promo modal', promoModalMachine, promoModalProof)

/** A visit that reads the page: `VISIT`, then the first scroll. */
function visit(entries: Readonly<Record<string, string>>, width: number, now = promoNow) {
  const storage = new MemoryStorage(entries)
  const actor = createActor(promoModalMachine, { input: { storage, now: () => now } }).start()
  actor.send({ type: 'VISIT', viewportWidth: width })
  actor.send({ type: 'ENGAGE' })
  return { actor, storage }
}

describe('promo modal rules', () => {
  it('exploring and replaying the paths left the scenarios’ storage untouched', () => {
    const stored = promoModalProof.scenarios.map((s) => s.input.storage.entries())
    expect(stored).toEqual(Object.values(promoStorages))
  })

  it('opens on the first narrow visit and records the flag with an expiry at the end of the day', () => {
    const { actor, storage } = visit(promoStorages.firstVisit, 727)
    expect(selectIsOpen(actor.getSnapshot())).toBe(true)
    expect(storage.entries()).toEqual({
      [promoStorageKeys.shown]: 'true',
      [promoStorageKeys.expiry]: String(endOfDay(promoNow)),
    })
  })

  it('waits for the first scroll before it opens or writes anything', () => {
    const storage = new MemoryStorage(promoStorages.shownYesterday)
    const actor = createActor(promoModalMachine, {
      input: { storage, now: () => promoNow },
    }).start()
    actor.send({ type: 'VISIT', viewportWidth: 390 })
    expect(selectIsWaiting(actor.getSnapshot())).toBe(true)
    expect(selectIsOpen(actor.getSnapshot())).toBe(false)
    expect(storage.entries()).toEqual(promoStorages.shownYesterday)
    actor.send({ type: 'ENGAGE' })
    expect(selectIsOpen(actor.getSnapshot())).toBe(true)
  })

  it('a scroll before the visit is known opens nothing', () => {
    const storage = new MemoryStorage(promoStorages.firstVisit)
    const actor = createActor(promoModalMachine, {
      input: { storage, now: () => promoNow },
    }).start()
    actor.send({ type: 'ENGAGE' })
    expect(actor.getSnapshot().value).toBe('idle')
  })

  it('stays closed when another page showed it while this one waited', () => {
    const storage = new MemoryStorage(promoStorages.firstVisit)
    const actor = createActor(promoModalMachine, {
      input: { storage, now: () => promoNow },
    }).start()
    actor.send({ type: 'VISIT', viewportWidth: 390 })
    storage.setItem(promoStorageKeys.shown, 'true')
    storage.setItem(promoStorageKeys.expiry, String(endOfDay(promoNow)))
    actor.send({ type: 'ENGAGE' })
    expect(selectIsOpen(actor.getSnapshot())).toBe(false)
    expect(actor.getSnapshot().value).toBe('inactive')
  })

  it('never opens at 728 px and wider, and writes nothing then', () => {
    const { actor, storage } = visit(promoStorages.firstVisit, 728)
    expect(selectIsOpen(actor.getSnapshot())).toBe(false)
    expect(storage.entries()).toEqual({})
  })

  it('stays closed on a second visit the same day', () => {
    expect(selectIsOpen(visit(promoStorages.shownToday, 390).actor.getSnapshot())).toBe(false)
  })

  it('past the stored expiry clears ALL localStorage, then opens and records today', () => {
    const { actor, storage } = visit(promoStorages.shownYesterday, 390)
    expect(selectIsOpen(actor.getSnapshot())).toBe(true)
    expect(storage.entries()).toEqual({
      [promoStorageKeys.shown]: 'true',
      [promoStorageKeys.expiry]: String(endOfDay(promoNow)),
    })
  })

  it('the next day opens again', () => {
    const { storage } = visit(promoStorages.firstVisit, 390)
    const tomorrow = promoNow + 24 * 60 * 60 * 1000
    const again = visit(storage.entries(), 390, tomorrow)
    expect(selectIsOpen(again.actor.getSnapshot())).toBe(true)
    expect(again.storage.getItem(promoStorageKeys.expiry)).toBe(String(endOfDay(tomorrow)))
  })
})

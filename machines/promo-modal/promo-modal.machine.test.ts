import { createActor } from 'xstate'
import { describe, expect, it } from 'vitest'
import { proveMachine } from '../testing/prove.ts'
import { promoModalMachine, selectIsWaiting, selectIsOpen } from './promo-modal.machine.ts'
import { promoModalProof, promoNow, promoStorages } from './promo-modal.paths.ts'
import { endOfDay, MemoryStorage, promoStorageKeys } from './promo-modal.storage.ts'

proveMachine('promo modal', promoModalMachine, promoModalProof)

/** The machine started on a storage holding `entries`, at `now`. */
function started(entries: Readonly<Record<string, string>>, now = promoNow) {
  const storage = new MemoryStorage(entries)
  const actor = createActor(promoModalMachine, { input: { storage, now: () => now } }).start()
  return { actor, storage }
}

/** A visit that reads the page: `VISIT`, then the first scroll. */
function visit(entries: Readonly<Record<string, string>>, width: number, now = promoNow) {
  const { actor, storage } = started(entries, now)
  actor.send({ type: 'VISIT', viewportWidth: width })
  actor.send({ type: 'ENGAGE' })
  return { actor, storage }
}

/** The modal opened, and the storage holds exactly today's flag and its expiry at midnight. */
function expectOpenedAndRecordedToday({ actor, storage }: ReturnType<typeof visit>) {
  expect(selectIsOpen(actor.getSnapshot())).toBe(true)
  expect(storage.entries()).toEqual({
    [promoStorageKeys.shown]: 'true',
    [promoStorageKeys.expiry]: String(endOfDay(promoNow)),
  })
}

describe('promo modal rules', () => {
  it('exploring and replaying the paths left the scenarios’ storage untouched', () => {
    const stored = promoModalProof.scenarios.map((s) => s.input.storage.entries())
    expect(stored).toEqual(Object.values(promoStorages))
  })

  it('opens on the first narrow visit and records the flag with an expiry at the end of the day', () => {
    expectOpenedAndRecordedToday(visit(promoStorages.firstVisit, 727))
  })

  it('waits for the first scroll before it opens or writes anything', () => {
    const { actor, storage } = started(promoStorages.shownYesterday)
    actor.send({ type: 'VISIT', viewportWidth: 390 })
    expect(selectIsWaiting(actor.getSnapshot())).toBe(true)
    expect(selectIsOpen(actor.getSnapshot())).toBe(false)
    expect(storage.entries()).toEqual(promoStorages.shownYesterday)
    actor.send({ type: 'ENGAGE' })
    expect(selectIsOpen(actor.getSnapshot())).toBe(true)
  })

  it('a scroll before the visit is known opens nothing', () => {
    const { actor } = started(promoStorages.firstVisit)
    actor.send({ type: 'ENGAGE' })
    expect(actor.getSnapshot().value).toBe('idle')
  })

  it('stays closed when another page showed it while this one waited', () => {
    const { actor, storage } = started(promoStorages.firstVisit)
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
    expectOpenedAndRecordedToday(visit(promoStorages.shownYesterday, 390))
  })

  it('the next day opens again', () => {
    const { storage } = visit(promoStorages.firstVisit, 390)
    const tomorrow = promoNow + 24 * 60 * 60 * 1000
    const again = visit(storage.entries(), 390, tomorrow)
    expect(selectIsOpen(again.actor.getSnapshot())).toBe(true)
    expect(again.storage.getItem(promoStorageKeys.expiry)).toBe(String(endOfDay(tomorrow)))
  })
})

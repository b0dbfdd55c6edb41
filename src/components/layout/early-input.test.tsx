import { afterEach, describe, expect, it } from 'vitest'
import { adoptEarlyInput, type EarlyInput } from './early-input.ts'

/*
 * Issue 44: what the boot script recorded inside an island before the page hydrated is the
 * island's to replay, ahead of and under what the island records itself, so the page's own
 * replay (later, at the interactive mark) cannot put a field's older value back.
 */

afterEach(() => document.body.replaceChildren())

function page() {
  document.body.innerHTML =
    '<form id="island"><input name="name"><input name="email"><button type="button" id="more">More</button></form>' +
    '<input name="elsewhere"><button type="button" id="outside">Menu</button>'
  const get = (selector: string) => document.querySelector(selector)!
  return {
    island: get('#island'),
    name: get('[name="name"]'),
    email: get('[name="email"]'),
    more: get('#more'),
    elsewhere: get('[name="elsewhere"]'),
    outside: get('#outside'),
  }
}

const record = (): EarlyInput => ({ live: true, clicks: [], fields: new Map() })

describe('adoptEarlyInput', () => {
  it('moves the fields and clicks recorded inside the island, in order, and leaves the rest', () => {
    const el = page()
    const boot = record()
    boot.fields.set(el.email, { value: 'asha@' })
    boot.fields.set(el.elsewhere, { value: 'kept by the page' })
    boot.fields.set(el.name, { value: 'Ash' })
    boot.clicks.push(el.outside, el.more, el.more)
    const island = record()

    expect(adoptEarlyInput(el.island, island, boot)).toBe(true)
    expect([...island.fields]).toEqual([
      [el.email, { value: 'asha@' }],
      [el.name, { value: 'Ash' }],
    ])
    expect(island.clicks).toEqual([el.more, el.more])
    expect([...boot.fields]).toEqual([[el.elsewhere, { value: 'kept by the page' }]])
    expect(boot.clicks).toEqual([el.outside])
  })

  it('puts them ahead of what the island recorded since, whose values are newer', () => {
    const el = page()
    const boot = record()
    boot.fields.set(el.name, { value: 'Ash' })
    boot.clicks.push(el.more)
    const island = record()
    island.fields.set(el.email, { value: 'asha@example.com' })
    island.fields.set(el.name, { value: 'Asha Rao' })
    island.clicks.push(el.more)

    adoptEarlyInput(el.island, island, boot)
    expect([...island.fields]).toEqual([
      [el.name, { value: 'Asha Rao' }],
      [el.email, { value: 'asha@example.com' }],
    ])
    expect(island.clicks).toHaveLength(2)
    expect(boot.fields.size).toBe(0)
  })

  it('says the island was not used when the page recorded nothing inside it', () => {
    const el = page()
    const boot = record()
    boot.fields.set(el.elsewhere, { value: 'x' })
    boot.clicks.push(el.outside)
    expect(adoptEarlyInput(el.island, record(), boot)).toBe(false)
    expect(adoptEarlyInput(el.island, record(), undefined)).toBe(false)
    expect(boot.fields.size).toBe(1)
    expect(boot.clicks).toHaveLength(1)
  })
})

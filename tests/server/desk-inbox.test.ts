// Length: a test suite of one subject, the inbox's pages, filters and search on either engine.
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  decodeCursor,
  encodeCursor,
  readInboxQuery,
  type InboxRequest,
} from '../../server/desk/inbox-query.ts'
import type { InboxCursor, InboxFilter } from '../../server/desk/inbox-filter.ts'
import { searchPlan, searchWindow } from '../../server/desk/inbox-search.ts'
import { InboxRepository } from '../../server/desk/inbox.repository.ts'
import { engineName, onPostgres, testApp } from './helpers.ts'
import { storeEnquiries, storeEnquiry } from './desk-enquiries.ts'

/*
 * The inbox's queries on each engine (issue 42: newest first, keyset pages stable while new
 * enquiries arrive, filters by status, kind and received dates in the resort's days, a search
 * over name, e-mail, phone and message with SQL's metacharacters literal, the count of new ones).
 */

let app: FastifyInstance
let close: () => Promise<void>
let inbox: InboxRepository

beforeAll(async () => {
  ;({ app, close } = await testApp())
  inbox = new InboxRepository(app.trillium.database)
})
afterAll(() => close())
beforeEach(async () => {
  const { db } = app.trillium.database
  await db.deleteFrom('enquiries').execute()
})

const db = () => app.trillium.database.db

/** Every enquiry of the filter, page by page, as the public ids of each page. */
async function pages(
  repository: InboxRepository,
  filter: InboxFilter,
  limit: number,
  between?: (page: number) => Promise<void>,
): Promise<string[][]> {
  const all: string[][] = []
  let after: InboxCursor | undefined
  for (;;) {
    const page = await repository.page(filter, after, limit)
    all.push(page.rows.map((row) => row.public_id))
    await between?.(all.length)
    if (page.next === null) return all
    after = page.next
  }
}

const at = (iso: string) => Date.parse(iso)

describe(`the inbox (${engineName})`, () => {
  it('lists newest first in keyset pages that hold still while new enquiries arrive', async () => {
    const base = at('2026-11-20T06:00:00Z')
    // two received in the same millisecond: the row id orders them
    const stored = await storeEnquiries(db(), [
      { createdAt: base },
      { createdAt: base + 1 },
      { createdAt: base + 2 },
      { createdAt: base + 2 },
      { createdAt: base + 3 },
      { createdAt: base + 4 },
      { createdAt: base + 5 },
    ])
    const newestFirst = [...stored].reverse().map((s) => s.publicId)
    const seen = await pages(inbox, {}, 3, async () => {
      // a new enquiry arrives after every page is read
      await storeEnquiry(db(), { createdAt: base + 100 })
    })
    expect(seen).toEqual([newestFirst.slice(0, 3), newestFirst.slice(3, 6), newestFirst.slice(6)])
    // and the next look from the top shows the three that arrived meanwhile, first
    const top = await inbox.page({}, undefined, 4)
    expect(top.rows.slice(3).map((r) => r.public_id)).toEqual([newestFirst[0]])
  })

  it('ends with next null, and answers an empty page past the end', async () => {
    await storeEnquiries(db(), [{}, {}])
    const page = await inbox.page({}, undefined, 2)
    expect(page.rows).toHaveLength(2)
    expect(page.next).toBeNull()
    expect((await inbox.page({}, undefined, 1)).next).not.toBeNull()
    expect((await inbox.page({}, { createdAt: 0, id: 0 }, 5)).rows).toEqual([])
  })

  it('filters by one status or several, by kind, and both, each in its own keyset pages', async () => {
    const stored = await storeEnquiries(db(), [
      { status: 'new', page: '/suites' },
      { status: 'replied', page: '/wedding', holderId: null },
      { status: 'new', page: '/contact' },
      { status: 'spam', page: '/wedding' },
      { status: 'in-hand', page: '/suites' },
      { status: 'new', page: '/wedding' },
      { status: 'booked', page: '/gardensuite' },
    ])
    const ids = (...indexes: number[]) => indexes.map((i) => stored[i]?.publicId)
    const flat = async (filter: InboxFilter, limit = 2) =>
      (await pages(inbox, filter, limit)).flat()
    expect(await flat({ statuses: ['new'] })).toEqual(ids(5, 2, 0))
    expect(await flat({ statuses: ['new', 'in-hand', 'replied'] })).toEqual(ids(5, 4, 2, 1, 0))
    expect(await flat({ statuses: ['new', 'in-hand', 'replied'] }, 1)).toEqual(ids(5, 4, 2, 1, 0))
    expect(await flat({ kinds: ['event'] })).toEqual(ids(5, 3, 1))
    expect(await flat({ kinds: ['suite', 'general'] })).toEqual(ids(6, 4, 2, 0))
    expect(await flat({ statuses: ['new', 'spam'], kinds: ['event'] })).toEqual(ids(5, 3))
    expect(await flat({ statuses: ['not-booked'] })).toEqual([])
  })

  it('counts the new ones whatever the filter', async () => {
    await storeEnquiries(db(), [
      { status: 'new' },
      { status: 'new' },
      { status: 'in-hand', holderId: null },
      { status: 'spam' },
    ])
    expect(await inbox.countNew()).toBe(2)
  })

  it('takes received dates as whole days in Asia/Kolkata, both ends included', async () => {
    // 20 November 2026 in India (UTC+5:30) runs from 19 Nov 18:30 UTC to 20 Nov 18:30 UTC
    const [lastOf19, firstOf20, lastOf20, firstOf21] = await storeEnquiries(db(), [
      { createdAt: at('2026-11-19T18:29:59.999Z') },
      { createdAt: at('2026-11-19T18:30:00.000Z') },
      { createdAt: at('2026-11-20T18:29:59.999Z') },
      { createdAt: at('2026-11-20T18:30:00.000Z') },
    ])
    const read = async (from?: string, to?: string) => {
      const query = readInboxQuery({ ...(from && { from }), ...(to && { to }) })
      if (!query.ok) throw new Error(JSON.stringify(query.errors))
      return (await inbox.page(query.value.filter, undefined, 10)).rows.map((r) => r.public_id)
    }
    expect(await read('2026-11-20', '2026-11-20')).toEqual([
      lastOf20?.publicId,
      firstOf20?.publicId,
    ])
    expect(await read('2026-11-20')).toEqual([
      firstOf21?.publicId,
      lastOf20?.publicId,
      firstOf20?.publicId,
    ])
    expect(await read(undefined, '2026-11-19')).toEqual([lastOf19?.publicId])
    expect(await read('2026-11-21', '2026-11-21')).toEqual([firstOf21?.publicId])
  })
})

describe(`the inbox's search (${engineName})`, () => {
  const search = async (text: string, filter: InboxFilter = {}) =>
    (await inbox.page({ ...filter, search: text }, undefined, 50)).rows.map((r) => r.name)

  it('finds a substring of the name, e-mail, phone or message in any case', async () => {
    await storeEnquiries(db(), [
      { name: 'Asha Rao', email: 'asha@example.in', message: 'A valley view suite please' },
      { name: 'Ravi Kumar', email: 'RAVI.K@Mail.example', phone: '+919448067890' },
      { name: 'Meera Nair', message: 'Do you have a BONFIRE on Saturdays?' },
      { name: 'Zoe Müller', message: 'Ein Zimmer bitte' },
    ])
    expect(await search('asha rao')).toEqual(['Asha Rao'])
    expect(await search('SHA@EXAMPLE')).toEqual(['Asha Rao'])
    expect(await search('ravi.k@mail')).toEqual(['Ravi Kumar'])
    expect(await search('94480678')).toEqual(['Ravi Kumar'])
    expect(await search('bonfire on sat')).toEqual(['Meera Nair'])
    expect(await search('VALLEY VIEW')).toEqual(['Asha Rao'])
    expect(await search('müller')).toEqual(['Zoe Müller'])
    expect(await search('MÜLLER')).toEqual(['Zoe Müller'])
    // under three characters: read without the index, still any (ASCII) case
    expect(await search('ZO')).toEqual(['Zoe Müller'])
    expect(await search('nobody at all')).toEqual([])
  })

  it('never matches across two fields', async () => {
    await storeEnquiry(db(), {
      name: 'Asha Rao',
      email: 'kiran@example.in',
      phone: '+919845012345',
    })
    expect(await search('raokiran')).toEqual([])
    expect(await search('rao kiran')).toEqual([])
    expect(await search('example.in+91')).toEqual([])
  })

  it("takes SQL's metacharacters and quotes literally", async () => {
    await storeEnquiries(db(), [
      { name: 'Percent', message: 'We are 100% sure about the dates' },
      { name: 'Underscore', message: 'Our code is a_b for the group' },
      { name: 'Quote', message: 'It\'s the suite with the "big" window' },
      { name: 'Backslash', message: 'A path like C:\\stays\\2026 in the message' },
      { name: 'Plain', message: 'One hundred sure, ab for the group, its the suite' },
    ])
    expect(await search('%')).toEqual(['Percent'])
    expect(await search('100%')).toEqual(['Percent'])
    expect(await search('0% s')).toEqual(['Percent'])
    expect(await search('_')).toEqual(['Underscore'])
    expect(await search('a_b')).toEqual(['Underscore'])
    expect(await search("it's")).toEqual(['Quote'])
    expect(await search('"big"')).toEqual(['Quote'])
    expect(await search('\\')).toEqual(['Backslash'])
    expect(await search('c:\\stays\\')).toEqual(['Backslash'])
    expect(await search("'; drop table enquiries; --")).toEqual([])
    expect(await search('" OR 1=1 OR "')).toEqual([])
    expect(await search('%_%')).toEqual([])
    expect((await inbox.page({}, undefined, 10)).rows).toHaveLength(5)
  })

  it('reads the same pages whether a match lies in the window or beyond it', async () => {
    // a window of 3 (the server's is 2,000): the window, the index after it, and their seam
    const small = new InboxRepository(app.trillium.database, 3)
    const names = [
      'Tara',
      'Uma',
      'Tara',
      'Vik',
      'Wen',
      'Xiao',
      'Tara',
      'Yan',
      'Zed',
      'Tara',
      'Tara',
    ]
    const stored = await storeEnquiries(
      db(),
      names.map((name, i) => ({ name, status: i % 3 === 0 ? 'new' : 'replied' })),
    )
    const expected = (keep: (i: number) => boolean) =>
      stored
        .map((s, i) => ({ id: s.publicId, keep: keep(i) }))
        .filter((s) => s.keep)
        .reverse()
        .map((s) => s.id)
    const tara = (i: number) => names[i] === 'Tara'
    for (const limit of [1, 2, 3, 10]) {
      expect((await pages(small, { search: 'tara' }, limit)).flat(), `limit ${limit}`).toEqual(
        expected(tara),
      )
      expect(
        (await pages(small, { search: 'tara', statuses: ['new'] }, limit)).flat(),
        `limit ${limit}, new`,
      ).toEqual(expected((i) => tara(i) && i % 3 === 0))
      expect(
        (await pages(small, { search: 'tara', statuses: ['new', 'replied'] }, limit)).flat(),
      ).toEqual(expected(tara))
    }
    expect((await pages(small, { search: 'zed' }, 2)).flat()).toEqual(
      expected((i) => names[i] === 'Zed'),
    )
  })

  it('bounds a search no index answers, says how far back it looked, and carries on after it', async () => {
    // a bound of 4 (the server's is 10,000): pages end at the bound, short or empty
    const bounded = new InboxRepository(app.trillium.database, searchWindow, 4)
    const names = ['Ta', 'Uma', 'Vik', 'Wen', 'Xiao', 'Yan', 'Zed', 'Lu', 'Ota', 'Ta']
    const stored = await storeEnquiries(
      db(),
      names.map((name) => ({ name, message: 'A room for two, please.' })),
    )
    const everyone = (await bounded.page({}, undefined, 10)).rows
    expect(everyone.map((row) => row.public_id)).toEqual(stored.map((s) => s.publicId).reverse())
    const ta = everyone
      .filter((row) => row.name.toLowerCase().includes('ta'))
      .map((r) => r.public_id)
    // newest first: Ta, Ota, Lu, Zed | Yan, Xiao, Wen, Vik | Uma, Ta
    const first = await bounded.page({ search: 'ta' }, undefined, 10)
    expect(first.rows.map((row) => row.public_id)).toEqual(ta.slice(0, 2))
    expect(first.searchedTo).toEqual({ createdAt: everyone[3]?.created_at, id: everyone[3]?.id })
    expect(first.next).toEqual(first.searchedTo)
    const second = await bounded.page({ search: 'ta' }, first.next ?? undefined, 10)
    expect(second.rows).toEqual([])
    expect(second.searchedTo).toEqual({ createdAt: everyone[7]?.created_at, id: everyone[7]?.id })
    const third = await bounded.page({ search: 'ta' }, second.next ?? undefined, 10)
    expect(third.rows.map((row) => row.public_id)).toEqual(ta.slice(2))
    expect(third).toMatchObject({ next: null, searchedTo: null })
    // a page filled before the bound is an ordinary page; every limit finds each match once
    const full = await bounded.page({ search: 'ta' }, undefined, 1)
    expect(full.searchedTo).toBeNull()
    for (const limit of [1, 2, 3, 10])
      expect((await pages(bounded, { search: 'ta' }, limit)).flat(), `limit ${limit}`).toEqual(ta)
    expect((await pages(bounded, { search: 'zq' }, 10)).flat()).toEqual([])
    // searches an index answers, and no search, are not bounded
    expect((await bounded.page({ search: 'zed' }, undefined, 10)).searchedTo).toBeNull()
    expect((await bounded.page({}, undefined, 10)).searchedTo).toBeNull()
  })

  it('plans a search by what the engine’s trigram index can answer', () => {
    expect(searchPlan('sqlite', 'ab')).toBe('scan')
    expect(searchPlan('sqlite', 'abc')).toBe('window')
    expect(searchPlan('sqlite', '%_%')).toBe('window')
    expect(searchPlan('sqlite', 'mül')).toBe('index')
    expect(searchPlan('postgres', 'abc')).toBe('window')
    expect(searchPlan('postgres', 'müller')).toBe('window')
    expect(searchPlan('postgres', 'ab')).toBe('scan')
    expect(searchPlan('postgres', `%_'"\\`)).toBe('scan')
    expect(searchPlan('postgres', 'a-b-c')).toBe('scan')
    expect(onPostgres ? 'postgres' : 'sqlite').toBe(app.trillium.database.engine)
  })
})

describe('the inbox’s query string', () => {
  const read = (query: Record<string, unknown>): InboxRequest => {
    const result = readInboxQuery(query)
    if (!result.ok) throw new Error(JSON.stringify(result.errors))
    return result.value
  }
  const errors = (query: Record<string, unknown>) => {
    const result = readInboxQuery(query)
    return result.ok ? {} : result.errors
  }

  it('reads every filter, 50 a page unless asked, from 1 to 100', () => {
    expect(read({})).toEqual({ filter: {}, after: undefined, limit: 50 })
    expect(read({ status: 'new,in-hand', kind: 'suite', q: '  asha ', limit: '1' })).toEqual({
      filter: { statuses: ['new', 'in-hand'], kinds: ['suite'], search: 'asha' },
      after: undefined,
      limit: 1,
    })
    expect(read({ limit: '100' }).limit).toBe(100)
    expect(errors({ limit: '0' })).toHaveProperty('limit')
    expect(errors({ limit: '101' })).toHaveProperty('limit')
    expect(errors({ limit: '5.5' })).toHaveProperty('limit')
    expect(errors({ limit: '-1' })).toHaveProperty('limit')
  })

  it('refuses what is not one of its values, naming each field', () => {
    expect(
      errors({
        status: 'new,closed',
        kind: 'villa',
        from: '2026-02-30',
        to: 'yesterday',
        after: 'garbage!',
        sort: 'name',
      }),
    ).toEqual({
      status: 'Choose new, in-hand, replied, booked, not-booked or spam',
      kind: 'Choose general, suite, experience, package, offer, event',
      from: 'Give a date as YYYY-MM-DD',
      to: 'Give a date as YYYY-MM-DD',
      after: 'Not a page of this inbox',
      sort: 'Unknown parameter',
    })
    expect(errors({ status: ['new', 'spam'] })).toEqual({ status: 'Give this parameter once' })
    expect(errors({ from: '2026-11-21', to: '2026-11-20' })).toEqual({
      to: 'The last day comes before the first',
    })
    expect(errors({ from: '2026-11-21', to: '2026-11-21' })).toEqual({})
    expect(errors({ q: 'a\u0000b' })).toHaveProperty('q')
    expect(errors({ q: 'a\u001fb' })).toHaveProperty('q')
    expect(errors({ q: 'x'.repeat(200) })).toEqual({})
    expect(errors({ q: 'x'.repeat(201) })).toHaveProperty('q')
  })

  it('hands out opaque cursors and takes back only its own', () => {
    const cursor = encodeCursor({ createdAt: 1_764_000_000_000, id: 42 })
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/)
    expect(decodeCursor(cursor)).toEqual({ createdAt: 1_764_000_000_000, id: 42 })
    expect(read({ after: cursor }).after).toEqual({ createdAt: 1_764_000_000_000, id: 42 })
    for (const forged of [
      Buffer.from('2.1.1').toString('base64url'),
      Buffer.from('1.1').toString('base64url'),
      Buffer.from('1.-1.3').toString('base64url'),
      Buffer.from(`1.${'9'.repeat(17)}.1`).toString('base64url'),
      '',
    ])
      expect(decodeCursor(forged), forged).toBeUndefined()
  })
})

import { join } from 'node:path'
import { sql } from 'kysely'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { BatchStatement } from '../../server/db/batch-statement.ts'
import { openDatabase, type Database } from '../../server/db/database.ts'
import { engineName, onPostgres, tempDir } from './helpers.ts'
import { databaseUrlOf, dropDatabase, prepareDatabase } from './test-database.ts'

let dir: string
let remove: () => void
let database: Database

beforeEach(async () => {
  ;({ dir, remove } = tempDir())
  await prepareDatabase(dir)
  database = await openDatabase({ url: databaseUrlOf(dir), path: join(dir, 'test.db') })
})
afterEach(async () => {
  await database.close()
  await dropDatabase(dir)
  remove()
})

type Setting = { key: string; value: string }
const settingsInsert = (parameters: (rows: readonly Setting[]) => unknown[]) =>
  new BatchStatement(
    (db, { rows }: { rows: readonly Setting[] }) =>
      db.insertInto('settings').values(rows).returning(['key', 'value']),
    ({ rows }) => parameters(rows),
  )
const settings = async () =>
  (await database.db.selectFrom('settings').selectAll().orderBy('key').execute()).filter(
    (row) => row.key !== 'health_probe',
  )

describe(`a batch statement (${engineName})`, () => {
  it('runs its SQL again with each batch’s own values, and compiles each row count once', async () => {
    const insert = settingsInsert((rows) => rows.flatMap((r) => [r.key, r.value]))
    const rows = (n: number, from: number) =>
      Array.from({ length: n }, (_, i) => ({ key: `k${from + i}`, value: `v${from + i}` }))
    expect(await insert.execute(database.db, { rows: rows(2, 1) })).toEqual(rows(2, 1))
    // the same row count again: the SQL kept, with the second batch's values
    expect(await insert.execute(database.db, { rows: rows(2, 3) })).toEqual(rows(2, 3))
    expect(await insert.execute(database.db, { rows: rows(3, 5) })).toEqual(rows(3, 5))
    expect(await settings()).toEqual(rows(7, 1))
  })

  it('refuses, before running anything, parameters laid out otherwise than Kysely lays them', async () => {
    const mislaid = settingsInsert((rows) => rows.flatMap((r) => [r.value, r.key]))
    await expect(
      mislaid.execute(database.db, { rows: [{ key: 'a', value: 'b' }] }),
    ).rejects.toThrow(/parameters laid out for "insert into "settings".* differ from Kysely's/)
    expect(await settings()).toEqual([])
  })
})

describe.skipIf(!onPostgres)('a batch statement on PostgreSQL', () => {
  it('is parsed once per connection: later batches of its row count only bind their values', async () => {
    // one connection, so the statements below all meet the same session's prepared statements
    const single = await openDatabase({
      url: databaseUrlOf(dir),
      path: join(dir, 'unused.db'),
      poolMax: 1,
    })
    try {
      const insert = settingsInsert((rows) => rows.flatMap((r) => [r.key, r.value]))
      for (let i = 0; i < 4; i++)
        await insert.execute(single.db, { rows: [{ key: `p${i}`, value: 'v' }] })
      const prepared = await sql<{
        statement: string
        generic_plans: number
        custom_plans: number
      }>`select statement, generic_plans, custom_plans from pg_prepared_statements`.execute(
        single.db,
      )
      const batch = prepared.rows.filter((row) => row.statement.includes('"settings"'))
      expect(batch).toHaveLength(1)
      expect(batch[0]?.statement.startsWith('/* prepared */ insert into "settings"')).toBe(true)
      // four runs of the one prepared statement
      expect(Number(batch[0]?.generic_plans) + Number(batch[0]?.custom_plans)).toBe(4)
    } finally {
      await single.close()
    }
  })
})

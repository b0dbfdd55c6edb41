import { createServer, connect, type Server, type Socket } from 'node:net'
import { join } from 'node:path'
import { sql } from 'kysely'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { openDatabase, type Database } from '../../server/db/database.ts'
import { runPipeline } from '../../server/db/pipeline.ts'
import { engineName, onPostgres, tempDir } from './helpers.ts'
import { databaseUrlOf, dropDatabase, prepareDatabase } from './test-database.ts'

let dir: string
let remove: () => void
let database: Database | undefined

beforeEach(async () => {
  ;({ dir, remove } = tempDir())
  await prepareDatabase(dir)
})
afterEach(async () => {
  await database?.close()
  database = undefined
  await dropDatabase(dir)
  remove()
})

/** An insert of one setting, compiled for the database's own engine. */
const insertSetting = (db: Database, key: string, value: string) =>
  db.db.insertInto('settings').values({ key, value }).returning('key').compile()
const keys = async (db: Database) =>
  (
    await db.db
      .selectFrom('settings')
      .select('key')
      .where('key', 'like', 'p%')
      .orderBy('key')
      .execute()
  ).map((row) => row.key)

describe(`a pipeline of statements (${engineName})`, () => {
  beforeEach(async () => {
    database = await openDatabase({ url: databaseUrlOf(dir), path: join(dir, 'test.db') })
  })

  it('runs its statements in order in the transaction and gives back each one’s rows', async () => {
    const db = database!
    const rows = await db.durable((trx) =>
      runPipeline(trx, db.engine, [
        insertSetting(db, 'p1', 'a'),
        db.db.selectFrom('settings').select('value').where('key', '=', 'p1').compile(),
        insertSetting(db, 'p2', 'b'),
      ]),
    )
    expect(rows).toEqual([[{ key: 'p1' }], [{ value: 'a' }], [{ key: 'p2' }]])
    expect(await keys(db)).toEqual(['p1', 'p2'])
  })

  it('fails with the failing statement’s own error, and its transaction keeps nothing', async () => {
    const db = database!
    await expect(
      db.durable((trx) =>
        runPipeline(trx, db.engine, [
          insertSetting(db, 'p1', 'a'),
          insertSetting(db, 'p1', 'again'),
          insertSetting(db, 'p2', 'b'),
        ]),
      ),
    ).rejects.toThrow(/unique|duplicate key/i)
    expect(await keys(db)).toEqual([])
    // and the connection goes on working
    await db.durable((trx) => runPipeline(trx, db.engine, [insertSetting(db, 'p3', 'c')]))
    expect(await keys(db)).toEqual(['p3'])
  })
})

/** A TCP relay to PostgreSQL that counts the client's turns: each time it speaks after the server. */
async function turnCounter(
  target: URL,
): Promise<{ server: Server; port: number; turns: () => number; reset: () => void }> {
  let turns = 0
  let serverSpokeLast = true
  const sockets: Socket[] = []
  const server = createServer((client) => {
    const upstream = connect(Number(target.port), target.hostname)
    sockets.push(client, upstream)
    client.on('data', (chunk) => {
      if (serverSpokeLast) turns += 1
      serverSpokeLast = false
      upstream.write(chunk)
    })
    upstream.on('data', (chunk) => {
      serverSpokeLast = true
      client.write(chunk)
    })
    client.on('close', () => upstream.destroy())
    upstream.on('close', () => client.destroy())
    client.on('error', () => upstream.destroy())
    upstream.on('error', () => client.destroy())
  })
  server.on('close', () => sockets.forEach((s) => s.destroy()))
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening))
  const address = server.address()
  if (address === null || typeof address === 'string') throw new Error('The relay has no port')
  return {
    server,
    port: address.port,
    turns: () => turns,
    reset: () => {
      turns = 0
      serverSpokeLast = true
    },
  }
}

describe.skipIf(!onPostgres)('a pipeline on PostgreSQL', () => {
  it('costs one round trip however many statements it holds: BEGIN, the pipeline, COMMIT', async () => {
    const url = new URL(databaseUrlOf(dir) ?? '')
    const relay = await turnCounter(new URL(url))
    try {
      url.hostname = '127.0.0.1'
      url.port = String(relay.port)
      database = await openDatabase({
        url: url.toString(),
        path: join(dir, 'unused.db'),
        poolMax: 1,
      })
      const db = database
      await sql`select 1`.execute(db.db)
      relay.reset()
      const statements = ['p1', 'p2', 'p3', 'p4', 'p5'].map((key) => insertSetting(db, key, 'v'))
      await db.durable((trx) => runPipeline(trx, db.engine, statements))
      expect(relay.turns()).toBe(3)
      expect(await keys(db)).toEqual(['p1', 'p2', 'p3', 'p4', 'p5'])
      // the same statements one by one: a round trip each
      relay.reset()
      await db.durable(async (trx) => {
        for (const key of ['p6', 'p7', 'p8', 'p9', 'pa'])
          await trx.executeQuery(insertSetting(db, key, 'v'))
      })
      expect(relay.turns()).toBe(7)
    } finally {
      await database?.close()
      database = undefined
      await new Promise((closed) => relay.server.close(closed))
    }
  })
})

import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { openDatabase, type Database } from '../../server/db/database.ts'
import { WalSync, type FileSync } from '../../server/db/wal-sync.ts'
import { EnquiryRepository } from '../../server/enquiries/enquiry.repository.ts'
import { onPostgres, tempDir } from './helpers.ts'
import { newEnquiry } from './new-enquiry.ts'

let dir: string
let remove: () => void
beforeEach(() => ({ dir, remove } = tempDir('trillium-wal-')))
afterEach(() => remove())

/** A flush the test finishes by hand, recording each flush as it starts. */
function handFlushes() {
  const started: { finish: () => void; fail: (error: Error) => void }[] = []
  const sync: FileSync = () =>
    new Promise((finish, fail) => {
      started.push({ finish, fail })
    })
  return { sync, started }
}

const settle = () => new Promise((resolve) => setImmediate(resolve))

// SQLite's own mechanism: the PostgreSQL run of the suites (npm run test:postgres) leaves it out
describe.skipIf(onPostgres)('the write-ahead log flush (WalSync)', () => {
  it('a call during a flush waits for the next one, which every call meanwhile shares', async () => {
    const path = join(dir, 'log')
    writeFileSync(path, 'frames')
    const { sync, started } = handFlushes()
    const log = new WalSync(path, sync)
    const done: string[] = []
    const first = log.sync().then(() => done.push('first'))
    const second = log.sync().then(() => done.push('second'))
    const third = log.sync().then(() => done.push('third'))
    expect(started).toHaveLength(1)
    started[0]?.finish()
    await first
    await settle()
    // the first flush began before the second and third calls: it cannot cover them
    expect(done).toEqual(['first'])
    expect(started).toHaveLength(2)
    started[1]?.finish()
    await Promise.all([second, third])
    expect(done).toEqual(['first', 'second', 'third'])
    // idle again: the next call starts a flush of its own at once
    void log.sync()
    expect(started).toHaveLength(3)
    started[2]?.finish()
    log.close()
  })

  it('a failed flush fails its own callers only; the callers after it get a flush of their own', async () => {
    const path = join(dir, 'log')
    writeFileSync(path, 'frames')
    const { sync, started } = handFlushes()
    const log = new WalSync(path, sync)
    const failed = log.sync()
    const later = log.sync()
    started[0]?.fail(new Error('EIO'))
    await expect(failed).rejects.toThrow('EIO')
    await settle()
    expect(started).toHaveLength(2)
    started[1]?.finish()
    await expect(later).resolves.toBeUndefined()
    log.close()
  })
})

const enquiry = () => newEnquiry({ clientKey: '11.0.0.1' })

describe.skipIf(onPostgres)(
  'an enquiry batch on SQLite is acknowledged only once its log is on the disk',
  () => {
    let database: Database
    afterEach(async () => database.close())

    it('store() resolves after the flush that follows its commit, not before', async () => {
      const { sync, started } = handFlushes()
      database = await openDatabase({ url: undefined, path: join(dir, 'wal.db'), syncFile: sync })
      const repository = new EnquiryRepository(database, { max: 10, windowMs: 60_000 })
      let stored = false
      const storing = repository.store([enquiry(), enquiry()], false).then((outcomes) => {
        stored = true
        return outcomes
      })
      for (let i = 0; i < 20 && started.length === 0; i++) await settle()
      // committed (the rows are in the file), its flush started, not yet acknowledged
      expect(started).toHaveLength(1)
      expect(await repository.count()).toBe(2)
      await settle()
      expect(stored).toBe(false)
      started[0]?.finish()
      expect((await storing).map((o) => o.status)).toEqual(['created', 'created'])
    })

    it('a flush that fails is a storage error (SQLITE_IOERR), so the batch is answered 503', async () => {
      const { sync, started } = handFlushes()
      database = await openDatabase({ url: undefined, path: join(dir, 'wal.db'), syncFile: sync })
      const repository = new EnquiryRepository(database, { max: 10, windowMs: 60_000 })
      const storing = repository.store([enquiry()], false)
      for (let i = 0; i < 20 && started.length === 0; i++) await settle()
      started[0]?.fail(new Error('EIO: i/o error, fdatasync'))
      await expect(storing).rejects.toMatchObject({
        code: 'SQLITE_IOERR_FSYNC',
        message: expect.stringContaining('could not be flushed') as string,
      })
      expect(database.health.recordFailure(await storing.catch((e: unknown) => e))).toMatch(
        /cannot be written \(SQLITE_IOERR_FSYNC\)/,
      )
    })
  },
)

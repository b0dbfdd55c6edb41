/*
 * npm run bench:store: the CPU one stored enquiry costs in the database layer, in this process,
 * without HTTP: batches of 1, 10, 50 and 200 enquiries written by EnquiryRepository.store (the
 * group commit's unit) into a fresh SQLite file, or into PostgreSQL with `--url postgres://…`
 * (the schema is dropped first). Prints CPU (user + system) and wall time per enquiry.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'kysely'
import { openDatabase } from '../../server/db/database.ts'
import { EnquiryRepository, type NewEnquiry } from '../../server/enquiries/enquiry.repository.ts'
import { timeOrderedBytes, timeOrderedUuid } from '../../server/time-ordered-id.ts'
import { eachArg } from './cli-args.ts'

let url: string | undefined
let enquiries = 20_000
let sizes = [1, 10, 50, 200]
/** Enquiries per measured chunk. */
const chunk = 1_000
eachArg(process.argv.slice(2), (arg, value) => {
  if (arg === '--url') url = value()
  else if (arg === '--enquiries') enquiries = Number(value())
  else if (arg === '--sizes') sizes = value().split(',').map(Number)
  else throw new Error(`Unknown argument ${arg} (--url URL, --enquiries N, --sizes 1,10,50)`)
})

let serial = 0
/**
 * An enquiry of its own client, e-mail, message and token, with ids made as the server makes
 * them (time-ordered): every one is stored.
 */
function enquiry(now: number): NewEnquiry {
  serial += 1
  return {
    publicId: timeOrderedUuid(now),
    createdAt: now,
    name: 'Asha Rao',
    email: `guest${serial}@example.in`,
    message: `We would like two rooms for the weekend, enquiry ${serial} of the benchmark.`,
    phone: '+919845012345',
    hotel: 'Trillium Resort & Spa, Chikmagalur',
    page: '/suites',
    challengeId: timeOrderedBytes(now).toString('base64url'),
    challengeExpiresAt: now + 30 * 60 * 1000,
    clientKey: `11.${(serial >>> 16) & 255}.${(serial >>> 8) & 255}.${serial & 255}`,
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? 0
}

const folder = mkdtempSync(join(tmpdir(), 'bench-store-'))
const database = await openDatabase({ url, path: join(folder, 'bench.db') })
try {
  if (database.engine === 'postgres') {
    for (const table of ['outbox', 'enquiries', 'used_challenges', 'enquiry_fingerprints'])
      await sql`truncate ${sql.table(table)} cascade`.execute(database.db)
  }
  const repository = new EnquiryRepository(database, { max: 10, windowMs: 10 * 60 * 1000 })
  console.log(
    `${database.engine}, ${enquiries} enquiries per batch size, staff e-mail on; medians of chunks of ${chunk}`,
  )
  console.log('batch   CPU µs/enquiry   wall µs/enquiry')
  for (const size of sizes) {
    const batches = Math.max(1, Math.round(chunk / size))
    const store = async () => {
      const outcomes = await repository.store(
        Array.from({ length: size }, () => enquiry(Date.now())),
        true,
      )
      if (outcomes.some((o) => o.status !== 'created')) throw new Error('an enquiry was refused')
    }
    for (let b = 0; b < batches; b++) await store()
    // medians over chunks of about `chunk` enquiries: the machine may be shared
    const cpuPer: number[] = []
    const wallPer: number[] = []
    for (let c = 0; c < Math.max(3, Math.round(enquiries / (batches * size))); c++) {
      const cpu = process.cpuUsage()
      const started = process.hrtime.bigint()
      for (let b = 0; b < batches; b++) await store()
      const used = process.cpuUsage(cpu)
      wallPer.push(Number(process.hrtime.bigint() - started) / 1000 / (batches * size))
      cpuPer.push((used.user + used.system) / (batches * size))
    }
    console.log(
      `${String(size).padStart(5)}   ${median(cpuPer).toFixed(1).padStart(14)}   ${median(wallPer).toFixed(1).padStart(15)}`,
    )
  }
} finally {
  await database.close()
  rmSync(folder, { recursive: true, force: true })
}

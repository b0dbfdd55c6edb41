import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '../fixtures.ts'

test('the XState inspector is absent from the production bundle', () => {
  const assets = join(import.meta.dirname, '../../../dist/client/assets')
  const scripts = readdirSync(assets).filter((f) => f.endsWith('.js'))
  expect(scripts.length).toBeGreaterThan(0)
  const carrying = scripts.filter((f) =>
    /stately\.ai\/inspect|statelyai\.connected/.test(readFileSync(join(assets, f), 'utf8')),
  )
  expect(carrying).toEqual([])
})

import { describe, expect, it } from 'vitest'
import { issueChallenge, openChallenge } from '../../server/enquiries/challenge.ts'
import { timeOrderedBytes, timeOrderedUuid } from '../../server/time-ordered-id.ts'

const uuidV7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

describe('time-ordered ids (version 7 UUIDs)', () => {
  it('start with the time in milliseconds, so ids made later sort after, whatever their random part', () => {
    const times = [1, 255, 1_764_316_800_000, 1_764_316_800_001, 2 ** 48 - 1]
    const ids = times.map((t) => timeOrderedUuid(t))
    for (const [i, id] of ids.entries()) {
      expect(id).toMatch(uuidV7)
      expect(parseInt(id.replace('-', '').slice(0, 12), 16)).toBe(times[i])
    }
    expect([...ids].sort()).toEqual(ids)
  })

  it('keep 74 random bits: a thousand ids of the same millisecond are all different', () => {
    const ids = new Set(Array.from({ length: 1000 }, () => timeOrderedUuid(1_764_316_800_000)))
    expect(ids.size).toBe(1000)
    const bytes = timeOrderedBytes(1_764_316_800_000)
    expect(bytes).toHaveLength(16)
    expect(bytes.readUIntBE(0, 6)).toBe(1_764_316_800_000)
  })

  it('the puzzle token’s sealed id is time-ordered too, by the time it was issued', () => {
    const secret = 'a-secret-of-thirty-two-characters!'
    const ids = [1_000_000, 1_000_001, 2_000_000].map(
      (t) => openChallenge(secret, issueChallenge(secret, t).token)?.id ?? '',
    )
    const issued = ids.map((id) => Buffer.from(id, 'base64url').readUIntBE(0, 6))
    expect(issued).toEqual([1_000_000, 1_000_001, 2_000_000])
  })
})

import { randomFillSync } from 'node:crypto'

/**
 * 16 bytes laid out as a version 7 UUID (RFC 9562): the time in milliseconds (48 bits, big
 * endian) first, then 74 random bits. Ids made one after another sort by time, so a table's
 * index on them grows at its right edge: a batch of inserts changes a page or two of the index
 * instead of one page per row, which a random id (version 4) costs. The random part keeps the
 * id unguessable.
 */
export function timeOrderedBytes(now: number): Buffer {
  const bytes = randomFillSync(Buffer.allocUnsafe(16))
  bytes.writeUIntBE(now, 0, 6)
  // version 7 in the high nibble of byte 6, variant 10 in the two high bits of byte 8
  bytes[6] = 0x70 | ((bytes[6] ?? 0) & 0x0f)
  bytes[8] = 0x80 | ((bytes[8] ?? 0) & 0x3f)
  return bytes
}

/** A version 7 UUID in its usual text form (lower-case hex, 8-4-4-4-12). */
export function timeOrderedUuid(now: number): string {
  const hex = timeOrderedBytes(now).toString('hex')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

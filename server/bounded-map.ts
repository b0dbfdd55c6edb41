/**
 * A map that never holds more than `maxEntries` entries, forgetting the least recently used
 * ones first (in generations, as quick-lru does: two plain maps, the older one dropped whole
 * when the newer fills). Every operation is O(1): deleting single entries from the front of one
 * big Map instead makes V8 walk the holes they leave, which grew quadratic under a key flood.
 */
export class BoundedMap<K, V> {
  readonly #half: number
  #current = new Map<K, V>()
  #previous = new Map<K, V>()

  constructor(maxEntries: number) {
    this.#half = Math.max(1, Math.floor(maxEntries / 2))
  }

  /** Entries held now (at most `maxEntries`). */
  get size(): number {
    return this.#current.size + this.#previous.size
  }

  get(key: K): V | undefined {
    const value = this.#current.get(key)
    if (value !== undefined) return value
    const old = this.#previous.get(key)
    if (old !== undefined) {
      // used again: it moves to the newer generation
      this.#previous.delete(key)
      this.#put(key, old)
    }
    return old
  }

  set(key: K, value: V): void {
    if (this.#current.has(key)) this.#current.set(key, value)
    else {
      this.#previous.delete(key)
      this.#put(key, value)
    }
  }

  delete(key: K): void {
    this.#current.delete(key)
    this.#previous.delete(key)
  }

  #put(key: K, value: V): void {
    if (this.#current.size >= this.#half) {
      this.#previous = this.#current
      this.#current = new Map()
    }
    this.#current.set(key, value)
  }
}

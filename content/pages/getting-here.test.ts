import { describe, expect, it } from 'vitest'
import { generalStructuredData } from '../structured-data/general.ts'
import { geoHref, gettingHere, webMapHref } from './getting-here.ts'

const way = (id: string) => {
  const found = gettingHere.ways.find((w) => w.id === id)
  if (!found) throw new Error(`no way ${id}`)
  return found
}
const km = (distance: string): number => Number(/about (\d+) km/.exec(distance)?.[1])

describe('getting here', () => {
  it('covers the road from Bengaluru, the three airports and the railway', () => {
    const text = gettingHere.ways.map((w) => `${w.heading} ${w.text}`).join('\n')
    expect(way('road-bengaluru').heading).toMatch(/road from Bengaluru/)
    expect(text).toMatch(/Shivamogga Airport/)
    expect(way('air-shivamogga').text).toMatch(/August 2023/)
    expect(text).toMatch(/Mangaluru International Airport/)
    expect(text).toMatch(/Kempegowda International Airport, Bengaluru/)
    expect(way('rail').text).toMatch(/Chikmagalur station/)
    expect(way('rail').text).toMatch(/Kadur/)
    expect(way('rail').text).toMatch(/Birur/)
  })

  it('says every distance and time is approximate, in kilometres', () => {
    for (const w of gettingHere.ways) {
      expect(w.distance, w.id).toMatch(/^about \d+ km$/)
      expect(w.time, w.id).toMatch(/^about /)
    }
  })

  it('has Shivamogga closer than Mangaluru, and Mangaluru closer than Bengaluru airport', () => {
    expect(km(way('air-shivamogga').distance)).toBeLessThan(km(way('air-mangaluru').distance))
    expect(km(way('air-mangaluru').distance)).toBeLessThan(km(way('air-bengaluru').distance))
  })

  it('draws each way from its own place to the resort, through places it knows', () => {
    const ids = new Set(gettingHere.places.map((p) => p.id))
    expect(ids.size).toBe(gettingHere.places.length)
    for (const w of gettingHere.ways) {
      expect(w.route[0], w.id).toBe(w.from)
      expect(w.route.at(-1), w.id).toBe('resort')
      for (const id of w.route) expect(ids.has(id), `${w.id}: ${id}`).toBe(true)
    }
    for (const line of gettingHere.railways) for (const id of line) expect(ids.has(id)).toBe(true)
  })

  it('puts the resort at its coordinates, and links them for the map app and the web', () => {
    const resort = gettingHere.places.find((p) => p.kind === 'resort')
    expect(resort).toMatchObject({ latitude: 13.3918, longitude: 75.7241 })
    expect(geoHref).toBe('geo:13.3918,75.7241?q=13.3918,75.7241(Trillium)')
    expect(webMapHref).toMatch(/^https:\/\/.*13\.3918,75\.7241/)
  })
})

describe('the resort in JSON-LD', () => {
  const [, resort] = generalStructuredData(
    'https://trillium.example',
    'https://trillium.example/media/img/hills-0123abcd-1440.jpg',
  )

  it('has the trillium mark for its logo and a photograph for its image', () => {
    expect(resort).toMatchObject({
      logo: 'https://trillium.example/apple-touch-icon.png',
      image: 'https://trillium.example/media/img/hills-0123abcd-1440.jpg',
    })
  })

  it('carries its geo coordinates and its map', () => {
    expect(resort).toMatchObject({
      '@type': 'Resort',
      geo: { '@type': 'GeoCoordinates', latitude: 13.3918, longitude: 75.7241 },
      hasMap: expect.stringContaining('13.3918,75.7241') as unknown,
    })
  })

  it('states no rating the specification does not give', () => {
    expect(JSON.stringify(resort)).not.toMatch(/aggregateRating|ratingValue/)
  })
})

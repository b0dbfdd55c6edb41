import { describe, expect, it } from 'vitest'
import { builtPages, checkBuild, noBuildMessage } from './built-site.ts'
import { jsonLdProblems, loadVocabulary } from './schema-vocabulary.ts'

const vocabulary = loadVocabulary()

describe('the schema.org check itself', () => {
  it('accepts a valid entry with inherited properties and references', () => {
    expect(
      jsonLdProblems(
        {
          '@context': 'https://schema.org',
          '@type': 'Resort',
          '@id': 'https://example.com/#resort',
          name: 'R',
          checkinTime: '13:00',
          address: { '@type': 'PostalAddress', addressLocality: 'X' },
          parentOrganization: { '@id': 'https://example.com/#org' },
        },
        vocabulary,
      ),
    ).toEqual([])
  })

  it('names unknown types, misplaced properties, untyped nodes and a foreign context', () => {
    const problems = jsonLdProblems(
      {
        '@context': 'https://example.org',
        '@type': 'Hotel',
        name: 'H',
        bookingUrl: 'x',
        geo: { latitude: 1 },
        amenityFeature: { '@type': 'Amenity' },
      },
      vocabulary,
    )
    expect(problems).toHaveLength(4)
    expect(problems.join('\n')).toMatch(/@context/)
    expect(problems.join('\n')).toMatch(/"bookingUrl" is not defined for Hotel/)
    expect(problems.join('\n')).toMatch(/no @type/)
    expect(problems.join('\n')).toMatch(/unknown type "Amenity"/)
  })
})

describe.skipIf(!checkBuild)('JSON-LD of every prerendered page', () => {
  const pages = checkBuild ? builtPages() : []

  it('parses and uses only schema.org types and properties', () => {
    const problems: string[] = []
    let entries = 0
    for (const page of pages) {
      for (const script of page.document.querySelectorAll('script[type="application/ld+json"]')) {
        entries++
        let data: unknown
        try {
          data = JSON.parse(script.textContent ?? '')
        } catch (error) {
          problems.push(`${page.path}: JSON-LD does not parse: ${(error as Error).message}`)
          continue
        }
        for (const p of jsonLdProblems(data, vocabulary)) problems.push(`${page.path}: ${p}`)
      }
    }
    expect(entries, 'no JSON-LD found in any page').toBeGreaterThan(0)
    expect(problems, `JSON-LD problems:\n${problems.join('\n')}`).toEqual([])
  })

  it('does not repeat an entity (@id) within a page', () => {
    const repeated: string[] = []
    for (const page of pages) {
      const ids = new Map<string, number>()
      for (const script of page.document.querySelectorAll('script[type="application/ld+json"]')) {
        const data = JSON.parse(script.textContent ?? 'null') as unknown
        const entries = Array.isArray(data) ? data : [data]
        for (const entry of entries) {
          const id = (entry as Record<string, unknown> | null)?.['@id']
          if (typeof id === 'string') ids.set(id, (ids.get(id) ?? 0) + 1)
        }
      }
      for (const [id, n] of ids) if (n > 1) repeated.push(`${page.path}: ${id} defined ${n} times`)
    }
    expect(repeated, `Duplicated structured-data entries:\n${repeated.join('\n')}`).toEqual([])
  })
})

if (!checkBuild) it.skip(`JSON-LD: ${noBuildMessage}`, () => {})

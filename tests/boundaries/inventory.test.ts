import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { inventory, notPromises, type CodeSite } from './inventory.ts'
import { allNamedNumbers, scannedFolders, type NamedNumber } from './numbers-in-code.ts'

const root = fileURLToPath(new URL('../../', import.meta.url))
const named = allNamedNumbers(root)
const nameSites = inventory.flatMap((entry) =>
  entry.code.flatMap((site) => ('name' in site ? [{ entry, site }] : [])),
)
const textSites = inventory.flatMap((entry) =>
  entry.code.flatMap((site) => ('text' in site ? [{ entry, site }] : [])),
)

/** Whether `name` is `covering` or a number inside it (`site` covers `site.elevationFeet`). */
const covers = (covering: string, name: string) =>
  name === covering || name.startsWith(`${covering}.`) || name.startsWith(`${covering}[`)

const where = (n: NamedNumber) => `${n.file}:${n.line} ${n.name} = ${n.text}`

describe('the inventory of promised numbers (tests/boundaries/inventory/)', () => {
  it('accounts for every number named in content/, machines/ and server/', () => {
    expect(named.length).toBeGreaterThan(100)
    const missing = named.filter(
      (n) =>
        !nameSites.some(({ site }) => site.file === n.file && site.name === n.name) &&
        !notPromises.some((p) => p.file === n.file && covers(p.name, n.name)),
    )
    expect(
      missing.map(
        (n) =>
          `${where(n)}: a number of ${scannedFolders.join('/, ')}/ that is neither in the inventory (with the tests pinning it on both sides) nor in its not-a-promise list (with a reason)`,
      ),
    ).toEqual([])
  })

  it('names each number where it is, with the value the code gives it', () => {
    const problems = nameSites.flatMap(({ entry, site }) => {
      const found = named.filter((n) => n.file === site.file && n.name === site.name)
      if (found.length !== 1)
        return [`${entry.id}: ${site.file} names ${site.name} ${found.length} times, not once`]
      const [number] = found as [NamedNumber]
      if (number.value !== undefined && number.value !== entry.value)
        return [
          `${entry.id}: ${where(number)} is ${number.value}, the inventory says ${entry.value}`,
        ]
      return []
    })
    expect(problems).toEqual([])
  })

  it('finds each number held in text once in its file, and changes it in every mutant', () => {
    const problems = textSites.flatMap(
      ({ entry, site }: { entry: { id: string }; site: CodeSite }) => {
        if (!('text' in site)) return []
        const source = readFileSync(join(root, site.file), 'utf8')
        const count = source.split(site.text).length - 1
        return [
          ...(count === 1 ? [] : [`${entry.id}: "${site.text}" is in ${site.file} ${count} times`]),
          ...(site.mutants.length > 0 ? [] : [`${entry.id}: no mutant of "${site.text}"`]),
          ...site.mutants
            .filter((m) => m === site.text)
            .map((m) => `${entry.id}: the mutant "${m}" changes nothing`),
        ]
      },
    )
    expect(problems).toEqual([])
  })

  it('has every entry pinned by test files that exist, under a name of its own', () => {
    const ids = inventory.map((entry) => entry.id)
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([])
    expect(ids.filter((id) => !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(id))).toEqual([])
    const problems = inventory.flatMap((entry) => [
      ...(entry.pinnedBy.length > 0 ? [] : [`${entry.id}: pinned by no test`]),
      ...entry.pinnedBy
        .filter((test) => !/\.test\.tsx?$/.test(test) || !existsSync(join(root, test)))
        .map((test) => `${entry.id}: ${test} is not a test file`),
      ...(entry.promise && entry.source && entry.sides ? [] : [`${entry.id}: says too little`]),
    ])
    expect(problems).toEqual([])
  })

  it('keeps no stale not-a-promise entry, and gives each a reason', () => {
    const problems = notPromises.flatMap((p) => [
      ...(named.some((n) => n.file === p.file && covers(p.name, n.name))
        ? []
        : [`${p.file} ${p.name}: no such number any more`]),
      ...(p.reason.length > 20 ? [] : [`${p.file} ${p.name}: no reason given`]),
    ])
    expect(problems).toEqual([])
  })
})

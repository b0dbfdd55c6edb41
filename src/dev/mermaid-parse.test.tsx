import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import mermaid from 'mermaid'
import { describe, expect, it } from 'vitest'
import { parseDiagramPage } from './machine-diagrams.ts'

const docs = join(import.meta.dirname, '../../docs/machines')

describe('every diagram of docs/machines', () => {
  it.each(readdirSync(docs).filter((f) => f.endsWith('.md')))(
    '%s parses in Mermaid',
    async (file) => {
      const diagram = parseDiagramPage(file, readFileSync(join(docs, file), 'utf8'))
      expect(diagram).toBeDefined()
      await expect(mermaid.parse(diagram?.source ?? '')).resolves.toMatchObject({
        diagramType: 'stateDiagram',
      })
    },
  )
})

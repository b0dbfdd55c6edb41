import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { diagramPage, machineRegistry } from './machine-diagrams.ts'

// Writes docs/machines/<name>.md, a Mermaid statechart per machine (npm run diagrams).
const out = join(dirname(fileURLToPath(import.meta.url)), '..', 'docs', 'machines')
mkdirSync(out, { recursive: true })
for (const entry of machineRegistry) {
  writeFileSync(join(out, `${entry.name}.md`), diagramPage(entry))
  console.log(`docs/machines/${entry.name}.md`)
}

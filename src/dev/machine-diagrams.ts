/** One machine's diagram as `npm run diagrams` writes it to docs/machines/<name>.md. */
export interface MachineDiagram {
  /** The machine's folder under machines/ (and the file's name). */
  name: string
  /** The page's title, e.g. `Enquiry form`. */
  title: string
  /** The machine's `id`, which its actors report. */
  machineId: string
  /** The Mermaid `stateDiagram-v2` source. */
  source: string
}

/** Reads one diagram page: `# Title (\`machineId\`)` and its one ```mermaid block. */
export function parseDiagramPage(name: string, text: string): MachineDiagram | undefined {
  const heading = /^# (.+) \(`([^`]+)`\)\s*$/m.exec(text)
  const block = /```mermaid\n([\s\S]*?)\n```/.exec(text)
  if (heading?.[1] === undefined || heading[2] === undefined || block?.[1] === undefined)
    return undefined
  return { name, title: heading[1], machineId: heading[2], source: block[1] }
}

/**
 * The id a Mermaid diagram gives a state node: its XState id with every character other than
 * letters, digits and `_` made `_`, as scripts/machine-diagrams.ts writes it.
 */
export function diagramNodeId(stateNodeId: string): string {
  return stateNodeId.replace(/[^A-Za-z0-9_]/g, '_')
}

// Vite reads the files when the panel first asks (and again after `npm run diagrams`).
const pages = import.meta.glob<string>('/docs/machines/*.md', { query: '?raw', import: 'default' })
let loaded: Promise<Map<string, MachineDiagram>> | undefined

/** Every diagram of docs/machines, by machine id. */
export function machineDiagrams(): Promise<Map<string, MachineDiagram>> {
  loaded ??= Promise.all(
    Object.entries(pages).map(async ([path, load]) => {
      const name = /([^/]+)\.md$/.exec(path)?.[1] ?? path
      return parseDiagramPage(name, await load())
    }),
  ).then(
    (diagrams) =>
      new Map(
        diagrams.filter((d) => d !== undefined).map((diagram) => [diagram.machineId, diagram]),
      ),
  )
  return loaded
}

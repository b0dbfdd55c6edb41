/**
 * `npm run media -- keys`: every media key with where the pages show it (its layout slots, with
 * their `sizes` and crops, the share image, structured data) and the smallest photograph that
 * fills it, so the hotel knows what to shoot. Where a picture is shown comes from rendering
 * every route, as the build does: the last build's record (dist/media-uses.json), or a
 * server-render bundle built for the purpose when there is none.
 */
import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { media } from '../../content/media/index.ts'
import { minimumCropWidth, ogSize } from '../../content/media/photo-variants.ts'
import { slots, slotSizes, slotWidths, type SlotName } from '../../content/media/slots.ts'

const root = resolve(import.meta.dirname, '../..')

/** The `key|use` record of every route, from the last build or a fresh server render. */
async function pictureUses(): Promise<string[]> {
  const recorded = join(root, 'dist/media-uses.json')
  if (existsSync(recorded)) return JSON.parse(await readFile(recorded, 'utf8')) as string[]
  console.error('No build found: rendering every route to see where each picture is shown…')
  const { build } = await import('vite')
  const outDir = join(root, '.tmp/media-keys')
  await build({
    root,
    logLevel: 'error',
    build: { ssr: 'src/app/entry-server.tsx', outDir, emptyOutDir: true, manifest: false },
  })
  const entry = (await import(pathToFileURL(join(outDir, 'entry-server.js')).href)) as {
    render: (url: string) => Promise<unknown>
    prerenderPaths: () => string[]
    recordedPictureUses: () => string[]
  }
  for (const path of entry.prerenderPaths()) await entry.render(path)
  return entry.recordedPictureUses()
}

const ratio = (aspect: readonly [number, number] | 'native') =>
  aspect === 'native' ? 'its own shape' : `${aspect[0]}:${aspect[1]}`

/** One line per use of a key: the slot, its crops and the pixels a photograph needs for it. */
function describe(use: string): { text: string; width: number; height: number } {
  if (use === 'og')
    return { text: `share image ${ogSize.width}x${ogSize.height} JPEG`, width: 1200, height: 630 }
  if (use === 'schema') return { text: 'structured data (JPEG)', width: 0, height: 0 }
  if (use === 'page') return { text: 'brochure or tariff page (picture band)', width: 0, height: 0 }
  if (!(use in slots)) return { text: use, width: 0, height: 0 }
  const slot = use as SlotName
  let width = 0
  let height = 0
  const crops = slots[slot].breakpoints.map((bp, i) => {
    const min = minimumCropWidth(slot, i)
    width = Math.max(width, min)
    if (bp.aspect !== 'native')
      height = Math.max(height, Math.ceil((min * bp.aspect[1]) / bp.aspect[0]))
    const widths = slotWidths(slot, i)
    return `${bp.name === 'all' ? '' : `${bp.name} `}${ratio(bp.aspect)} at ${widths.join('/')} w`
  })
  return { text: `${slot}: sizes="${slotSizes(slot)}"; ${crops.join('; ')}`, width, height }
}

async function keys(json: boolean): Promise<void> {
  const uses = await pictureUses()
  const byKey = new Map<string, string[]>()
  for (const entry of uses) {
    const [key = '', use = ''] = entry.split('|')
    byKey.set(key, [...(byKey.get(key) ?? []), use])
  }
  const rows = Object.keys(media)
    .sort()
    .map((key) => {
      const described = (byKey.get(key) ?? []).map(describe)
      return {
        key,
        shown: described.map((d) => d.text),
        minWidth: Math.max(0, ...described.map((d) => d.width)),
        minHeight: Math.max(0, ...described.map((d) => d.height)),
      }
    })
  if (json) {
    console.log(JSON.stringify(rows, null, 2))
    return
  }
  for (const row of rows) {
    const need =
      row.minWidth > 0 ? `  (a photograph of at least ${row.minWidth}x${row.minHeight} px)` : ''
    console.log(`${row.key}${need}`)
    for (const line of row.shown.length > 0 ? row.shown : ['not shown on any page'])
      console.log(`    ${line}`)
  }
  console.log(
    `\n${rows.length} keys. Map them to files in PHOTO_LIBRARY/photos.json: { "key": { "file": "x.jpg", "focal": { "x": 0.5, "y": 0.4 }, "alt": "…", "crops": { "phone": { "x": 0.3, "y": 0, "width": 0.4, "height": 1 } } } }`,
  )
}

const [command, ...flags] = process.argv.slice(2)
if (command === 'keys') {
  keys(flags.includes('--json')).catch((error: unknown) => {
    console.error(error)
    process.exitCode = 1
  })
} else {
  console.error('Usage: npm run media -- keys [--json]')
  process.exitCode = 1
}

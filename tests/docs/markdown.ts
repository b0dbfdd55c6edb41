/**
 * What the docs test reads in a markdown file: its relative links (with the line they are on),
 * the anchors its headings make, and the npm commands it names. Code is not prose: a link
 * written inside a code span or a fenced block is an example, not a link, while a command in a
 * code block is exactly what a reader will type, so commands are read everywhere.
 */

export interface Link {
  line: number
  /** The target as written, without its title: `../content.md#editing`, `#tests`. */
  target: string
}

export interface NpmCommand {
  line: number
  /** `npm run X` and `npm run -s X` name a script; `npm start` and `npm test` their own. */
  script: string
}

const fence = /^\s{0,3}(```|~~~)/

/** Each line with whether it is inside a fenced code block (the fence lines themselves are). */
function linesOf(text: string): { text: string; number: number; code: boolean }[] {
  let open: string | undefined
  return text.split('\n').map((line, index) => {
    const marker = fence.exec(line)?.[1]
    const code = open !== undefined || marker !== undefined
    if (marker !== undefined)
      open = open === undefined ? marker : open === marker ? undefined : open
    return { text: line, number: index + 1, code }
  })
}

/** An absolute URL (`https:`, `mailto:`), which the test leaves to the web. */
const external = /^[a-z][a-z0-9+.-]*:/i

/** The relative links and images of a markdown text, outside code. */
export function relativeLinks(text: string): Link[] {
  const links: Link[] = []
  for (const line of linesOf(text)) {
    if (line.code) continue
    const prose = line.text.replace(/(`+)[\s\S]*?\1/g, '')
    const inline = /!?\[(?:[^\]\\]|\\.)*\]\(\s*<?([^\s)>]+)>?(?:\s+"[^"]*")?\s*\)/g
    const definition = /^\s{0,3}\[[^\]]+\]:\s*<?([^\s>]+)>?/
    const targets = [...prose.matchAll(inline)].map((match) => match[1] ?? '')
    const defined = definition.exec(prose)?.[1]
    if (defined !== undefined) targets.push(defined)
    for (const target of targets)
      if (target !== '' && !external.test(target)) links.push({ line: line.number, target })
  }
  return links
}

/**
 * The anchor GitHub gives a heading's text: the text as rendered (code spans, links and
 * emphasis reduced to their words), lower case, without punctuation, spaces made hyphens.
 */
export function headingSlug(heading: string): string {
  return heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/[`*]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-')
}

/** Every anchor the headings of a markdown text make; a repeated one gets `-1`, `-2`... */
export function headingAnchors(text: string): Set<string> {
  const anchors = new Set<string>()
  const seen = new Map<string, number>()
  for (const line of linesOf(text)) {
    const heading = line.code ? undefined : /^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$/.exec(line.text)?.[1]
    if (heading === undefined) continue
    const slug = headingSlug(heading)
    const count = seen.get(slug) ?? 0
    seen.set(slug, count + 1)
    anchors.add(count === 0 ? slug : `${slug}-${count}`)
  }
  return anchors
}

/** npm's own commands that run a script of the same name from package.json. */
const scriptCommands = new Set(['start', 'test', 'stop', 'restart'])

/** Every npm command of a markdown text that runs a package.json script, code included. */
export function npmCommands(text: string): NpmCommand[] {
  const commands: NpmCommand[] = []
  for (const line of linesOf(text)) {
    const pattern =
      /\bnpm\s+(?:(?:run|run-script)\s+(?:(?:-s|--silent)\s+)?([a-z][\w:.-]*)|(\w+)\b)/g
    for (const match of line.text.matchAll(pattern)) {
      const script = match[1] ?? (scriptCommands.has(match[2] ?? '') ? match[2] : undefined)
      if (script !== undefined) commands.push({ line: line.number, script })
    }
  }
  return commands
}

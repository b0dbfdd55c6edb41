// Length: an allow-list HTML parser; its tokenizer and tree builder belong together.
/**
 * The allow-list parser behind RichText. Blog bodies are HTML fragments authored with the
 * site (DECISIONS.md); even so they are never handed to the browser as HTML. This parser turns
 * a fragment into a small tree of allowed nodes, and everything outside the list is dropped:
 * dangerous elements with their content, other unknown elements unwrapped to their text, every
 * attribute except a safe `href` on links. The renderer builds React elements from the tree.
 */

export const allowedTags = ['p', 'strong', 'em', 'a', 'ul', 'ol', 'li', 'br'] as const
export type AllowedTag = (typeof allowedTags)[number]

export type RichNode =
  | { readonly kind: 'text'; readonly text: string }
  | {
      readonly kind: 'element'
      readonly tag: AllowedTag
      readonly href?: string
      readonly children: readonly RichNode[]
    }

export interface ParseResult {
  readonly nodes: readonly RichNode[]
  /** What was removed, for the content test that proves authored fragments lose nothing. */
  readonly dropped: readonly string[]
}

/** Elements whose content is code or UI, never prose: removed with everything inside. */
const dropWithContent = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'noscript',
  'template',
  'svg',
  'math',
  'textarea',
  'select',
  'title',
  'head',
  'frame',
  'frameset',
  'xmp',
  'noembed',
  'plaintext',
])

const voidTags = new Set([
  'br',
  'img',
  'hr',
  'input',
  'meta',
  'link',
  'source',
  'wbr',
  'area',
  'base',
  'col',
  'embed',
  'param',
  'track',
])

const namedEntities: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  rsquo: '’',
  lsquo: '‘',
  rdquo: '”',
  ldquo: '“',
  mdash: '—',
  ndash: '–',
  hellip: '…',
}

/** Decodes the character references of a text run or attribute value. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);?/gi, (whole, ref: string) => {
    if (ref.startsWith('#')) {
      const code =
        ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10)
      return Number.isFinite(code) &&
        code > 0 &&
        code <= 0x10ffff &&
        !(code >= 0xd800 && code <= 0xdfff)
        ? String.fromCodePoint(code)
        : '\ufffd'
    }
    return namedEntities[ref.toLowerCase()] ?? whole
  })
}

/**
 * A link target is kept only if it is a site path ("/offers", "/blog/articlepage/x#y") or an
 * https URL. Control characters and whitespace are stripped first, as browsers do, so
 * "java\tscript:" or an entity-encoded scheme cannot slip through.
 */
export function safeHref(raw: string): string | undefined {
  // eslint-disable-next-line no-control-regex
  const href = decodeEntities(raw).replace(/[\u0000-\u0020\u007f-\u009f]/g, '')
  if (href.startsWith('/') && !href.startsWith('//') && !href.startsWith('/\\')) return href
  try {
    const url = new URL(href)
    return url.protocol === 'https:' && url.username === '' && url.password === ''
      ? url.href
      : undefined
  } catch {
    return undefined
  }
}

function isAllowed(tag: string): tag is AllowedTag {
  return (allowedTags as readonly string[]).includes(tag)
}

interface OpenElement {
  tag: AllowedTag | null // null: an unwrapped unknown element, kept on the stack to match its end tag
  name: string
  href?: string
  children: RichNode[]
}

const attributePattern = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g

/** Parses an HTML fragment into allowed nodes; see the module comment for the rules. */
export function parseFragment(html: string): ParseResult {
  const dropped: string[] = []
  const root: OpenElement = { tag: null, name: '#root', children: [] }
  const stack: OpenElement[] = [root]
  const top = (): OpenElement => stack[stack.length - 1] ?? root
  const pushText = (text: string) => {
    if (text === '') return
    const siblings = top().children
    const last = siblings[siblings.length - 1]
    if (last?.kind === 'text')
      siblings[siblings.length - 1] = { kind: 'text', text: last.text + text }
    else siblings.push({ kind: 'text', text })
  }
  const close = (index: number) => {
    while (stack.length > index) {
      const element = stack.pop()
      if (element === undefined || element === root) break
      const parent = top()
      if (element.tag === null) {
        for (const child of element.children) {
          if (child.kind === 'text') pushText(child.text)
          else parent.children.push(child)
        }
      } else {
        parent.children.push({
          kind: 'element',
          tag: element.tag,
          ...(element.href !== undefined ? { href: element.href } : {}),
          children: element.children,
        })
      }
    }
  }

  let i = 0
  while (i < html.length) {
    const lt = html.indexOf('<', i)
    if (lt === -1) {
      pushText(decodeEntities(html.slice(i)))
      break
    }
    pushText(decodeEntities(html.slice(i, lt)))
    if (html.startsWith('<!--', lt)) {
      const end = html.indexOf('-->', lt + 4)
      dropped.push('comment')
      i = end === -1 ? html.length : end + 3
      continue
    }
    const tagMatch = /^<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/.exec(
      html.slice(lt),
    )
    if (tagMatch === null) {
      // A "<" that starts no tag (or "<!", "<?"): markup declarations are dropped, a lone "<" is text.
      if (/^<[!?]/.test(html.slice(lt))) {
        const end = html.indexOf('>', lt)
        dropped.push('declaration')
        i = end === -1 ? html.length : end + 1
      } else {
        pushText('<')
        i = lt + 1
      }
      continue
    }
    const [whole, slash, rawName = '', rawAttributes = ''] = tagMatch
    const name = rawName.toLowerCase()
    i = lt + whole.length

    if (slash === '/') {
      for (let s = stack.length - 1; s > 0; s--) {
        if (stack[s]?.name === name) {
          close(s)
          break
        }
      }
      continue
    }

    if (dropWithContent.has(name)) {
      dropped.push(name)
      const endTag = new RegExp(`</${name}\\s*>`, 'i')
      const rest = html.slice(i)
      const end = endTag.exec(rest)
      i = end === null ? html.length : i + end.index + end[0].length
      continue
    }

    const attributes = new Map<string, string>()
    for (const match of rawAttributes.matchAll(attributePattern)) {
      const attrName = (match[1] ?? '').toLowerCase()
      attributes.set(attrName, match[2] ?? match[3] ?? match[4] ?? '')
    }

    if (!isAllowed(name)) {
      dropped.push(name)
      if (!voidTags.has(name) && !whole.endsWith('/>'))
        stack.push({ tag: null, name, children: [] })
      continue
    }

    for (const attrName of attributes.keys()) {
      if (!(name === 'a' && attrName === 'href')) dropped.push(`${name}[${attrName}]`)
    }
    if (name === 'br') {
      top().children.push({ kind: 'element', tag: 'br', children: [] })
      continue
    }
    let href: string | undefined
    let tag: AllowedTag | null = name
    if (name === 'a') {
      href = safeHref(attributes.get('href') ?? '')
      if (href === undefined) {
        dropped.push('a[unsafe href]')
        tag = null
      }
    }
    stack.push({ tag, name, ...(href !== undefined ? { href } : {}), children: [] })
  }
  close(1)
  return { nodes: root.children, dropped }
}

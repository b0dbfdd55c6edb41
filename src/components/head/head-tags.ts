/**
 * The head tags of the current matches, merged in route order (a child's title, description,
 * canonical and Open Graph tags replace its parent's; JSON-LD entries accumulate). The same
 * list is printed into the prerendered HTML and applied to the live document on navigation.
 */
export type HeadTag =
  | { kind: 'title'; text: string }
  | { kind: 'meta'; attr: 'name' | 'property'; key: string; content: string }
  | { kind: 'link'; rel: string; href: string }
  | { kind: 'jsonld'; text: string }

type Tag = Record<string, unknown>

interface MatchHead {
  meta?: readonly (object | undefined)[] | undefined
  links?: readonly (object | undefined)[] | undefined
  headScripts?: readonly (object | undefined)[] | undefined
}

const tags = (list: readonly (object | undefined)[] | undefined): Tag[] =>
  (list ?? []).filter((t): t is object => t !== undefined) as Tag[]

/** Collects the merged head tags of a list of route matches. */
export function collectHeadTags(matches: readonly MatchHead[]): HeadTag[] {
  let title: string | undefined
  const metas = new Map<string, HeadTag & { kind: 'meta' }>()
  const links = new Map<string, HeadTag & { kind: 'link' }>()
  const scripts: HeadTag[] = []
  for (const match of matches) {
    for (const m of tags(match.meta)) {
      if (typeof m['title'] === 'string') title = m['title']
      const attr = typeof m['name'] === 'string' ? 'name' : 'property'
      const key = m[attr]
      if (typeof key === 'string' && typeof m['content'] === 'string')
        metas.set(`${attr}:${key}`, { kind: 'meta', attr, key, content: m['content'] })
    }
    for (const l of tags(match.links)) {
      if (typeof l['rel'] === 'string' && typeof l['href'] === 'string')
        links.set(l['rel'] === 'canonical' ? 'canonical' : `${l['rel']} ${l['href']}`, {
          kind: 'link',
          rel: l['rel'],
          href: l['href'],
        })
    }
    for (const s of tags(match.headScripts)) {
      if (s['type'] === 'application/ld+json' && typeof s['children'] === 'string')
        scripts.push({ kind: 'jsonld', text: s['children'] })
    }
  }
  return [
    ...(title === undefined ? [] : [{ kind: 'title' as const, text: title }]),
    ...metas.values(),
    ...links.values(),
    ...scripts,
  ]
}

const escapeAttr = (v: string) =>
  v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
const escapeText = (v: string) =>
  v.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** Serialises head tags to HTML; every managed tag carries `data-head` so navigation can replace it. */
export function renderHeadTags(tags: readonly HeadTag[]): string {
  return tags
    .map((tag) => {
      switch (tag.kind) {
        case 'title':
          return `<title>${escapeText(tag.text)}</title>`
        case 'meta':
          return `<meta data-head ${tag.attr}="${escapeAttr(tag.key)}" content="${escapeAttr(tag.content)}">`
        case 'link':
          return `<link data-head rel="${escapeAttr(tag.rel)}" href="${escapeAttr(tag.href)}">`
        case 'jsonld':
          return `<script data-head type="application/ld+json">${tag.text}</script>`
      }
    })
    .join('\n')
}

/** Replaces the managed head tags of a live document with a new list. */
export function applyHeadTags(doc: Document, tags: readonly HeadTag[]): void {
  for (const el of doc.head.querySelectorAll('[data-head]')) el.remove()
  const fragment = doc.createDocumentFragment()
  for (const tag of tags) {
    if (tag.kind === 'title') {
      doc.title = tag.text
      continue
    }
    const el =
      tag.kind === 'meta'
        ? doc.createElement('meta')
        : tag.kind === 'link'
          ? doc.createElement('link')
          : doc.createElement('script')
    el.setAttribute('data-head', '')
    if (tag.kind === 'meta') {
      el.setAttribute(tag.attr, tag.key)
      el.setAttribute('content', tag.content)
    } else if (tag.kind === 'link') {
      el.setAttribute('rel', tag.rel)
      el.setAttribute('href', tag.href)
    } else {
      el.setAttribute('type', 'application/ld+json')
      el.textContent = tag.text
    }
    fragment.append(el)
  }
  doc.head.append(fragment)
}

import { describe, expect, it } from 'vitest'
import { parseFragment, type RichNode } from '../../src/components/rich-text/rich-text.parse.ts'
import { isMediaKey } from '../media/index.ts'
import { sitePaths } from '../families.build-time.ts'
import { blogArticlePath } from '../routes.ts'
import { site } from '../site.ts'
import { seoSpec, shapeProblems, type ShapeSpec } from '../strict-shape.ts'
import { articles, blogPage } from './index.ts'

const media: ShapeSpec = (v) =>
  typeof v === 'string' && isMediaKey(v) ? undefined : `no media entry ${String(v)}`
const html: ShapeSpec = (v) => {
  if (typeof v !== 'string' || v.trim() === '') return 'expected an HTML fragment'
  const { dropped } = parseFragment(v)
  return dropped.length === 0 ? undefined : `the allow-list would drop ${dropped.join(', ')}`
}
const block: ShapeSpec = (v) => {
  const type = (v as { type?: unknown } | null)?.type
  const spec: ShapeSpec =
    type === 'image'
      ? { type: 'string', content: media, 'caption?': 'string' }
      : type === 'paragraph' || type === 'heading' || type === 'heading2'
        ? { type: 'string', content: html }
        : () => `unknown block type ${String(type)}`
  const problems = shapeProblems(v, spec)
  return problems.length === 0 ? undefined : problems.join('; ')
}

const articleSpec: ShapeSpec = {
  id: (v) => (typeof v === 'string' && /^[a-z0-9]+(-[a-z0-9]+)*$/.test(v) ? undefined : 'slug'),
  path: (v) => (typeof v === 'string' && v.startsWith('/blog/articlepage/') ? undefined : 'path'),
  title: 'string',
  content: (v) => (typeof v === 'string' ? undefined : 'subtitle string (may be empty)'),
  image: media,
  seo: seoSpec(site.name),
  datePublished: (v) =>
    typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v))
      ? undefined
      : 'ISO date',
  author: 'string',
  readingMinutes: 'number',
  body: [block],
}

function links(nodes: readonly RichNode[]): string[] {
  return nodes.flatMap((n) =>
    n.kind === 'element' ? [...(n.href ? [n.href] : []), ...links(n.children)] : [],
  )
}

describe('blog articles', () => {
  it('include the five articles of the specification, each once', () => {
    const ids = articles.map((a) => a.id)
    expect(new Set(ids).size).toBe(ids.length)
    expect(ids).toEqual(
      expect.arrayContaining([
        'article1',
        'wake-up-in-the-clouds',
        'top-7-things-to-do-in-chikmagalur-this-summer',
        `a-day-in-the-life-at-${site.slug}`,
        'coffee-trails-and-mountain-trails',
      ]),
    )
  })

  it.each(articles.map((a) => [a.id, a] as const))(
    '%s has exactly the expected shape',
    (_, article) => {
      expect(shapeProblems(article, articleSpec)).toEqual([])
    },
  )

  it('are listed newest first, so the featured article is the latest', () => {
    const dates = articles.map((a) => a.datePublished)
    expect(dates).toEqual([...dates].sort().reverse())
  })

  it('link only to routes of the site or to https pages', () => {
    const routes = new Set<string>(sitePaths)
    for (const article of articles) {
      for (const b of article.body) {
        if (b.type === 'image') continue
        for (const href of links(parseFragment(b.content).nodes)) {
          if (href.startsWith('https://')) continue
          expect(routes.has(href.split('#')[0] ?? ''), `${article.id} links to ${href}`).toBe(true)
        }
      }
    }
  })

  it('use titles and descriptions that are unique across the blog', () => {
    const titles = [blogPage.seo.title, ...articles.map((a) => a.seo.title)]
    const descriptions = [blogPage.seo.description, ...articles.map((a) => a.seo.description)]
    expect(new Set(titles).size).toBe(titles.length)
    expect(new Set(descriptions).size).toBe(descriptions.length)
    expect(shapeProblems(blogPage.seo, seoSpec(site.name))).toEqual([])
  })

  it('each have their page at /blog/articlepage/<id>', () => {
    for (const article of articles) expect(article.path).toBe(`/blog/articlepage/${article.id}`)
    expect(blogArticlePath('article1')).toBe('/blog/articlepage/article1')
  })
})

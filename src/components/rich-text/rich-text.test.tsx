import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { RichText } from './rich-text.tsx'
import { parseFragment, safeHref } from './rich-text.parse.ts'

const html = (fragment: string, as: 'block' | 'inline' = 'block') =>
  renderToStaticMarkup(<RichText html={fragment} as={as} />)

describe('RichText allow-list', () => {
  it('keeps the allowed tags and wraps loose inline content in a paragraph', () => {
    expect(html('A <strong>bold</strong> and <em>quiet</em> line<br>next')).toBe(
      '<p>A <strong>bold</strong> and <em>quiet</em> line<br/>next</p>',
    )
    // Lists keep their tags and take the site's bulleted-list style (a class, never a style).
    expect(
      html('<ul><li>one</li><li>two</li></ul><ol><li>three</li></ol>').replace(
        / class="[^"]+"/g,
        '',
      ),
    ).toBe('<ul><li>one</li><li>two</li></ul><ol><li>three</li></ol>')
    expect(html('<ul><li>one</li></ul>')).toMatch(/^<ul class="[^"]+"><li>one<\/li><\/ul>$/)
    expect(html('<p>first</p><p>second</p>')).toBe('<p>first</p><p>second</p>')
  })

  it('keeps internal and https links, adding rel to external ones', () => {
    expect(html('<a href="/offers">offers</a>')).toBe('<p><a href="/offers">offers</a></p>')
    expect(html("<a href='https://example.org/x'>x</a>")).toBe(
      '<p><a href="https://example.org/x" rel="noopener noreferrer">x</a></p>',
    )
  })

  it.each([
    ['<script>alert(1)</script>ok', '<p>ok</p>'],
    ['<SCRIPT type="text/javascript">alert(1)</SCRIPT >ok', '<p>ok</p>'],
    ['<style>body{display:none}</style>ok', '<p>ok</p>'],
    ['<iframe src="https://evil.example"></iframe>ok', '<p>ok</p>'],
    ['<svg><script>alert(1)</script><a href="/x">x</a></svg>ok', '<p>ok</p>'],
    ['<img src=x onerror=alert(1)>ok', '<p>ok</p>'],
    ['<p onclick="alert(1)" style="color:red" class="x">ok</p>', '<p>ok</p>'],
    ['<a href="javascript:alert(1)">click</a>', '<p>click</p>'],
    ['<a href="JaVaScRiPt:alert(1)">click</a>', '<p>click</p>'],
    ['<a href="java\tscript:alert(1)">click</a>', '<p>click</p>'],
    ['<a href="&#106;avascript:alert(1)">click</a>', '<p>click</p>'],
    ['<a href="data:text/html,<script>alert(1)</script>">click</a>', '<p>click</p>'],
    ['<a href="vbscript:msgbox(1)">click</a>', '<p>click</p>'],
    ['<a href="//evil.example/">click</a>', '<p>click</p>'],
    ['<a href="/\\evil.example/">click</a>', '<p>click</p>'],
    ['<a href="http://plain.example/">click</a>', '<p>click</p>'],
    ['<a href="https://user:pw@evil.example/">click</a>', '<p>click</p>'],
    ['<a href="/ok" onmouseover="alert(1)" target="_blank">ok</a>', '<p><a href="/ok">ok</a></p>'],
    ['<div><span>wrapped</span> <h1>text</h1></div>', '<p>wrapped text</p>'],
    ['<!-- <script>alert(1)</script> -->ok', '<p>ok</p>'],
    ['<!DOCTYPE html>ok', '<p>ok</p>'],
    ['&lt;script&gt;alert(1)&lt;/script&gt;', '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>'],
    ['<strong>unclosed <em>tags', '<p><strong>unclosed <em>tags</em></strong></p>'],
    ['stray </p></strong> end tags', '<p>stray  end tags</p>'],
    ['1 < 2 and 3 > 2', '<p>1 &lt; 2 and 3 &gt; 2</p>'],
    ['<textarea><a href="/x">x</a></textarea>ok', '<p>ok</p>'],
    ['<script>never closed <a href="/x">x</a>', ''],
    ['<form action="https://evil.example"><input name="q"><button>Go</button></form>', '<p>Go</p>'],
  ])('drops hostile markup: %s', (fragment, expected) => {
    expect(html(fragment)).toBe(expected)
  })

  it('never lets a handler, a style or a script tag through, whatever the input', () => {
    const hostile = [
      '<a href="/x" onclick=alert(1)>x</a>',
      '<p/onmouseover=alert(1)>x</p>',
      '<<script>script>alert(1)<</script>/script>',
      '<scr<script>ipt>alert(1)</script>',
      '<a href="/x"\nonfocus="alert(1)" autofocus>x</a>',
      '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
    ]
    for (const fragment of hostile) {
      const out = html(fragment)
      expect(out).not.toMatch(/<script|<style|<img|on[a-z]+=|javascript:/i)
    }
  })

  it('inline mode reduces blocks to their inline content, for headings', () => {
    expect(html('<p>Title <em>here</em></p><ul><li>x</li></ul>', 'inline')).toBe(
      'Title <em>here</em>x',
    )
  })

  it('reports what it dropped', () => {
    expect(parseFragment('<p class="x">a</p><script>b</script>').dropped).toEqual([
      'p[class]',
      'script',
    ])
    expect(parseFragment('<p>a <strong>b</strong></p>').dropped).toEqual([])
  })

  it('accepts only site paths and https URLs as link targets', () => {
    expect(safeHref('/blog/articlepage/article1')).toBe('/blog/articlepage/article1')
    expect(safeHref('https://maps.google.com/?q=1')).toBe('https://maps.google.com/?q=1')
    expect(safeHref('mailto:x@example.org')).toBeUndefined()
    expect(safeHref(' javascript:alert(1)')).toBeUndefined()
  })
})

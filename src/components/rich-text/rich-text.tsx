import { createElement, Fragment, type ReactNode } from 'react'
import { bulletsClass } from '../section/lists.tsx'
import { parseFragment, type RichNode } from './rich-text.parse.ts'

const blockTags = new Set(['p', 'ul', 'ol'])

function renderNodes(nodes: readonly RichNode[], keyPrefix: string): ReactNode[] {
  return nodes.map((node, index) => {
    const key = `${keyPrefix}${index}`
    if (node.kind === 'text') return <Fragment key={key}>{node.text}</Fragment>
    const children = renderNodes(node.children, `${key}.`)
    switch (node.tag) {
      case 'br':
        return <br key={key} />
      case 'a': {
        const external = node.href?.startsWith('https://') ?? false
        return external ? (
          <a key={key} href={node.href} rel="noopener noreferrer">
            {children}
          </a>
        ) : (
          <a key={key} href={node.href}>
            {children}
          </a>
        )
      }
      case 'ul':
      case 'ol':
        return createElement(node.tag, { key, className: bulletsClass }, children)
      default:
        return createElement(node.tag, { key }, children)
    }
  })
}

/** Block elements flattened to their inline content, for headings. */
function inlineOnly(nodes: readonly RichNode[]): RichNode[] {
  return nodes.flatMap((node): RichNode[] =>
    node.kind === 'element' && (blockTags.has(node.tag) || node.tag === 'li')
      ? inlineOnly(node.children)
      : [node],
  )
}

export interface RichTextProps {
  /** An HTML fragment from bundled content; never text from a request. */
  readonly html: string
  /**
   * `block`: paragraphs and lists; a run of loose inline content is wrapped in a <p>.
   * `inline`: for headings and captions; block elements are reduced to their inline content.
   */
  readonly as?: 'block' | 'inline'
}

/**
 * Renders a bundled HTML fragment through the allow-list of rich-text.parse.ts as React
 * elements (p, strong, em, a with a safe href, ul, ol, li, br). Nothing is ever injected as
 * HTML, so a hostile fragment renders, at worst, as harmless text.
 */
export function RichText({ html, as = 'block' }: RichTextProps) {
  const { nodes } = parseFragment(html)
  if (as === 'inline') return <>{renderNodes(inlineOnly(nodes), 'i')}</>
  const groups: { block: boolean; nodes: RichNode[] }[] = []
  for (const node of nodes) {
    const block = node.kind === 'element' && blockTags.has(node.tag)
    const last = groups[groups.length - 1]
    if (!block && last !== undefined && !last.block) last.nodes.push(node)
    else groups.push({ block, nodes: [node] })
  }
  return (
    <>
      {groups.map((group, index) => {
        if (group.block)
          return <Fragment key={index}>{renderNodes(group.nodes, `b${index}.`)}</Fragment>
        const onlyWhitespace = group.nodes.every((n) => n.kind === 'text' && n.text.trim() === '')
        return onlyWhitespace ? null : <p key={index}>{renderNodes(group.nodes, `b${index}.`)}</p>
      })}
    </>
  )
}

import type MermaidApi from 'mermaid'
import { useEffect, useId, useRef, useState } from 'react'
import { diagramNodeId } from './machine-diagrams.ts'

type Mermaid = typeof MermaidApi
let mermaid: Promise<Mermaid> | undefined

/** Mermaid from npm, loaded by the panel alone (no CDN: it works offline). */
function loadMermaid(): Promise<Mermaid> {
  mermaid ??= import('mermaid').then(({ default: m }) => {
    m.initialize({ startOnLoad: false, securityLevel: 'strict', theme: 'neutral' })
    return m
  })
  return mermaid
}

/**
 * The drawn groups of one state: Mermaid gives each state's group the id
 * `<render id>-state-<the diagram's id for it>-<n>` (a compound state's also a `data-id`).
 */
function nodeElements(svg: SVGSVGElement, id: string): Element[] {
  return [...svg.querySelectorAll('g.node, g.statediagram-cluster')].filter(
    (g) => g.getAttribute('data-id') === id || /-state-([A-Za-z0-9_]+)-\d+$/.exec(g.id)?.[1] === id,
  )
}

/**
 * One machine's diagram (the Mermaid source of docs/machines) with the states the actor is in
 * marked, updated as it moves.
 */
export function DiagramView({
  source,
  activeStateIds,
}: {
  source: string
  activeStateIds: readonly string[]
}) {
  const holder = useRef<HTMLDivElement>(null)
  const [error, setError] = useState<string | undefined>()
  const [drawn, setDrawn] = useState(0)
  const [fit, setFit] = useState(false)
  const renderId = `diagram-${useId().replace(/[^A-Za-z0-9]/g, '')}`

  useEffect(() => {
    let cancelled = false
    loadMermaid()
      .then((m) => m.render(renderId, source))
      .then(({ svg }) => {
        if (cancelled || holder.current === null) return
        holder.current.innerHTML = svg
        // Mermaid draws to the container's width; the panel shows the natural size (or fits).
        const drawing = holder.current.querySelector('svg')
        const box = drawing?.viewBox.baseVal
        if (drawing && box && box.width > 0) {
          drawing.setAttribute('width', String(Math.ceil(box.width)))
          drawing.setAttribute('height', String(Math.ceil(box.height)))
          drawing.style.removeProperty('max-width')
        }
        setError(undefined)
        setDrawn((n) => n + 1)
      })
      .catch((cause: unknown) => {
        if (!cancelled) setError(cause instanceof Error ? cause.message : String(cause))
      })
    return () => {
      cancelled = true
    }
  }, [source, renderId])

  const activeKey = activeStateIds.join(' ')
  useEffect(() => {
    const svg = holder.current?.querySelector('svg')
    if (!svg) return
    for (const g of svg.querySelectorAll('[data-active]')) g.removeAttribute('data-active')
    let leaf: Element | undefined
    for (const id of activeKey.split(' ')) {
      for (const g of nodeElements(svg, diagramNodeId(id))) {
        g.setAttribute('data-active', '')
        if (g.matches('g.node')) leaf ??= g
      }
    }
    // Keep the current state in view inside the diagram's own scroll box.
    const box = holder.current
    if (leaf !== undefined && box !== null) {
      const at = leaf.getBoundingClientRect()
      const frame = box.getBoundingClientRect()
      box.scrollLeft += at.left - frame.left - frame.width / 2 + at.width / 2
      box.scrollTop += at.top - frame.top - frame.height / 2 + at.height / 2
    }
  }, [activeKey, drawn, fit])

  return (
    <figure className="diagram" data-fit={fit ? '' : undefined}>
      <div className="tools">
        <button type="button" aria-pressed={fit} onClick={() => setFit(!fit)}>
          Fit to width
        </button>
      </div>
      <div ref={holder} className="diagram-svg" />
      {error === undefined ? null : <figcaption role="alert">Diagram failed: {error}</figcaption>}
    </figure>
  )
}

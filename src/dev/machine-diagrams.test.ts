import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { diagramNodeId, parseDiagramPage } from './machine-diagrams.ts'

describe('the diagram pages of docs/machines', () => {
  it('give the title, the machine id and the Mermaid source', () => {
    const text = readFileSync(join(import.meta.dirname, '../../docs/machines/menu.md'), 'utf8')
    const diagram = parseDiagramPage('menu', text)
    expect(diagram?.title).toBe('Mobile side menu')
    expect(diagram?.machineId).toBe('menu')
    expect(diagram?.source.split('\n')[0]).toBe('stateDiagram-v2')
    expect(diagram?.source).toContain('menu_closed --> menu_open : TOGGLE')
    expect(diagram?.source).not.toContain('```')
  })

  it('name a state node as the diagram does', () => {
    expect(diagramNodeId('enquiryForm.form.editing')).toBe('enquiryForm_form_editing')
    expect(diagramNodeId('offers-widget.visible')).toBe('offers_widget_visible')
  })

  it('without a heading or a diagram give nothing', () => {
    expect(parseDiagramPage('x', '# Title\n\n```mermaid\nstateDiagram-v2\n```')).toBeUndefined()
    expect(parseDiagramPage('x', '# Title (`x`)\n\nno diagram')).toBeUndefined()
  })
})

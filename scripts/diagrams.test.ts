import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { createMachine } from 'xstate'
import { diagramPage, machineRegistry, toMermaid } from './machine-diagrams.ts'

const docs = join(dirname(fileURLToPath(import.meta.url)), '..', 'docs', 'machines')

describe('machine diagrams', () => {
  it.each(machineRegistry.map((e) => [e.name, e] as const))(
    'docs/machines/%s.md is up to date (run npm run diagrams)',
    (name, entry) => {
      expect(readFileSync(join(docs, `${name}.md`), 'utf8')).toBe(diagramPage(entry))
    },
  )

  it('draws initial, final, nested states and labelled transitions', () => {
    const machine = createMachine({
      id: 'm',
      initial: 'a',
      states: {
        a: { on: { GO: 'b' }, after: { 500: 'c' } },
        b: { initial: 'x', states: { x: { on: { STOP: '#m.c' } } } },
        c: { type: 'final' },
      },
    })
    expect(toMermaid(machine)).toBe(
      [
        'stateDiagram-v2',
        '  [*] --> m_a',
        '  state "a" as m_a',
        '  state "b" as m_b',
        '  state m_b {',
        '    [*] --> m_b_x',
        '    state "x" as m_b_x',
        '    m_b_x --> m_c : STOP',
        '  }',
        '  state "c" as m_c',
        '  m_c --> [*]',
        '  m_a --> m_b : GO',
        '  m_a --> m_c : after 500',
      ].join('\n'),
    )
  })

  it('draws a parallel root as one state holding its regions, as Mermaid requires', () => {
    const machine = createMachine({
      id: 'p',
      type: 'parallel',
      on: { RESET: '.a.x' },
      states: {
        a: { initial: 'x', states: { x: {} } },
        b: { initial: 'y', states: { y: {} } },
      },
    })
    expect(toMermaid(machine)).toBe(
      [
        'stateDiagram-v2',
        '  state "p" as p',
        '  state p {',
        '    state "a" as p_a',
        '    state p_a {',
        '      [*] --> p_a_x',
        '      state "x" as p_a_x',
        '    }',
        '    --',
        '    state "b" as p_b',
        '    state p_b {',
        '      [*] --> p_b_y',
        '      state "y" as p_b_y',
        '    }',
        '  }',
        '  p --> p_a_x : RESET',
      ].join('\n'),
    )
  })

  it('draws a machine without states as its one state, with the transitions it takes there', () => {
    const machine = createMachine({
      id: 'count',
      context: { n: 0 },
      on: { ADD: { guard: () => true, actions: 'add' } },
    })
    expect(toMermaid(machine)).toBe(
      [
        'stateDiagram-v2',
        '  [*] --> count',
        '  state "count" as count',
        '  count --> count : ADD [guard] / add',
      ].join('\n'),
    )
  })
})

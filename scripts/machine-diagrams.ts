import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate'
import { bookingBarMachine } from '../machines/booking-bar/booking-bar.machine.ts'
import { bookingPartyMachine } from '../machines/booking-party/booking-party.machine.ts'
import { bookingSheetMachine } from '../machines/booking-sheet/booking-sheet.machine.ts'
import { carouselMachine } from '../machines/carousel/carousel.machine.ts'
import { deskLiveMachine } from '../machines/desk-live/desk-live.machine.ts'
import { deskSessionMachine } from '../machines/desk-session/desk-session.machine.ts'
import { enquiryFormMachine } from '../machines/enquiry-form/enquiry-form.machine.ts'
import { enquiryLifeMachine } from '../machines/enquiry-life/enquiry-life.machine.ts'
import { lightboxMachine } from '../machines/lightbox/lightbox.machine.ts'
import { menuMachine } from '../machines/menu/menu.machine.ts'
import { offersWidgetMachine } from '../machines/offers-widget/offers-widget.machine.ts'
import { promoModalMachine } from '../machines/promo-modal/promo-modal.machine.ts'
import { revealMachine } from '../machines/reveal/reveal.machine.ts'
import { videoMachine } from '../machines/video/video.machine.ts'
import { weatherMachine } from '../machines/weather/weather.machine.ts'

/** Every machine of the site, by folder name: the diagrams and their freshness test read this. */
export const machineRegistry: ReadonlyArray<{
  name: string
  title: string
  machine: AnyStateMachine
}> = [
  { name: 'menu', title: 'Mobile side menu', machine: menuMachine },
  { name: 'video', title: 'Home video', machine: videoMachine },
  { name: 'weather', title: 'Weather card', machine: weatherMachine },
  { name: 'booking-bar', title: 'Booking bar: stay dates', machine: bookingBarMachine },
  { name: 'booking-party', title: 'Booking bar: party', machine: bookingPartyMachine },
  { name: 'booking-sheet', title: 'Booking sheet', machine: bookingSheetMachine },
  { name: 'enquiry-form', title: 'Enquiry form', machine: enquiryFormMachine },
  { name: 'promo-modal', title: 'Promotional modal', machine: promoModalMachine },
  { name: 'offers-widget', title: 'Limited-offers widget', machine: offersWidgetMachine },
  { name: 'reveal', title: 'Scroll reveal', machine: revealMachine },
  { name: 'lightbox', title: 'Gallery lightbox', machine: lightboxMachine },
  { name: 'carousel', title: 'Carousels', machine: carouselMachine },
  {
    name: 'enquiry-life',
    title: 'Reservations desk: an enquiry’s life',
    machine: enquiryLifeMachine,
  },
  { name: 'desk-session', title: 'Reservations desk: the session', machine: deskSessionMachine },
  { name: 'desk-live', title: 'Reservations desk: the live list', machine: deskLiveMachine },
]

const nodeId = (node: AnyStateNode): string => node.id.replace(/[^A-Za-z0-9_]/g, '_')

function guardLabel(guard: unknown): string {
  if (typeof guard === 'string') return guard
  if (typeof guard === 'function' || (typeof guard === 'object' && guard !== null)) {
    const g = guard as { type?: unknown; guards?: unknown[]; check?: { name?: string } }
    const combinator = { checkNot: 'not', checkAnd: 'and', checkOr: 'or' }[g.check?.name ?? '']
    if (combinator !== undefined && Array.isArray(g.guards))
      return `${combinator} ${g.guards.map(guardLabel).join(', ')}`
    if (typeof g.type === 'string') return g.type
  }
  return 'guard'
}

function eventLabel(eventType: string): string {
  if (eventType === '') return 'always'
  const after = /^xstate\.after\.([^.]+)\./.exec(eventType)
  if (after) return `after ${after[1]}`
  const done = /^xstate\.done\.actor\.(.+)$/.exec(eventType)
  if (done) return `done ${done[1]}`
  const error = /^xstate\.error\.actor\.(.+)$/.exec(eventType)
  if (error) return `error ${error[1]}`
  return eventType
}

function actionLabel(t: AnyTransitionDefinition): string {
  const names = (t.actions as unknown[])
    .map((a) =>
      typeof a === 'string'
        ? a
        : typeof a === 'object' && a !== null && 'type' in a
          ? String(a.type)
          : '',
    )
    .filter((n) => n !== '' && !n.startsWith('xstate.'))
  return names.length > 0 ? ` / ${names.join(', ')}` : ''
}

function transitionLines(
  node: AnyStateNode,
  indent: string,
  sources: AnyStateNode[] = [node],
): string[] {
  const all: AnyTransitionDefinition[] = [
    ...[...node.transitions.values()].flat(),
    ...(node.always ?? []),
  ]
  return all.flatMap((t) => {
    const label = `${eventLabel(String(t.eventType))}${t.guard ? ` [${guardLabel(t.guard)}]` : ''}${actionLabel(t)}`
    return sources.flatMap((source) => {
      const targets = (t.target ?? [source]) as AnyStateNode[]
      return targets.map(
        (target) =>
          `${indent}${nodeId(source)} --> ${nodeId(target)} : ${label.replace(/:/g, ' ')}`,
      )
    })
  })
}

function nodeLines(node: AnyStateNode, indent: string): string[] {
  const children = Object.values(node.states) as AnyStateNode[]
  const lines = [`${indent}state "${node.key}" as ${nodeId(node)}`]
  if (children.length === 0) {
    if (node.type === 'final') lines.push(`${indent}${nodeId(node)} --> [*]`)
    return lines
  }
  lines.push(`${indent}state ${nodeId(node)} {`)
  lines.push(...childLines(node, `${indent}  `))
  lines.push(`${indent}}`)
  return lines
}

function childLines(node: AnyStateNode, indent: string): string[] {
  const children = Object.values(node.states) as AnyStateNode[]
  const lines: string[] = []
  if (node.type === 'parallel') {
    children.forEach((child, i) => {
      if (i > 0) lines.push(`${indent}--`)
      lines.push(...nodeLines(child, indent))
    })
  } else {
    const initial = (node.initial?.target ?? []) as AnyStateNode[]
    for (const target of initial) lines.push(`${indent}[*] --> ${nodeId(target)}`)
    for (const child of children) lines.push(...nodeLines(child, indent))
  }
  for (const child of children) lines.push(...descendantTransitions(child, indent))
  return lines
}

// Transitions are listed in the block of the source's parent, after every state is declared.
function descendantTransitions(node: AnyStateNode, indent: string): string[] {
  return transitionLines(node, indent)
}

/**
 * Renders a machine as a Mermaid `stateDiagram-v2`: compound and parallel states as nested
 * blocks, initial and final markers, and one arrow per transition labelled with its event
 * (delays as `after NAME`, invocations as `done`/`error` of the actor), guard and actions.
 */
export function toMermaid(machine: AnyStateMachine): string {
  const root = machine.root
  // Mermaid allows regions (`--`) only inside a state, so a parallel root is drawn as one
  // state holding its regions; its own transitions leave that state.
  if (root.type === 'parallel')
    return [
      'stateDiagram-v2',
      `  state "${root.key}" as ${nodeId(root)}`,
      `  state ${nodeId(root)} {`,
      ...childLines(root, '    '),
      '  }',
      ...transitionLines(root, '  '),
    ].join('\n')
  // Otherwise the root is not drawn: its transitions apply in every top-level state, so each
  // top-level state gets the arrow.
  const topLevel = Object.values(root.states) as AnyStateNode[]
  // A machine of one state (its context is all it holds) is drawn as that one state.
  if (topLevel.length === 0)
    return [
      'stateDiagram-v2',
      `  [*] --> ${nodeId(root)}`,
      `  state "${root.key}" as ${nodeId(root)}`,
      ...transitionLines(root, '  '),
    ].join('\n')
  return [
    'stateDiagram-v2',
    ...childLines(root, '  '),
    ...transitionLines(root, '  ', topLevel),
  ].join('\n')
}

/** The Markdown page for one machine, as `npm run diagrams` writes it to docs/machines. */
export function diagramPage(entry: (typeof machineRegistry)[number]): string {
  return [
    `# ${entry.title} (\`${entry.machine.id}\`)`,
    '',
    `Generated from \`machines/${entry.name}/${entry.name}.machine.ts\` by \`npm run diagrams\`; a test fails when this file is out of date.`,
    '',
    '```mermaid',
    toMermaid(entry.machine),
    '```',
    '',
  ].join('\n')
}

import { describe, expect, it } from 'vitest'
import { createActor, getInitialSnapshot, transition } from 'xstate'
import { getShortestPaths, getSimplePaths } from 'xstate/graph'
import { enquiryLifeOracle } from '../../tests/model/oracles/enquiry-life.oracle.ts'
import { formatEvent, isWorldEvent } from '../testing/oracle.ts'
import { proveOracle } from '../testing/prove-oracle.ts'
import {
  endedStatuses,
  enquiryLifeMachine,
  selectHolderId,
  selectIsEnded,
  selectStatus,
  selectVersion,
  stateOfStatus,
  type EnquiryLifeEvent,
  type EnquiryLifeSnapshot,
} from './enquiry-life.machine.ts'

proveOracle(enquiryLifeOracle, enquiryLifeMachine)

const asha = { id: 2, role: 'reservations' } as const
const meera = { id: 1, role: 'manager' } as const

describe('enquiry life machine', () => {
  it('starts new, held by nobody, at version 0', () => {
    const s = createActor(enquiryLifeMachine).start().getSnapshot()
    expect([selectStatus(s), selectHolderId(s), selectVersion(s), selectIsEnded(s)]).toEqual([
      'new',
      null,
      0,
      false,
    ])
  })

  it('stores each state as its status, and reads each status back as that state', () => {
    // the strings of the database and the desk API (issue 42's design)
    const statuses = ['new', 'in-hand', 'replied', 'booked', 'not-booked', 'spam'] as const
    expect(Object.keys(stateOfStatus).sort()).toEqual([...statuses].sort())
    for (const status of statuses) {
      const s = enquiryLifeMachine.resolveState({
        value: stateOfStatus[status],
        context: { holderId: 2, version: 3 },
      })
      expect(selectStatus(s)).toBe(status)
      expect(selectIsEnded(s)).toBe(['booked', 'not-booked', 'spam'].includes(status))
    }
    expect(endedStatuses).toEqual(['booked', 'not-booked', 'spam'])
  })

  it('counts every accepted event in the version, and nothing refused', () => {
    const actor = createActor(enquiryLifeMachine).start()
    const steps = [
      { type: 'NOTE', actor: asha },
      { type: 'TAKE', actor: asha },
      { type: 'RELEASE', actor: { id: 3, role: 'reservations' } }, // refused: Ravi holds nothing
      { type: 'REPLY', actor: asha },
      { type: 'GUEST_WROTE', actor: { id: 0, role: 'system' } },
      { type: 'RELEASE', actor: asha },
      { type: 'REPLY', actor: meera },
      { type: 'REPLY_FAILED', actor: { id: 0, role: 'system' } },
      { type: 'MARK_BOOKED', actor: meera },
      { type: 'REOPEN', actor: asha }, // refused: managers only
      { type: 'REOPEN', actor: meera },
      { type: 'MARK_SPAM', actor: meera },
    ] as const
    const seen = steps.map((event) => {
      actor.send(event)
      const s = actor.getSnapshot()
      return `${selectStatus(s)} ${selectHolderId(s)} v${selectVersion(s)}`
    })
    expect(seen).toEqual([
      'new null v1',
      'in-hand 2 v2',
      'in-hand 2 v2',
      'replied 2 v3',
      'in-hand 2 v4',
      'new null v5',
      'replied 1 v6',
      'in-hand 1 v7',
      'booked 1 v8',
      'booked 1 v8',
      'in-hand 1 v9',
      'spam 1 v10',
    ])
  })
})

/*
 * The other way round: paths generated from the machine itself (xstate/graph), every shortest
 * and every simple path from a new enquiry over the table's vocabulary, two states being the
 * same when their status and holder are (the version only counts). Every step must be a row of
 * the table; together the paths must reach every state of the table and, for the simple paths,
 * take every row that changes the state, but for the releases, which lead back to the new
 * enquiry every path starts from (a simple path visits a state once), and the notes, which
 * change no state. The shortest paths are also replayed from a new enquiry, the version at the
 * end being the number of steps (the 1,203 simple paths are not: their 6,653 steps cost seconds
 * on a loaded machine, and the property test in enquiry-life.decide.test.ts counts versions
 * over long histories).
 */
describe('paths generated from the machine', () => {
  const events = enquiryLifeOracle.events.filter((e): e is EnquiryLifeEvent => !isWorldEvent(e))
  const options = {
    events,
    serializeState: (s: EnquiryLifeSnapshot) => JSON.stringify([s.value, s.context.holderId]),
  }
  const rowKey = (from: string, event: EnquiryLifeEvent, to: string) =>
    `${from} —${formatEvent(event)}→ ${to}`
  const tableRows = new Set(
    enquiryLifeOracle.rows.map((r) => rowKey(r.from, r.event as EnquiryLifeEvent, r.to)),
  )
  // the table's state for a snapshot, by the same key (thousands of steps: no search)
  const labels = new Map(
    Object.entries(enquiryLifeOracle.states).map(([label, state]) => [
      JSON.stringify([state.value, state.context?.['holderId']]),
      label,
    ]),
  )
  const labelOf = (s: EnquiryLifeSnapshot) =>
    labels.get(options.serializeState(s)) ?? `(not in the table: ${options.serializeState(s)})`

  it.each([
    ['shortest', getShortestPaths(enquiryLifeMachine, options)],
    ['simple', getSimplePaths(enquiryLifeMachine, options)],
  ] as const)('every %s path takes only rows of the table', (kind, paths) => {
    const reached = new Set<string>()
    const taken = new Set<string>()
    const problems: string[] = []
    for (const path of paths) {
      // the first step is the machine starting (xstate.init)
      const [start, ...steps] = path.steps
      let from = labelOf(start!.state)
      reached.add(from)
      for (const step of steps) {
        const to = labelOf(step.state)
        const key = rowKey(from, step.event, to)
        if (!tableRows.has(key)) problems.push(`not in the table: ${key}`)
        taken.add(key)
        reached.add(to)
        from = to
      }
      if (kind === 'shortest') {
        let snapshot = getInitialSnapshot(enquiryLifeMachine)
        for (const step of steps) snapshot = transition(enquiryLifeMachine, snapshot, step.event)[0]
        if (labelOf(snapshot) !== from || selectVersion(snapshot) !== steps.length)
          problems.push(
            `replayed: ${labelOf(snapshot)} v${selectVersion(snapshot)}, not ${from} v${steps.length}`,
          )
      }
    }
    expect(problems).toEqual([])
    expect([...reached].sort()).toEqual(Object.keys(enquiryLifeOracle.states).sort())
    if (kind === 'simple')
      expect([...taken].sort()).toEqual(
        enquiryLifeOracle.rows
          .filter((r) => r.from !== r.to && r.to !== 'new')
          .map((r) => rowKey(r.from, r.event as EnquiryLifeEvent, r.to))
          .sort(),
      )
  })
})

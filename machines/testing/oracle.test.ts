import { assign, fromPromise, setup } from 'xstate'
import { describe, expect, it } from 'vitest'
import {
  after,
  done,
  failed,
  formatEvent,
  tablePaths,
  tableProblems,
  type Oracle,
} from './oracle.ts'
import { labelOf, MachineRun, transitionsOf } from './oracle-machine.ts'

/** A kettle: ON heats it, it boils after 3 s, a request reports it, OFF stops it. */
const kettle = (boilMs: number) =>
  setup({
    types: { events: {} as { type: 'ON' } | { type: 'OFF' }, context: {} as { reports: number } },
    actors: { report: fromPromise<string>(() => Promise.resolve('sent')) },
  }).createMachine({
    id: 'kettle',
    context: { reports: 0 },
    initial: 'cold',
    states: {
      cold: { on: { ON: 'heating' } },
      heating: { after: { [boilMs]: 'boiled' }, on: { OFF: 'cold' } },
      boiled: {
        invoke: {
          src: 'report',
          id: 'report',
          onDone: {
            target: 'cold',
            actions: assign({ reports: ({ context }) => context.reports + 1 }),
          },
          onError: 'cold',
        },
      },
    },
  })

type K = 'cold' | 'heating' | 'boiled' | 'cold, reported'
const oracle: Oracle<K> = {
  name: 'kettle',
  states: {
    cold: { value: 'cold', context: { reports: 0 }, sees: [] },
    'cold, reported': { value: 'cold', context: { reports: 1 }, sees: [] },
    heating: { value: 'heating', sees: [] },
    boiled: { value: 'boiled', sees: [] },
  },
  scenarios: [{ name: 'a kettle', initial: 'cold' }],
  rows: [
    { from: 'cold', event: { type: 'ON' }, to: 'heating' },
    { from: 'heating', event: { type: 'OFF' }, to: 'cold' },
    { from: 'heating', event: after(3000), to: 'boiled' },
    { from: 'boiled', event: done('report', 'sent'), to: 'cold, reported' },
    { from: 'boiled', event: failed('report'), to: 'cold' },
  ],
  events: [{ type: 'ON' }, { type: 'OFF' }, after(60_000)],
}

describe('oracle tables', () => {
  it('generate paths that take every row, none a prefix of another', () => {
    const paths = tablePaths(oracle)
    const taken = new Set(paths.flatMap((p) => p.rows))
    expect(taken.size).toBe(oracle.rows.length)
    expect(paths.map((p) => p.rows.length).sort()).toEqual([2, 3, 3])
  })

  it('find what is wrong with a table: unknown states, two answers, rows never reached', () => {
    const broken: Oracle<string> = {
      ...oracle,
      rows: [
        ...oracle.rows,
        { from: 'cold', event: { type: 'ON' }, to: 'boiled' },
        { from: 'nowhere', event: { type: 'OFF' }, to: 'cold' },
        { from: 'cold, reported', event: { type: 'OFF' }, to: 'cold' },
      ],
    }
    const problems = tableProblems(broken).join('\n')
    expect(problems).toMatch(/two rows for ON in cold/)
    expect(problems).toMatch(/nowhere —OFF→ cold: unknown state/)
    expect(tableProblems({ ...oracle, rows: oracle.rows.slice(0, 3) })).toEqual([])
  })

  it('tell a request’s answers apart by what it settled with: one row for each', () => {
    const twoAnswers: Oracle<K> = {
      ...oracle,
      rows: [
        ...oracle.rows,
        { from: 'boiled', event: failed('report', { status: 409 }), to: 'cold' },
      ],
    }
    expect(tableProblems(twoAnswers)).toEqual([])
    expect(formatEvent(failed('report', { status: 409 }))).toBe('report fails {"status":409}')
    const again = { ...twoAnswers, rows: [...twoAnswers.rows, twoAnswers.rows.at(-1)!] }
    expect(tableProblems(again).join('\n')).toMatch(/two rows for report fails \{"status":409\}/)
  })

  it('hold a wait to the millisecond: a machine that boils early fails', async () => {
    // boiling a millisecond early throws inside the wait; late, the kettle is still heating
    for (const [boilMs, holds] of [
      [3000, 'boiled'],
      [2999, 'throws'],
      [3001, 'heating'],
    ] as const) {
      const machine = kettle(boilMs)
      const run = new MachineRun(oracle, machine, oracle.scenarios[0], {
        logic: (controlled) => machine.provide({ actors: { report: controlled.actor<string>() } }),
      })
      await run.perform({ type: 'ON' })
      const outcome = run.perform(after(3000)).then(() => run.label())
      if (holds === 'throws') await expect(outcome).rejects.toThrow(/before the time was up/)
      else await expect(outcome).resolves.toBe(holds)
      run.stop()
    }
  })

  it('name the state a snapshot is in by value and context, or say none fits', () => {
    const machine = kettle(3000)
    const run = new MachineRun(oracle, machine, oracle.scenarios[0])
    expect(labelOf(oracle, run.snapshot)).toBe('cold')
    const unknown = { ...run.snapshot, context: { reports: 7 } }
    expect(() => labelOf(oracle, unknown as typeof run.snapshot)).toThrow(/no state of the table/)
    run.stop()
  })

  it('list the transitions at the top of a machine too', () => {
    const counter = setup({ types: { events: {} as { type: 'ADD' } } }).createMachine({
      id: 'counter',
      on: { ADD: { actions: () => undefined } },
    })
    expect(transitionsOf(counter)).toEqual(['counter —ADD→ (stays) #0'])
  })

  it('list every transition of a machine, delayed, done and error ones included', () => {
    expect(transitionsOf(kettle(3000)).sort()).toEqual([
      'kettle.boiled —xstate.done.actor.report→ kettle.cold #0',
      'kettle.boiled —xstate.error.actor.report→ kettle.cold #0',
      'kettle.cold —ON→ kettle.heating #0',
      'kettle.heating —OFF→ kettle.cold #0',
      'kettle.heating —xstate.after.3000.kettle.heating→ kettle.boiled #0',
    ])
  })
})

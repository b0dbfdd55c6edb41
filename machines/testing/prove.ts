import type { AnyStateMachine } from 'xstate'
import { describe, expect, it } from 'vitest'
import {
  formatCoverage,
  pathsOf,
  measureCoverage,
  replayOnMachine,
  type ControlledActors,
  type MachinePath,
  type ScenarioOptions,
  type ReplayOptions,
} from './paths.ts'

/** How to prove one machine: how to explore it and what the real actor gets on replay. */
export interface ProofOptions extends ScenarioOptions {
  /** The machine with the implementations the replay runs (controlled actors, real guards). */
  readonly logic?: (controlled: ControlledActors) => AnyStateMachine
  readonly controlled?: () => ControlledActors
  readonly delays?: ReplayOptions['delays']
  readonly project?: ReplayOptions['project']
  readonly freshInput?: ReplayOptions['freshInput']
}

/**
 * Declares the standard proof of a machine as a Vitest suite: every generated path replayed on
 * the real actor under a simulated clock, then the coverage check that every state node and
 * every transition was reached, printing the counts. Returns the paths so the view test can
 * replay the very same ones.
 */
export function proveMachine(
  name: string,
  machine: AnyStateMachine,
  options: ProofOptions = {},
): MachinePath[] {
  const paths = pathsOf(machine, options)
  describe(`${name} machine: generated paths replayed on the real actor`, () => {
    it.each(
      paths.map(
        (p) =>
          [
            `${p.input === undefined ? '' : `${JSON.stringify(p.input)}: `}${p.description}`,
            p,
          ] as const,
      ),
    )('%s', async (_, path) => {
      const controlled = options.controlled?.()
      const logic = options.logic && controlled ? options.logic(controlled) : machine
      await replayOnMachine(logic, path, {
        ...(controlled === undefined ? {} : { controlled }),
        ...(options.delays === undefined ? {} : { delays: options.delays }),
        ...(options.project === undefined ? {} : { project: options.project }),
        ...(options.freshInput === undefined ? {} : { freshInput: options.freshInput }),
      })
    })

    it('reaches every state node and takes every transition', () => {
      const coverage = measureCoverage(machine, paths)
      console.info(formatCoverage(name, coverage))
      expect(coverage.states.missing).toEqual([])
      expect(coverage.transitions.missing).toEqual([])
    })
  })
  return paths
}

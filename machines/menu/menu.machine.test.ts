import { describe, expect, it } from 'vitest'
import { proveOracle } from '../testing/prove-oracle.ts'
import { menuOracle } from '../../tests/model/oracles/menu.oracle.ts'
import { menuMachine } from './menu.machine.ts'

proveOracle(menuOracle, menuMachine)

describe('menu machine', () => {
  it('is named menu: the inspector, the machines panel and the diagrams list it by that id', () => {
    expect(menuMachine.id).toBe('menu')
  })
})

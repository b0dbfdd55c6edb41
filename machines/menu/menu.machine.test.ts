import { proveOracle } from '../testing/prove-oracle.ts'
import { menuOracle } from '../../tests/model/oracles/menu.oracle.ts'
import { menuMachine } from './menu.machine.ts'

proveOracle(menuOracle, menuMachine)

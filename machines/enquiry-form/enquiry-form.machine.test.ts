import { vi } from 'vitest'
import type { EnquiryChallenge, EnquiryPayload } from '../../content/enquiry.schema.ts'
import { enquiryFormOracle } from '../../tests/model/oracles/enquiry-form.oracle.ts'
import { proveOracle } from '../testing/prove-oracle.ts'
import { enquiryFormMachine, type EnquiryAnswer } from './enquiry-form.machine.ts'

// 53 states, each tried with every event of the table: a few seconds, longer on a loaded machine
vi.setConfig({ testTimeout: 90_000 })

proveOracle(enquiryFormOracle, enquiryFormMachine, {
  logic: (controlled) =>
    enquiryFormMachine.provide({
      actors: {
        fetchChallenge: controlled.actor<EnquiryChallenge>(),
        sendEnquiry: controlled.actor<EnquiryAnswer, EnquiryPayload>(),
      },
    }),
})

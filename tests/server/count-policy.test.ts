import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { privacyPolicy } from '../../content/policies.ts'
import { numericVariables } from '../../server/config-variables.ts'
import { rollupMonths } from '../../server/insights/count-upkeep.ts'

/*
 * The privacy policy and docs/insights.md say what the count keeps and for how long (issue 43):
 * their words are held to the code's defaults here, so a change of one fails until the other
 * says it too.
 */
const policy = privacyPolicy.sections
  .filter((s) => /count/i.test(s.heading))
  .flatMap((s) => [...('paragraphs' in s ? s.paragraphs : []), ...('items' in s ? s.items : [])])
  .join('\n')
const docs = readFileSync(new URL('../../docs/insights.md', import.meta.url), 'utf8')

describe('what the privacy policy says the count keeps', () => {
  it('keeps the messages as long as the raw events and the speed samples are kept by default', () => {
    const rawDays = numericVariables.ANALYTICS_RAW_DAYS.default
    const vitalsDays = numericVariables.VITALS_RETENTION_DAYS.default
    expect(policy).toContain(`These messages are kept for ${rawDays} days.`)
    expect(policy).toContain(`The speed measurements are kept for ${vitalsDays} days;`)
    expect(docs).toContain(`\`ANALYTICS_RAW_DAYS\` days (${rawDays} by default)`)
  })

  it('keeps daily totals as long as the roll-ups are kept', () => {
    expect(policy).toContain(`which we keep for ${rollupMonths} months`)
    expect(policy).toContain(`also for ${rollupMonths} months`)
    expect(docs).toContain(`${rollupMonths} months`)
  })

  it('says the salt is replaced at midnight in India and that no cookie or browser storage is used', () => {
    expect(policy).toMatch(/replaced every night at midnight, India time, and then deleted/)
    expect(policy).toMatch(/sets no cookie, stores nothing in your browser/)
    expect(policy).toMatch(/address and the name of your browser are not kept/)
  })
})

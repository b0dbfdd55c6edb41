import { describe, expect, it } from 'vitest'
import { scoreFiles, staleEquivalents, type MutationReport, type ReportedMutant } from './score.ts'

const mutant = (line: number, status: string, replacement = '""'): ReportedMutant => ({
  mutatorName: 'StringLiteral',
  replacement,
  status,
  location: { start: { line, column: 3 } },
})

const report: MutationReport = {
  files: {
    'machines/a/a.machine.ts': {
      mutants: [
        mutant(1, 'Killed'),
        mutant(2, 'Timeout'),
        mutant(3, 'Survived'),
        mutant(4, 'NoCoverage'),
        mutant(5, 'CompileError'),
        mutant(6, 'Survived', 'true'),
      ],
    },
    'src/components/a/a.tsx': { mutants: [mutant(1, 'Survived')] },
  },
}
const equivalent = {
  file: 'machines/a/a.machine.ts',
  line: 6,
  mutator: 'StringLiteral',
  replacement: 'true',
  reason: 'a log message',
}

describe('mutation score', () => {
  it('counts killed and timed-out mutants over every live one, equivalents left out', () => {
    const score = scoreFiles(report, '/repo', ['machines/a/a.machine.ts'], [equivalent])
    expect(score).toMatchObject({ total: 5, killed: 2, equivalent: 1 })
    expect(score.percent).toBe(50)
    expect(score.survived).toEqual([
      'machines/a/a.machine.ts:3:3 StringLiteral → ""',
      'machines/a/a.machine.ts:4:3 StringLiteral → ""',
    ])
  })

  it('scores only the files asked for, with absolute or relative paths in the report', () => {
    const absolute: MutationReport = {
      files: { '/repo/src/components/a/a.tsx': { mutants: [mutant(1, 'Killed')] } },
    }
    expect(scoreFiles(absolute, '/repo', ['src/components/a/a.tsx'], []).percent).toBe(100)
    expect(scoreFiles(report, '/repo', ['src/components/a/a.tsx'], []).percent).toBe(0)
  })

  it('finds equivalents that no longer survive', () => {
    const files = ['machines/a/a.machine.ts']
    expect(staleEquivalents(report, '/repo', files, [equivalent])).toEqual([])
    const killed = { ...equivalent, line: 1, replacement: '""' }
    expect(staleEquivalents(report, '/repo', files, [killed])).toEqual([killed])
  })
})

import { describe, expect, it } from 'vitest'
import { readPuzzleAnswer } from './puzzle-answer.ts'

describe('the arithmetic answer as people write it', () => {
  it('reads digits, with spaces, tabs or a new line around them', () => {
    expect(readPuzzleAnswer('15')).toBe(15)
    expect(readPuzzleAnswer(' 15 ')).toBe(15)
    expect(readPuzzleAnswer('\t7\n')).toBe(7)
    expect(readPuzzleAnswer('007')).toBe(7)
  })

  // every right answer: two numbers from 1 to 10 add up to 2 ... 20
  it.each([
    ['two', 2],
    ['three', 3],
    ['four', 4],
    ['five', 5],
    ['six', 6],
    ['seven', 7],
    ['eight', 8],
    ['nine', 9],
    ['ten', 10],
    ['eleven', 11],
    ['twelve', 12],
    ['thirteen', 13],
    ['fourteen', 14],
    ['fifteen', 15],
    ['sixteen', 16],
    ['seventeen', 17],
    ['eighteen', 18],
    ['nineteen', 19],
    ['twenty', 20],
  ])('reads "%s" as %i, in any case and with spaces around', (word, value) => {
    expect(readPuzzleAnswer(word)).toBe(value)
    expect(readPuzzleAnswer(word[0]?.toUpperCase() + word.slice(1))).toBe(value)
    expect(readPuzzleAnswer(` ${word.toUpperCase()} `)).toBe(value)
  })

  it('reads a wrong answer in words as the number it says (it is then judged wrong)', () => {
    expect(readPuzzleAnswer('one')).toBe(1)
    expect(readPuzzleAnswer('zero')).toBe(0)
  })

  it.each([
    '',
    '   ',
    'fifteen.',
    'fif teen',
    '1 5',
    '15a',
    '-3',
    '1.5',
    'twenty-one',
    '1234',
    '１５',
  ])('reads no number in %j', (answer) => {
    expect(readPuzzleAnswer(answer)).toBeUndefined()
  })
})

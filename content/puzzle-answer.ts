/**
 * The arithmetic question's answer as people write it (DECISIONS, Accessibility; W3C,
 * "Inaccessibility of CAPTCHA"): digits with spaces around them ("15", " 15 "), or the number
 * in English words, in any case ("fifteen", "Fifteen", "FIFTEEN"), as speech input and readers
 * with dyscalculia give it. The question is the sum of two numbers from 1 to 10, so every right
 * answer is from 2 to 20; the words run from zero to twenty so that a wrong answer in words is
 * read (and judged wrong) rather than refused as unreadable. The form and the server (the JSON
 * API and the plain form post) read an answer with this one function.
 */

const words = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
  'twenty',
] as const

/** The number an answer says, or undefined when it says none this form reads. */
export function readPuzzleAnswer(answer: string): number | undefined {
  const text = answer.trim()
  if (/^\d{1,3}$/.test(text)) return Number(text)
  const index = (words as readonly string[]).indexOf(text.toLowerCase())
  return index === -1 ? undefined : index
}

import type { Locator, Page } from '@playwright/test'
import { expect, openHydrated, test } from '../fixtures.ts'

/*
 * Issue 34: a booking and an enquiry made with the keyboard alone, from the top of the page, as
 * a visitor who uses no pointer does it; what a screen reader is given at each step is checked
 * with Playwright's ARIA snapshots (the dialog's name, the fields' names, the errors and the
 * sentences spoken from live regions).
 */

/** Presses Tab until `target` has focus (at most `max` times); returns how many presses. */
async function tabTo(page: Page, target: Locator, max = 60): Promise<number> {
  for (let i = 1; i <= max; i++) {
    await page.keyboard.press('Tab')
    if (await target.evaluate((el) => el === document.activeElement)) return i
  }
  throw new Error(`${max} presses of Tab never reached ${String(target)}`)
}

const engine = 'https://booking.trilliumresort.example/trillium'

test('a booking by keyboard alone: Book Now, dates from the calendar, the party, Check Availability', async ({
  page,
}) => {
  // a Saturday in January: the calendar opens on today, 10 January 2026
  await page.clock.setFixedTime(new Date('2026-01-10T10:00:00'))
  await page.setViewportSize({ width: 1280, height: 800 })
  await openHydrated(page, '/suites')
  // the booking engine is another site: its answer is not this test's subject
  await page.route(`${engine}**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Booking engine</title>' }),
  )

  await tabTo(page, page.getByRole('banner').getByRole('link', { name: 'Book Now' }))
  await page.keyboard.press('Enter')
  const sheet = page.getByRole('dialog', { name: 'Book your stay' })
  await expect(sheet).toBeVisible()
  await expect(sheet).toMatchAriaSnapshot(`
    - dialog "Book your stay":
      - heading "Book your stay" [level=2]
      - button "Close booking"
      - paragraph: /Choose your dates and party/
      - form "Check availability"
  `)

  // the calendar, from its button, by the keyboard: a week on from today, three nights
  await tabTo(page, sheet.getByRole('button', { name: /^Choose dates/ }), 12)
  await page.keyboard.press('Enter')
  const calendar = page.getByRole('dialog', { name: 'Stay dates' })
  await expect(calendar).toBeVisible()
  // the day in focus is what a screen reader says as the arrows move
  const day = page.locator(':focus')
  await expect(day).toHaveAccessibleName('Today, Saturday, 10 January 2026, First available date')
  await page.keyboard.press('ArrowDown')
  await expect(day).toHaveAccessibleName('Saturday, 17 January 2026')
  await page.keyboard.press('Enter')
  // React Aria moves a keyboard on to the next day once the first is chosen, into the range
  await expect(day).toHaveAccessibleName('Sunday, 18 January 2026 selected')
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('ArrowRight')
  await expect(day).toHaveAccessibleName('Tuesday, 20 January 2026 selected')
  await page.keyboard.press('Enter')
  await expect(calendar).toHaveCount(0)
  // focus is back on the calendar's button, and the fields say the stay
  await expect(sheet.getByRole('button', { name: /^Choose dates/ })).toBeFocused()
  await expect(sheet.getByRole('group', { name: 'Check-in – Check-out' })).toMatchAriaSnapshot(`
    - group "Check-in – Check-out":
      - /children: equal
      - spinbutton "day, Start Date, Check-in – Check-out": "17"
      - spinbutton "month, Start Date, Check-in – Check-out": "1"
      - spinbutton "year, Start Date, Check-in – Check-out": "2026"
      - spinbutton "day, End Date, Check-in – Check-out": "20"
      - spinbutton "month, End Date, Check-in – Check-out": "1"
      - spinbutton "year, End Date, Check-in – Check-out": "2026"
      - button "Choose dates Check-in – Check-out"
  `)

  // two adults by default: one more, and two children
  await tabTo(page, sheet.getByRole('button', { name: 'More adults' }), 12)
  await page.keyboard.press('Enter')
  await tabTo(page, sheet.getByRole('button', { name: 'More children' }), 4)
  await page.keyboard.press('Enter')
  await page.keyboard.press('Enter')
  await expect(sheet.getByRole('form', { name: 'Check availability' })).toMatchAriaSnapshot(`
    - form "Check availability":
      - group "Check-in – Check-out"
      - button "Clear dates"
      - group "Adults (1-5)":
        - button "Fewer adults"
        - status "3 adults": "3"
        - button "More adults"
      - group "Children (0-2)":
        - button "Fewer children"
        - status "2 children": "2"
        - button "More children" [disabled]
      - link "Check Availability"
  `)

  await tabTo(page, sheet.getByRole('link', { name: 'Check Availability' }), 4)
  const request = page.waitForRequest((r) => r.url().startsWith(engine))
  await page.keyboard.press('Enter')
  const url = new URL((await request).url())
  expect(Object.fromEntries(url.searchParams)).toEqual({
    checkin: '2026-01-17',
    checkout: '2026-01-20',
    adults: '3',
    children: '2',
  })
})

/** The sum the question asks for, read from the field's name ("What is 3 + 4?"). */
async function sumAsked(question: Locator): Promise<number> {
  const name = await question.evaluate(
    (el) => (el as HTMLInputElement).labels?.[0]?.textContent ?? '',
  )
  const [, a, b] = /What is (\d+) \+ (\d+)\?/.exec(name) ?? []
  if (a === undefined || b === undefined) throw new Error(`No question in "${name}"`)
  return Number(a) + Number(b)
}

// the numbers in words as a visitor types them (twenty-one: one past the largest sum, 10 + 10)
const inWords = (
  'zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen ' +
  'fifteen sixteen seventeen eighteen nineteen twenty twenty-one'
).split(' ')

test('an enquiry by keyboard alone: the fields by Tab, a wrong answer in words refused, the right one, the thank-you', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await openHydrated(page, '/contact')
  const form = page.getByRole('form', { name: 'Enquiry' })
  const question = form.getByRole('textbox', { name: /^What is \d+ \+ \d+\?$/ })
  await expect(question).toBeEnabled()
  // what a screen reader is given: every field by its name, the question as the last one's
  await expect(form).toMatchAriaSnapshot(`
    - form "Enquiry":
      - textbox "Name"
      - textbox "Email"
      - textbox "Phone (optional)"
      - combobox "Hotel":
        - option "Trillium Resort & Spa, Chikmagalur" [selected]
      - textbox "Message (optional)"
      - textbox /^What is \\d+ \\+ \\d+\\?$/
      - button "Send enquiry"
  `)

  const email = `keyboard.${Date.now()}@example.org`
  await tabTo(page, form.getByRole('textbox', { name: 'Name' }), 80)
  await page.keyboard.type('Asha Rao')
  await page.keyboard.press('Tab')
  await expect(form.getByRole('textbox', { name: 'Email' })).toBeFocused()
  await page.keyboard.type(email)
  await page.keyboard.press('Tab') // the phone is optional
  await page.keyboard.press('Tab') // the hotel is chosen already
  await expect(form.getByRole('combobox', { name: 'Hotel' })).toBeFocused()
  await page.keyboard.press('Tab')
  await page.keyboard.type('Two quiet nights in the Coffee Suite, please.')
  await page.keyboard.press('Tab')
  await expect(question).toBeFocused()
  // a wrong answer, in words: refused when sent, with a new question and everything kept
  await page.keyboard.type(inWords[(await sumAsked(question)) + 1] ?? '')
  await page.keyboard.press('Tab')
  await expect(form.getByRole('button', { name: 'Send enquiry' })).toBeFocused()
  await page.keyboard.press('Enter')
  const again = form.getByRole('textbox', { name: /^What is \d+ \+ \d+\?$/ })
  await expect(again).toBeFocused()
  await expect(again).toHaveAccessibleDescription('Your answer is incorrect')
  await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('Asha Rao')
  await expect(form).toMatchAriaSnapshot(`
    - form "Enquiry":
      - textbox "Name": Asha Rao
      - textbox "Email": ${email}
      - textbox "Message (optional)": Two quiet nights in the Coffee Suite, please.
      - textbox /^What is \\d+ \\+ \\d+\\?$/ [invalid]
      - paragraph: Your answer is incorrect
      - button "Send enquiry"
  `)
  // blocked, not disabled (DECISIONS; issue 44): Send stays in reach with a message showing
  await expect(form.getByRole('button', { name: 'Send enquiry' })).toBeEnabled()

  // the right answer, in words as a person writes it, capitalised
  const right = inWords[await sumAsked(again)] ?? ''
  await page.keyboard.type(right.charAt(0).toUpperCase() + right.slice(1))
  await expect(again).toHaveAccessibleDescription('')
  await page.keyboard.press('Tab')
  await page.keyboard.press('Enter')
  const thanks = page.getByRole('status', { name: 'Thank you for your enquiry.' })
  await expect(thanks).toBeFocused()
  await expect(thanks).toMatchAriaSnapshot(`
    - status "Thank you for your enquiry.":
      - paragraph: Thank you for your enquiry.
      - paragraph: Our reservations team has received it and will reply to ${email} soon.
  `)
})

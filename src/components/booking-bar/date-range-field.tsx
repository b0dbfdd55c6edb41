import { parseDate, type CalendarDate } from '@internationalized/date'
import { useRef } from 'react'
import {
  Button,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DateRangePicker,
  DateSegment,
  Dialog,
  FieldError,
  Group,
  Heading,
  I18nProvider,
  Label,
  Popover,
  RangeCalendar,
} from 'react-aria-components'
import { CalendarIcon, ChevronLeftIcon, ChevronRightIcon } from '../icons/line-icons.tsx'
import styles from './booking-bar.module.css'

// React Aria's props refuse an explicit undefined (exactOptionalPropertyTypes)
const cls = (name: string): string => styles[name] ?? ''

export interface DateRangeFieldProps {
  /** The visitor's date, `YYYY-MM-DD`: earlier days are disabled. */
  readonly today: string
  readonly checkIn: string | undefined
  readonly checkOut: string | undefined
  readonly minNights: number
  /** Open the calendar as it appears (the visitor asked for it before its code had arrived). */
  readonly openAtStart?: boolean
  readonly onChange: (checkIn: string, checkOut: string) => void
}

/**
 * The booking bar's stay dates: React Aria's DateRangePicker, controlled by the booking-bar
 * machine (the value is the machine's range, so a range it refuses never shows). It is loaded
 * when the visitor reaches for it (date-picker-loader.ts), because React Aria's date widgets weigh
 * more than the rest of the home page's code.
 */
export default function DateRangeField({
  today,
  checkIn,
  checkOut,
  minNights,
  openAtStart = false,
  onChange,
}: DateRangeFieldProps) {
  const value =
    checkIn !== undefined && checkOut !== undefined
      ? { start: parseDate(checkIn), end: parseDate(checkOut) }
      : null
  const calendarButton = useRef<HTMLButtonElement>(null)
  // The calendar gives focus back to what had it as it opened. One opened as this picker came
  // (Choose dates pressed on the placeholder) had nothing left to give it to: the placeholder's
  // button is gone. Focus that fell to the page once the calendar has closed (React Aria gives it
  // back a frame after) goes to Choose dates, where the visitor's press would have left it.
  const onOpenChange = (open: boolean) => {
    if (open) return
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        const active = document.activeElement
        if (active === null || active === document.body) calendarButton.current?.focus()
      }),
    )
  }
  const tooShort = (range: { start: CalendarDate; end: CalendarDate } | null) =>
    range !== null && range.end.compare(range.start) < minNights
      ? `Check-out must be at least ${minNights} night${minNights > 1 ? 's' : ''} after check-in`
      : null
  return (
    <I18nProvider locale="en-IN">
      <DateRangePicker
        className={cls('dates')}
        value={value}
        defaultOpen={openAtStart}
        onOpenChange={onOpenChange}
        minValue={parseDate(today)}
        startName="checkin"
        endName="checkout"
        validate={tooShort}
        onChange={(range) => {
          if (range) onChange(range.start.toString(), range.end.toString())
        }}
      >
        <Label className={cls('label')}>Check-in – Check-out</Label>
        <Group className={cls('dateGroup')}>
          <DateInput slot="start" className={cls('dateInput')}>
            {(segment) => <DateSegment segment={segment} className={cls('segment')} />}
          </DateInput>
          <span aria-hidden="true" className={cls('dash')}>
            –
          </span>
          <DateInput slot="end" className={cls('dateInput')}>
            {(segment) => <DateSegment segment={segment} className={cls('segment')} />}
          </DateInput>
          <Button ref={calendarButton} className={cls('calendarButton')} aria-label="Choose dates">
            <CalendarIcon size={20} />
          </Button>
        </Group>
        <FieldError className={cls('fieldError')} />
        <Popover className={cls('popover')} placement="bottom start">
          <Dialog className={cls('dialog')} aria-label="Stay dates">
            <RangeCalendar className={cls('calendar')}>
              <header className={cls('calendarHeader')}>
                <Button slot="previous" className={cls('monthButton')}>
                  <ChevronLeftIcon size={18} />
                </Button>
                <Heading className={cls('month')} />
                <Button slot="next" className={cls('monthButton')}>
                  <ChevronRightIcon size={18} />
                </Button>
              </header>
              <CalendarGrid className={cls('grid')}>
                {(date) => <CalendarCell date={date} className={cls('cell')} />}
              </CalendarGrid>
            </RangeCalendar>
          </Dialog>
        </Popover>
      </DateRangePicker>
    </I18nProvider>
  )
}

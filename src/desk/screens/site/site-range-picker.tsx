import { parseDate } from '@internationalized/date'
import {
  Button,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DateRangePicker,
  DateSegment,
  Dialog,
  Group,
  Heading,
  Label,
  Popover,
  RangeCalendar,
} from 'react-aria-components'
import type { DayRange } from '../../../../content/desk/insights-api.ts'
import {
  CalendarIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
} from '../../../components/icons/line-icons.tsx'
import { quickRanges, resortToday } from './site-range.ts'

interface SiteRangePickerProps {
  readonly range: DayRange
  readonly onChange: (range: DayRange) => void
}

/**
 * The Site page's range: React Aria's DateRangePicker (typed day by day, or chosen on its
 * calendar, in the inbox's look), resort days up to today, and quick choices that end today,
 * each pressed (`aria-pressed`) while it is the range shown. A range longer than the server
 * takes (762 days) is sent as chosen, and the server's refusal says why.
 */
export function SiteRangePicker({ range, onChange }: SiteRangePickerProps) {
  const end = resortToday()
  return (
    <div className="site-range" role="group" aria-label="Range">
      <DateRangePicker
        value={{ start: parseDate(range.from), end: parseDate(range.to) }}
        maxValue={end}
        onChange={(value) => {
          if (value) onChange({ from: value.start.toString(), to: value.end.toString() })
        }}
        className="desk-field desk-range__picker site-range__picker"
      >
        <Label className="desk-label">Days</Label>
        <Group className="desk-range__group">
          <DateInput slot="start" className="desk-range__input">
            {(segment) => <DateSegment segment={segment} className="desk-range__segment" />}
          </DateInput>
          <span aria-hidden="true" className="desk-range__dash">
            –
          </span>
          <DateInput slot="end" className="desk-range__input">
            {(segment) => <DateSegment segment={segment} className="desk-range__segment" />}
          </DateInput>
          <Button className="desk-range__button" aria-label="Choose the days">
            <CalendarIcon size={20} />
          </Button>
        </Group>
        <Popover className="desk-popover" placement="bottom start">
          <Dialog className="desk-calendar-dialog" aria-label="Days">
            <RangeCalendar className="desk-calendar">
              <header className="desk-calendar__header">
                <Button slot="previous" className="desk-calendar__month-button">
                  <ChevronLeftIcon size={18} />
                </Button>
                <Heading className="desk-calendar__month" />
                <Button slot="next" className="desk-calendar__month-button">
                  <ChevronRightIcon size={18} />
                </Button>
              </header>
              <CalendarGrid className="desk-calendar__grid">
                {(date) => <CalendarCell date={date} className="desk-calendar__cell" />}
              </CalendarGrid>
            </RangeCalendar>
          </Dialog>
        </Popover>
      </DateRangePicker>
      <ul className="site-range__quick" aria-label="Quick ranges">
        {quickRanges.map((quick) => {
          const choice = quick.range(end)
          const pressed = choice.from === range.from && choice.to === range.to
          return (
            <li key={quick.label}>
              <button
                type="button"
                className="desk-button desk-button--quiet site-range__choice"
                aria-pressed={pressed}
                onClick={() => onChange(choice)}
              >
                {quick.label}
              </button>
            </li>
          )
        })}
      </ul>
    </div>
  )
}

import { parseDate, today } from '@internationalized/date'
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
import {
  CalendarIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
} from '../../../components/icons/line-icons.tsx'
import { resortTimeZone } from '../../ui/format.ts'

interface ReceivedRangeProps {
  readonly from: string | undefined
  readonly to: string | undefined
  /** Both days, or neither (the range cleared). */
  readonly onChange: (from: string | undefined, to: string | undefined) => void
}

/**
 * The inbox's received-dates filter: React Aria's DateRangePicker (typed day by day, or chosen
 * on its calendar), days of the resort's calendar up to today there, both ends inclusive as
 * the API takes them. Loaded with its own chunk a moment after the inbox (inbox.tsx).
 */
export default function ReceivedRange({ from, to, onChange }: ReceivedRangeProps) {
  const value =
    from !== undefined && to !== undefined ? { start: parseDate(from), end: parseDate(to) } : null
  return (
    <div className="desk-field desk-range">
      <DateRangePicker
        value={value}
        maxValue={today(resortTimeZone)}
        onChange={(range) => {
          if (range) onChange(range.start.toString(), range.end.toString())
        }}
        className="desk-range__picker"
      >
        <Label className="desk-label">Received</Label>
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
          <Button className="desk-range__button" aria-label="Choose received dates">
            <CalendarIcon size={20} />
          </Button>
        </Group>
        <Popover className="desk-popover" placement="bottom end">
          <Dialog className="desk-calendar-dialog" aria-label="Received dates">
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
      {value !== null && (
        <Button className="desk-range__clear" onPress={() => onChange(undefined, undefined)}>
          Any date
        </Button>
      )}
    </div>
  )
}

import type { Ref } from 'react'
import { CalendarIcon } from '../icons/line-icons.tsx'
import styles from './booking-bar.module.css'
import { capsClass } from '../section/eyebrow.tsx'

/**
 * The date field as it looks before the picker's code has arrived, at the same size. Its button
 * asks for the picker (which then opens); reaching for the bar at all has already started
 * loading it.
 */
export function DatesPlaceholder({
  onChoose,
  ref,
}: {
  readonly onChoose: () => void
  readonly ref?: Ref<HTMLDivElement>
}) {
  return (
    <div className={styles.dates} ref={ref}>
      <span className={`${capsClass} ${styles.label}`}>Check-in – Check-out</span>
      <div className={styles.dateGroup}>
        <span className={styles.placeholder} aria-hidden="true">
          dd/mm/yyyy – dd/mm/yyyy
        </span>
        <button
          type="button"
          className={styles.calendarButton}
          aria-label="Choose dates"
          onClick={onChoose}
        >
          <CalendarIcon size={20} />
        </button>
      </div>
    </div>
  )
}

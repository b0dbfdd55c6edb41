import { useSelector } from '@xstate/react'
import {
  selectCanReload,
  selectReading,
  selectRetryWaitSeconds,
  selectStatus,
  weatherFailureMessage,
  weatherMachine,
} from '../../../machines/weather/weather.machine.ts'
import { WeatherIcon } from '../icons/weather-icon.tsx'
import { capsClass } from '../section/eyebrow.tsx'
import { useMachineActor } from '../machine/use-machine-actor.ts'
import { lazyDateFormat } from '../../../content/date-format.ts'
import { resortTimeZone } from '../../../content/calendar.ts'
import styles from './weather-card.module.css'

export interface WeatherCardProps {
  /** The machine to run; tests pass `weatherMachine.provide({ actors })`. */
  readonly logic?: typeof weatherMachine
  readonly className?: string | undefined
}

// The reading's time in the resort's own zone, whatever the visitor's.
const resortTime = lazyDateFormat('en-IN', {
  hour: 'numeric',
  minute: '2-digit',
  timeZone: resortTimeZone,
})

/**
 * The live weather card of the home page (spec 2.3): it asks the site's own `/api/weather`
 * once hydrated (the fetch never runs while prerendering), shows the site's icon, whole
 * degrees Celsius, the condition and the reading's time, or the spec's failure message with a
 * Reload button that tries again (after a failed try it waits a little longer each time, and
 * says how long).
 */
export function WeatherCard({ logic = weatherMachine, className }: WeatherCardProps) {
  const actor = useMachineActor(logic)
  const status = useSelector(actor, selectStatus)
  const reading = useSelector(actor, selectReading)
  const canReload = useSelector(actor, selectCanReload)
  const waitSeconds = useSelector(actor, selectRetryWaitSeconds)
  return (
    <section
      className={[styles.card, className].filter(Boolean).join(' ')}
      aria-labelledby="weather-card-title"
      aria-busy={status === 'loading'}
      data-state={status}
    >
      <h2 id="weather-card-title" className={`${capsClass} ${styles.title}`}>
        Weather at the resort
      </h2>
      <div aria-live="polite">
        {status === 'loading' && <p className={styles.muted}>Loading the weather…</p>}
        {reading && (
          <div className={styles.reading}>
            <WeatherIcon code={reading.icon} size={44} className={styles.icon} />
            <p className={styles.temp}>
              {reading.temp}
              <span className={styles.unit}>°C</span>
            </p>
            <p className={styles.condition}>{reading.condition}</p>
            <p className={styles.muted}>
              Updated <time dateTime={reading.time}>{resortTime(new Date(reading.time))}</time>
            </p>
          </div>
        )}
        {status === 'failed' && (
          // A quiet face, in the card's own type and colours: the weather is a nicety, not an alarm.
          <div className={styles.failure}>
            <WeatherIcon code="50d" size={44} className={styles.failureIcon} />
            <p role="alert" className={styles.failureText}>
              {weatherFailureMessage}
            </p>
            <button
              type="button"
              className={styles.reload}
              disabled={!canReload}
              onClick={() => actor.send({ type: 'RELOAD' })}
            >
              Reload
            </button>
            {waitSeconds === undefined ? null : (
              <p className={styles.muted}>You can try again in {waitSeconds} seconds.</p>
            )}
          </div>
        )}
      </div>
    </section>
  )
}

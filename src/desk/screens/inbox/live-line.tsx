import { useLiveState } from '../../app/live.tsx'

const words = {
  live: 'Live',
  connecting: 'Connecting…',
  offline: 'Offline: trying again',
  ended: 'Not live',
} as const

/**
 * Whether the list updates by itself (machines/desk-live): live, connecting (the browser
 * reconnecting), offline (the desk tries again every 2 s) or not live (the session ended). A
 * status, read politely by screen readers when it changes.
 */
export function LiveLine() {
  const state = useLiveState()
  return (
    <span className="desk-live" data-live={state} role="status">
      <span className="desk-live__dot" aria-hidden="true" />
      {words[state]}
    </span>
  )
}

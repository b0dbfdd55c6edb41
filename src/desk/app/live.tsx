import { useSelector } from '@xstate/react'
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react'
import type { ActorRefFrom } from 'xstate'
import {
  deskLiveMachine,
  selectLiveState,
  type LiveState,
} from '../../../machines/desk-live/desk-live.machine.ts'
import { useMachineActor } from '../../components/machine/use-machine-actor.ts'
import { connectLive, liveSessionCheck, type EventSourceClass } from '../api/live-stream.ts'
import { useDesk } from './session.ts'

/** What the live stream said since the desk last read: the enquiries that changed, and whether it (re)opened. */
export interface LiveBatch {
  readonly ids: ReadonlySet<string>
  readonly resync: boolean
}

/** Reads again what a batch calls for (in the background); answers the number of new enquiries. */
export type LiveRefresher = (batch: LiveBatch) => Promise<number | undefined>

interface LiveContextValue {
  readonly actor: ActorRefFrom<typeof deskLiveMachine>
  readonly setRefresher: (refresher: LiveRefresher | undefined) => void
  readonly reportNewCount: (count: number) => void
}

const LiveContext = createContext<LiveContextValue | undefined>(undefined)

/** How many enquiries are new, once known (the page title shows it); undefined signed out. */
export const NewCountContext = createContext<number | undefined>(undefined)

/** The `EventSource` the live list uses: the browser's, or a test's. */
export const EventSourceContext = createContext<EventSourceClass | undefined>(
  typeof EventSource === 'undefined' ? undefined : EventSource,
)

/** Events within this long of the first are read in one background request. */
const batchMs = 250

/**
 * The signed-in desk's live connection (machines/desk-live) and what it sets going: the events
 * it passes on are gathered for a quarter of a second, then read again in the background
 * (`X-Desk-Background: 1`), by the inbox when it shows (it refreshes its list) or else by a
 * one-row read of the inbox, for the number of new enquiries in the page title. One read runs
 * at a time; events meanwhile wait for the next.
 */
export function LiveProvider({ children }: { readonly children: ReactNode }) {
  const { client, api } = useDesk()
  const Source = useContext(EventSourceContext)
  if (!Source) throw new Error('The desk needs EventSource (every browser it supports has it)')
  const actor = useMachineActor(deskLiveMachine, {
    input: { connect: connectLive(Source), checkSession: () => liveSessionCheck(client) },
  })
  const [newCount, setNewCount] = useState<number | undefined>(undefined)
  const refresher = useRef<LiveRefresher | undefined>(undefined)
  const pending = useRef<{ ids: Set<string>; resync: boolean } | undefined>(undefined)
  const reading = useRef<Promise<void>>(Promise.resolve())

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    let stopped = false
    const countOnly: LiveRefresher = async () => {
      const result = await api.inbox({}, { limit: 1, background: true })
      return result.ok ? result.data.counts.new : undefined
    }
    const flush = () => {
      timer = undefined
      const batch = pending.current
      pending.current = undefined
      if (!batch) return
      reading.current = reading.current.then(async () => {
        const count = await (refresher.current ?? countOnly)(batch)
        if (!stopped && count !== undefined) setNewCount(count)
      })
    }
    const gather = (change: { id?: string; resync?: boolean }) => {
      const batch = (pending.current ??= { ids: new Set(), resync: false })
      if (change.id !== undefined) batch.ids.add(change.id)
      if (change.resync) batch.resync = true
      timer ??= setTimeout(flush, batchMs)
    }
    const changed = actor.on('changed', (event) => gather({ id: event.id }))
    const resync = actor.on('resync', () => gather({ resync: true }))
    return () => {
      stopped = true
      changed.unsubscribe()
      resync.unsubscribe()
      if (timer !== undefined) clearTimeout(timer)
    }
  }, [actor, api])

  const setRefresher = useCallback((next: LiveRefresher | undefined) => {
    refresher.current = next
  }, [])
  const [value] = useState<LiveContextValue>(() => ({
    actor,
    setRefresher,
    reportNewCount: setNewCount,
  }))
  return (
    <LiveContext.Provider value={value}>
      <NewCountContext.Provider value={newCount}>{children}</NewCountContext.Provider>
    </LiveContext.Provider>
  )
}

function useLive(): LiveContextValue {
  const live = useContext(LiveContext)
  if (!live) throw new Error('The live list is used outside the signed-in desk (LiveProvider)')
  return live
}

/** Whether the list is live, connecting, offline or ended. */
export const useLiveState = (): LiveState => useSelector(useLive().actor, selectLiveState)

/**
 * The inbox's way of reading again what the live stream said, while it shows (instead of the
 * one-row count), and its way of telling the number of new enquiries its own reads found.
 */
export function useLiveList(refresh: LiveRefresher): (count: number) => void {
  const { setRefresher, reportNewCount } = useLive()
  const latest = useRef(refresh)
  useEffect(() => {
    latest.current = refresh
  })
  useEffect(() => {
    setRefresher((batch) => latest.current(batch))
    return () => setRefresher(undefined)
  }, [setRefresher])
  return reportNewCount
}

/**
 * Hears what the live stream says while a screen shows: each enquiry that changed (with its
 * version), and `resync` when the stream (re)opened and changes may have been missed.
 */
export function useLiveChanges(
  listen: (change: { id: string; version: number } | { resync: true }) => void,
): void {
  const { actor } = useLive()
  const latest = useRef(listen)
  useEffect(() => {
    latest.current = listen
  })
  useEffect(() => {
    const changed = actor.on('changed', (event) =>
      latest.current({ id: event.id, version: event.version }),
    )
    const resync = actor.on('resync', () => latest.current({ resync: true }))
    return () => {
      changed.unsubscribe()
      resync.unsubscribe()
    }
  }, [actor])
}

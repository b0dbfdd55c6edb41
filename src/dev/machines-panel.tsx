import { useCallback, useEffect, useState, useSyncExternalStore } from 'react'
import { stateText, type ActorRegistry } from './actor-registry.ts'
import { ActorDetail } from './actor-detail.tsx'
import { viewActor } from './actor-view.ts'
import { machineDiagrams, type MachineDiagram } from './machine-diagrams.ts'
import type { StatelyLink } from './stately-inspector.ts'

type Dock = 'left' | 'right'

/** The panel's open state, dock and chosen machine survive a reload of the tab. */
function useSessionState<T extends string>(key: string, initial: T): [T, (value: T) => void] {
  const [value, setValue] = useState<T>(() => {
    try {
      return (window.sessionStorage.getItem(`trillium:machines:${key}`) as T | null) ?? initial
    } catch {
      return initial
    }
  })
  const set = (next: T) => {
    setValue(next)
    try {
      window.sessionStorage.setItem(`trillium:machines:${key}`, next)
    } catch {
      // storage refused: the choice lasts until the reload
    }
  }
  return [value, set]
}

/**
 * The offline inspector: a tab on the page's left edge opens a panel listing every live actor
 * of the page (children indented under the machine that invoked them) with its state; the
 * chosen one shows in full (ActorDetail). A button opens the Stately inspector in a tab.
 */
export function MachinesPanel({
  registry,
  stately,
}: {
  registry: ActorRegistry
  stately: StatelyLink | undefined
}) {
  const subscribe = useCallback((listener: () => void) => registry.subscribe(listener), [registry])
  const version = useCallback(() => registry.version(), [registry])
  useSyncExternalStore(subscribe, version)
  // Actors stop without an event (a component unmounts): look again every second.
  const [, tick] = useState(0)
  useEffect(() => {
    const timer = window.setInterval(() => tick((n) => n + 1), 1000)
    return () => window.clearInterval(timer)
  }, [])
  const [diagrams, setDiagrams] = useState<ReadonlyMap<string, MachineDiagram>>(new Map())
  useEffect(() => {
    void machineDiagrams().then(setDiagrams)
  }, [])
  const [open, setOpen] = useSessionState<'open' | 'closed'>('panel', 'closed')
  const [dock, setDock] = useSessionState<Dock>('dock', 'left')
  const [chosen, setChosen] = useSessionState<string>('chosen', '')

  const live = registry.live()
  const names = new Map(live.map(({ record }) => [record.sessionId, viewActor(record.ref).name]))
  const selected = live.find(({ record }) => record.sessionId === chosen)

  return (
    <div className="root">
      <button
        type="button"
        className="toggle"
        aria-expanded={open === 'open'}
        aria-controls="trillium-machines-panel"
        onClick={() => setOpen(open === 'open' ? 'closed' : 'open')}
      >
        Machines <span className="count">{live.length}</span>
      </button>
      {open === 'open' ? (
        <aside
          id="trillium-machines-panel"
          className="panel"
          data-dock={dock}
          aria-label="Live machines"
        >
          <header>
            <h2>Live machines</h2>
            {stately === undefined ? null : (
              <button type="button" className="stately" onClick={() => stately.open()}>
                Open the Stately inspector
              </button>
            )}
            <button type="button" onClick={() => setDock(dock === 'left' ? 'right' : 'left')}>
              Dock {dock === 'left' ? 'right' : 'left'}
            </button>
            <button
              type="button"
              aria-label="Close the machines panel"
              onClick={() => setOpen('closed')}
            >
              ×
            </button>
          </header>
          <p className="note">
            Every actor of this page, live. The Stately inspector (a new tab) needs internet; this
            panel does not.
          </p>
          <div className="body">
            <ul className="actors" aria-label="Actors">
              {live.map(({ record, depth }) => {
                const name = names.get(record.sessionId) ?? record.sessionId
                const title = diagrams.get(name)?.title
                const isSelected = selected?.record === record
                return (
                  <li key={record.sessionId} style={{ paddingLeft: depth * 16 }}>
                    <button
                      type="button"
                      aria-pressed={isSelected}
                      title={title}
                      onClick={() => setChosen(isSelected ? '' : record.sessionId)}
                    >
                      <span className="name">{name}</span>
                      <span className="state">
                        {stateText(record.ref.getSnapshot() as Parameters<typeof stateText>[0])}
                      </span>
                      <span className="session mono">{record.sessionId}</span>
                    </button>
                  </li>
                )
              })}
            </ul>
            {live.length === 0 ? <p className="empty">No actor is running on this page.</p> : null}
            {selected === undefined ? (
              live.length === 0 ? null : (
                <p className="empty">Choose an actor to see it in full.</p>
              )
            ) : (
              <ActorDetail
                record={selected.record}
                diagram={diagrams.get(names.get(selected.record.sessionId) ?? '')}
                registry={registry}
              />
            )}
          </div>
        </aside>
      ) : null}
    </div>
  )
}

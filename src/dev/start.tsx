import { createRoot } from 'react-dom/client'
import { connectInspection, inspectSwitchOn } from '../../machines/inspect.ts'
import { ActorRegistry } from './actor-registry.ts'
import styles from './machines-panel.css?inline'
import { MachinesPanel } from './machines-panel.tsx'
import { loadStatelyLink, type StatelyLink } from './stately-inspector.ts'

/**
 * Starts the dev tools when the inspect switch is on (machines/inspect.ts): every inspection
 * event of the page's actors goes to the registry the machines panel reads, and to the Stately
 * inspector once it is opened. The panel is its own React root in a shadow root beside the
 * site's, so it neither touches the hydrated page nor takes the site's styles. Loaded by
 * entry-client.tsx in development only.
 */
export async function startDevTools(): Promise<void> {
  if (!inspectSwitchOn()) return
  const registry = new ActorRegistry()
  let stately: StatelyLink | undefined
  connectInspection((event) => {
    registry.record(event)
    stately?.forward(event)
  })
  const host = document.createElement('div')
  host.id = 'trillium-devtools'
  document.body.append(host)
  const shadow = host.attachShadow({ mode: 'open' })
  const sheet = document.createElement('style')
  sheet.textContent = styles
  const mount = document.createElement('div')
  shadow.append(sheet, mount)
  const root = createRoot(mount)
  const render = () => root.render(<MachinesPanel registry={registry} stately={stately} />)
  render()
  try {
    stately = await loadStatelyLink(() => registry.history())
    render()
  } catch (error) {
    console.warn(
      'The Stately inspector could not be loaded; the machines panel works without it.',
      error,
    )
  }
}

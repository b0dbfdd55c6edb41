import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { DeskApp } from './app/desk-app.tsx'
import './desk.css'

/**
 * The desk's entry (src/desk/index.html): the app renders into `#desk` in the browser only. The
 * desk is never prerendered: it shows nothing without a session, and its shell is the same for
 * every address under /desk.
 */
const root = document.getElementById('desk')
if (root) {
  createRoot(root).render(
    <StrictMode>
      <DeskApp />
    </StrictMode>,
  )
}

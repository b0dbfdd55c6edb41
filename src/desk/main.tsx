import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { DeskApp } from './app/desk-app.tsx'
import './desk.css'

/**
 * The desk app's entry (src/desk/index.html): the app renders into `#desk` in the browser only.
 * The server sends it to a request with a live session, its shell the same for every address
 * under /desk; without one it sends the sign-in page (door.html, door/), which is HTML.
 */
const root = document.getElementById('desk')
if (root) {
  createRoot(root).render(
    <StrictMode>
      <DeskApp />
    </StrictMode>,
  )
}

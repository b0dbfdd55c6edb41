import type { ReactNode } from 'react'

/**
 * A message beside a form. `alert` (something did not work) is announced at once by screen
 * readers (role=alert); `status` and `done` (what happened) politely (role=status).
 */
export function Message({
  tone,
  children,
}: {
  readonly tone: 'alert' | 'status' | 'done'
  readonly children: ReactNode
}) {
  return (
    <div
      role={tone === 'alert' ? 'alert' : 'status'}
      className={`desk-message${tone === 'status' ? '' : ` desk-message--${tone}`}`}
    >
      {children}
    </div>
  )
}

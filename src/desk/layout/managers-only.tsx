import type { ReactNode } from 'react'
import { useMe } from '../app/session.ts'
import { useTitle } from '../app/title.ts'
import { ScreenHeading } from '../ui/screen-heading.tsx'

function NotForYou() {
  useTitle('For managers')
  return (
    <>
      <ScreenHeading>For managers</ScreenHeading>
      <p>This page is for the desk&apos;s managers. Ask a manager if you need something from it.</p>
    </>
  )
}

/** A manager's screen; anyone else reads that it is not theirs (the server refuses them too). */
export function ManagersOnly({ children }: { readonly children: ReactNode }) {
  return useMe().role === 'manager' ? <>{children}</> : <NotForYou />
}

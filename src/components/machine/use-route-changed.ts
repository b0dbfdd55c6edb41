import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'

/**
 * Sends ROUTE_CHANGED to `actor` each time the router lands on another path (not when only the
 * hash or the search changes), for the overlays whose machines close on navigation: the
 * booking sheet and the side menu.
 */
export function useRouteChanged(actor: { send: (event: { type: 'ROUTE_CHANGED' }) => void }): void {
  const router = useRouter()
  useEffect(
    () =>
      router.subscribe('onResolved', (event) => {
        if (event.pathChanged) actor.send({ type: 'ROUTE_CHANGED' })
      }),
    [router, actor],
  )
}

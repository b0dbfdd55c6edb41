import { Link, useRouter, type LinkComponentProps } from '@tanstack/react-router'
import { useCallback } from 'react'
import type { deskScreens } from './routes.tsx'

/**
 * The desk's addresses under its basepath (`/` is `/desk`), from its own route tree: the public
 * site's router is the one registered with TanStack Router, so the desk types its links here.
 */
export type DeskPath = (typeof deskScreens)[number]['fullPath']

/** A link to one of the desk's addresses (`aria-current="page"` when it is the current one). */
export function DeskLink({ to, ...props }: { to: DeskPath } & Omit<LinkComponentProps, 'to'>) {
  return <Link {...props} to={to as never} />
}

/** Goes to one of the desk's addresses (replacing the current entry when asked). */
export function useDeskNavigate(): (to: DeskPath, options?: { replace?: boolean }) => void {
  const router = useRouter()
  return useCallback(
    (to, options) => {
      void router.navigate({ to: to as never, replace: options?.replace === true })
    },
    [router],
  )
}

import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { applyHeadTags, collectHeadTags } from '../head/head-tags.ts'

/**
 * What every client-side navigation does besides rendering: the head follows the new route
 * (title, description, canonical, Open Graph and JSON-LD replace the previous route's), and
 * the page scrolls to the top unless the link targets an anchor.
 */
export function useRouteEffects(): void {
  const router = useRouter()
  // Marks the document once React has hydrated it; end-to-end tests wait for this.
  useEffect(() => {
    document.documentElement.dataset['hydrated'] = 'true'
  }, [])
  useEffect(
    () =>
      router.subscribe('onResolved', (event) => {
        if (!event.pathChanged && !event.hrefChanged) return
        applyHeadTags(document, collectHeadTags(router.state.matches))
        const hash = router.state.location.hash
        const target = hash ? document.getElementById(hash) : null
        if (target) target.scrollIntoView()
        else if (event.pathChanged) window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
      }),
    [router],
  )
}

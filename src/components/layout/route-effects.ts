import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { applyHeadTags, collectHeadTags } from '../head/head-tags.ts'
import { adoptOptionalFaces } from './optional-faces.ts'

/**
 * What every client-side navigation does besides rendering: the head follows the new route
 * (title, description, canonical, Open Graph and JSON-LD replace the previous route's). Where
 * the window scrolls is the router's (router.tsx): to the top or the anchor on a navigation,
 * back to where the visitor was on back and forward, and nowhere at all when the page hydrates.
 * The first navigation also brings in a brand face the first page passed over (optional-faces.ts).
 */
export function useRouteEffects(): void {
  const router = useRouter()
  // Marks the document once React has hydrated it; end-to-end tests wait for this.
  useEffect(() => {
    document.documentElement.dataset['hydrated'] = 'true'
  }, [])
  useEffect(
    () =>
      router.subscribe('onBeforeNavigate', (event) => {
        if (event.fromLocation && event.pathChanged) adoptOptionalFaces(document)
      }),
    [router],
  )
  useEffect(
    () =>
      router.subscribe('onResolved', (event) => {
        // The page's first resolution is the prerendered page itself, whose head is right.
        if (!event.fromLocation) return
        if (event.pathChanged || event.hrefChanged)
          applyHeadTags(document, collectHeadTags(router.state.matches))
      }),
    [router],
  )
}

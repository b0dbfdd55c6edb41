import { useRouter } from '@tanstack/react-router'
import type { NavItem } from '../site-header/nav.ts'

/**
 * Keeps only the items whose route is in the route tree, so navigation never links to a page
 * that has not been built. Paths are checked against the typed route table at compile time.
 */
export function useBuiltItems(items: readonly NavItem[]): readonly NavItem[] {
  const router = useRouter()
  const built = router.routesByPath as unknown as Record<string, unknown>
  return items.filter((item) => item.to in built)
}

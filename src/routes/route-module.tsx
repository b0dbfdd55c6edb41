import type { ComponentType, ReactNode } from 'react'
import type { RouteHead } from './page-head.ts'

/**
 * What a route module (`src/routes/<name>.route.tsx`) exports as its default: the head and the
 * view of the page at a path. The route tree (src/app/route-tree.ts) knows only the paths and
 * the module's name; the module, with the content and the view it imports, loads with its page.
 */
export interface RouteModule {
  readonly head: (path: string) => RouteHead
  readonly View: (props: { readonly path: string }) => ReactNode
}

/** The route module of one page. */
export function singlePage(head: () => RouteHead, Page: ComponentType): RouteModule {
  return { head, View: () => <Page /> }
}

/** How each entry of a family becomes a page: its head, and its view. */
export interface FamilyPage<Entry> {
  readonly head: (entry: Entry) => RouteHead
  readonly view: (entry: Entry) => ReactNode
}

/**
 * The route module of a family: one page per content entry, at the entry's own path. The route
 * tree builds the family's routes from the same entries (content/families.build-time.ts), so
 * every path here has its route.
 */
export function pageFamily<Entry extends { readonly path: string }>(
  entries: Iterable<Entry>,
  page: FamilyPage<Entry>,
): RouteModule {
  const byPath = new Map<string, Entry>()
  for (const entry of entries) byPath.set(entry.path, entry)
  const entryAt = (path: string): Entry => {
    const entry = byPath.get(path)
    if (entry === undefined) throw new Error(`No content entry has the path ${path}`)
    return entry
  }
  return {
    head: (path) => page.head(entryAt(path)),
    View: ({ path }) => page.view(entryAt(path)),
  }
}

import {
  createRootRoute,
  createRoute,
  createRouter,
  lazyRouteComponent,
  Outlet,
  useParams,
  useRouter,
  useSearch,
  type RouterHistory,
} from '@tanstack/react-router'
import { useCallback, type ComponentType, type ReactNode } from 'react'
import { SessionGate } from '../layout/session-gate.tsx'
import { ManagersOnly } from '../layout/managers-only.tsx'
import { filterOfSearch } from '../screens/inbox/inbox-filter.ts'
import { siteSearchOf, type SiteSearch } from '../screens/site/site-search.ts'
import { InboxScreen } from '../screens/inbox/inbox.tsx'
import { NotFoundScreen } from '../screens/not-found.tsx'
import { WelcomeScreen } from '../screens/welcome.tsx'

/*
 * The screens behind the sign-in that bring React Aria's table and dialogs load with their route,
 * so the first screen (the sign-in form or the inbox) does not wait for them.
 */
const AccountScreen = lazyRouteComponent(() => import('../screens/account.tsx'), 'AccountScreen')
const StaffScreen = lazyRouteComponent(() => import('../screens/staff.tsx'), 'StaffScreen')
const AuditScreen = lazyRouteComponent(() => import('../screens/audit.tsx'), 'AuditScreen')
const EnquiryScreen = lazyRouteComponent(
  () => import('../screens/enquiry/enquiry.tsx'),
  'EnquiryScreen',
)
const PrivacyScreen = lazyRouteComponent(() => import('../screens/privacy.tsx'), 'PrivacyScreen')
/* The Site page brings uPlot and its charts: they load with it, never with the inbox. */
const SiteScreen = lazyRouteComponent(() => import('../screens/site/site.tsx'), 'SiteScreen')

/*
 * The desk's routes, code-based, under the basepath /desk (issue 42's design): /desk (the sign-in
 * form signed out, else the inbox, its filter in the address), /desk/welcome (a one-time link
 * sets a password), and behind the session gate /desk/enquiries/$id, /desk/account, and for
 * managers /desk/staff, /desk/privacy, /desk/audit and /desk/site (the site's visits). The gate renders the
 * sign-in form in place of any screen while nobody is signed in, so the address stays and its
 * screen shows once the person signs in. Roles are enforced by the server; the desk only hides
 * what a role cannot use.
 */
const rootRoute = createRootRoute({ component: Outlet, notFoundComponent: NotFoundScreen })

const welcomeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/welcome',
  component: WelcomeScreen,
})

const gateRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'desk',
  component: SessionGate,
})

const inboxRoute = createRoute({
  getParentRoute: () => gateRoute,
  path: '/',
  validateSearch: filterOfSearch,
  component: InboxScreen,
})
/* The enquiry's id from the address. Read loosely, as the inbox reads its filter: the router
   registered with TanStack Router's types is the public site's, not the desk's. */
const idOf = (params: Readonly<Record<string, unknown>>): string =>
  typeof params['id'] === 'string' ? params['id'] : ''
function EnquiryRouteScreen(): ReactNode {
  return <EnquiryScreen id={idOf(useParams({ strict: false }))} />
}
const enquiryRoute = createRoute({
  getParentRoute: () => gateRoute,
  path: '/enquiries/$id',
  component: EnquiryRouteScreen,
})
const accountRoute = createRoute({
  getParentRoute: () => gateRoute,
  path: '/account',
  component: AccountScreen,
})
/** A screen for managers alone, at `path` behind the gate (its search read by `validateSearch`). */
function managersRoute<const Path extends string>(
  path: Path,
  Screen: ComponentType,
  validateSearch?: (search: Record<string, unknown>) => object,
) {
  return createRoute({
    getParentRoute: () => gateRoute,
    path,
    ...(validateSearch === undefined ? {} : { validateSearch }),
    component: () => (
      <ManagersOnly>
        <Screen />
      </ManagersOnly>
    ),
  })
}
const staffRoute = managersRoute('/staff', StaffScreen)
const privacyRoute = managersRoute('/privacy', PrivacyScreen)
const auditRoute = managersRoute('/audit', AuditScreen)
/* The Site page's range and route, read from the address and written back to it. */
function SiteRouteScreen(): ReactNode {
  const router = useRouter()
  const search = siteSearchOf(useSearch({ strict: false }))
  const onSearch = useCallback(
    (next: SiteSearch) => void router.navigate({ to: '/site' as never, search: next as never }),
    [router],
  )
  return <SiteScreen search={search} onSearch={onSearch} />
}
const siteRoute = managersRoute('/site', SiteRouteScreen, siteSearchOf)

/** Every screen's route; their paths (`fullPath`, under the basepath) type the desk's links. */
export const deskScreens = [
  welcomeRoute,
  inboxRoute,
  enquiryRoute,
  accountRoute,
  staffRoute,
  privacyRoute,
  auditRoute,
  siteRoute,
] as const

export const deskRouteTree = rootRoute.addChildren([
  welcomeRoute,
  gateRoute.addChildren([
    inboxRoute,
    enquiryRoute,
    accountRoute,
    staffRoute,
    privacyRoute,
    auditRoute,
    siteRoute,
  ]),
])

/** The desk's router: the browser's history, or a memory history in tests. */
export function createDeskRouter(history?: RouterHistory) {
  return createRouter({
    routeTree: deskRouteTree,
    basepath: '/desk',
    trailingSlash: 'never',
    ...(history ? { history } : {}),
  })
}

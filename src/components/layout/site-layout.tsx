import { useRouterState } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { recordPictureUse } from '../../../content/media/photos.ts'
import { promoModalMedia } from '../../../content/media/offers.ts'
import { chromelessPaths, type RoutePath } from '../../../content/routes.ts'
import { offersMinWidth } from '../../../machines/offers-widget/offers-widget.viewport.ts'
import { deferred } from './deferred.tsx'
import { BookNowBar } from '../booking-sheet/book-now-bar.tsx'
import { BookingSheetHost } from '../booking-sheet/booking-sheet-host.tsx'
import { SiteFooter } from '../site-footer/site-footer.tsx'
import { SiteHeader } from '../site-header/site-header.tsx'
import { useRouteEffects } from './route-effects.ts'
import styles from './site-layout.module.css'

// Both render nothing until the browser knows the viewport, storage and date, and load only
// when wanted: the offers tab when idle on windows wide enough for it (the widget itself when
// the visitor reaches for the tab); the promotion at the visitor's first scroll, on any screen:
// it may open then on a phone, and on every screen its machine judges the visit (a stored
// record past its expiry clears local storage, spec 4), which only a scroll can make matter.
const OffersWidget = deferred(
  () => import('../offers-widget/offers-tab.tsx').then((m) => m.OffersTab),
  { media: `(width > ${offersMinWidth}px)` },
)
const PromoModal = deferred(
  () => import('../promo-modal/promo-modal.tsx').then((m) => m.PromoModal),
  { after: 'scroll' },
)

/**
 * The chrome around every page: skip link, header, main landmark, footer, the phone's Book Now
 * bar and the booking sheet every Book Now opens; none of them on the brochure and landing
 * routes (spec 2.2).
 */
export function SiteLayout({ children }: { readonly children: ReactNode }) {
  useRouteEffects()
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  const chromeless = chromelessPaths.includes(pathname as RoutePath)
  if (chromeless) return <main id="main">{children}</main>
  // The promotion is drawn only in the browser; the build still has to make its picture.
  recordPictureUse(promoModalMedia, 'modal')
  return (
    <>
      <a className={styles.skip} href="#main">
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
      <BookNowBar />
      <BookingSheetHost />
      <OffersWidget />
      <PromoModal />
    </>
  )
}

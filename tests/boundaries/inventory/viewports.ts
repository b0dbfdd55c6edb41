import type { Boundary } from './types.ts'

/*
 * The viewport widths that switch what a visitor gets (spec 2.2, 4 and 9): the promotion under
 * 728 px, the side menu under 768 px, the offers widget past 768 px, and the device classes of
 * the page-visibility metrics. A machine's table states both widths of each switch (727/728,
 * 767/768, 768/769 px); the stylesheets' breakpoints are in stylesheets.ts.
 */

export const viewportBoundaries: readonly Boundary[] = [
  {
    id: 'promo-narrow-width',
    promise: 'The promotional modal opens only on viewports narrower than 728 px',
    source: 'spec 4, 9 (promotional modal threshold 728 px)',
    value: 728,
    unit: 'px',
    code: [{ file: 'machines/promo-modal/promo-modal.viewport.ts', name: 'promoMaxWidth' }],
    pinnedBy: ['machines/promo-modal/promo-modal.machine.test.ts'],
    sides: 'a visit at 727 px waits for the first scroll and opens; at 728 px it stays inactive',
  },
  {
    id: 'menu-width',
    promise: 'The hamburger side menu is for viewports under 768 px',
    source: 'spec 2.2, 9 (mobile 768 px); DECISIONS: Navigation',
    value: 768,
    unit: 'px',
    code: [{ file: 'machines/menu/menu.machine.ts', name: 'menuMaxWidth' }],
    pinnedBy: ['machines/menu/menu.machine.test.ts'],
    sides: 'an open menu stays open at 767 px and closes at 768 px',
  },
  {
    id: 'offers-widget-width',
    promise: 'The offers widget is visible only when the window is wider than 768 px',
    source: 'spec 4',
    value: 768,
    unit: 'px',
    code: [{ file: 'machines/offers-widget/offers-widget.viewport.ts', name: 'offersMinWidth' }],
    pinnedBy: ['machines/offers-widget/offers-widget.machine.test.ts'],
    sides: 'hidden at 768 px, shown at 769 px',
  },
  {
    id: 'vitals-mobile-width',
    promise: 'A beacon’s device class is mobile under 768 px',
    source: 'server/README.md: Page-visibility metrics; spec 9 (mobile 768 px)',
    value: 768,
    unit: 'px',
    code: [{ file: 'content/vitals.schema.ts', name: 'deviceBreakpoints.tablet' }],
    pinnedBy: ['content/vitals.schema.test.ts'],
    sides: 'mobile at 767 px, tablet at 768 px',
  },
  {
    id: 'vitals-tablet-width',
    promise: 'A beacon’s device class is tablet under 1200 px, desktop from 1200 px',
    source: 'server/README.md: Page-visibility metrics; spec 9 (layout breakpoint 1200 px)',
    value: 1200,
    unit: 'px',
    code: [{ file: 'content/vitals.schema.ts', name: 'deviceBreakpoints.desktop' }],
    pinnedBy: ['content/vitals.schema.test.ts'],
    sides: 'tablet at 1199 px, desktop at 1200 px',
  },
]

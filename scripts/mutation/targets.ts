/**
 * What `npm run test:mutation` mutates and judges, per machine: the machine's own files, the
 * view files bound to it, and the test files that must kill the mutants (the machine's table
 * proof and the view's replays and tests). A new machine is added here.
 */
export interface MutationTarget {
  /** The machine's source files (their score must reach the target). */
  readonly machine: readonly string[]
  /** The view files bound to it (scored apart). */
  readonly views: readonly string[]
  /** The Vitest files run against every mutant. */
  readonly tests: readonly string[]
}

export const mutationTargets: Readonly<Record<string, MutationTarget>> = {
  menu: {
    machine: ['machines/menu/menu.machine.ts'],
    views: ['src/components/site-header/menu-control.tsx'],
    tests: [
      'machines/menu/menu.machine.test.ts',
      'src/components/site-header/site-header.test.tsx',
      'tests/model/modules-load.test.ts',
      'machines/machine-ids.test.ts',
    ],
  },
  'booking-sheet': {
    machine: ['machines/booking-sheet/booking-sheet.machine.ts'],
    views: [
      'src/components/booking-sheet/booking-sheet.tsx',
      'src/components/booking-sheet/booking-sheet-host.tsx',
      'src/components/booking-sheet/booking-sheet-intent.ts',
    ],
    tests: [
      'machines/booking-sheet/booking-sheet.machine.test.ts',
      'src/components/booking-sheet/booking-sheet.view.test.tsx',
      'tests/model/modules-load.test.ts',
      'machines/machine-ids.test.ts',
    ],
  },
  video: {
    machine: ['machines/video/video.machine.ts'],
    views: ['src/components/video-hero/video-hero.tsx'],
    tests: [
      'machines/video/video.machine.test.ts',
      'src/components/video-hero/video-hero.view.test.tsx',
      'tests/model/modules-load.test.ts',
      'machines/machine-ids.test.ts',
    ],
  },
  'promo-modal': {
    machine: [
      'machines/promo-modal/promo-modal.machine.ts',
      'machines/promo-modal/promo-modal.storage.ts',
    ],
    views: ['src/components/promo-modal/promo-modal.tsx'],
    tests: [
      'machines/promo-modal/promo-modal.machine.test.ts',
      'src/components/promo-modal/promo-modal.view.test.tsx',
      'tests/model/modules-load.test.ts',
      'machines/machine-ids.test.ts',
    ],
  },
  reveal: {
    machine: ['machines/reveal/reveal.machine.ts'],
    views: ['src/components/reveal/reveal.tsx'],
    tests: [
      'machines/reveal/reveal.machine.test.ts',
      'src/components/reveal/reveal.view.test.tsx',
      'tests/model/modules-load.test.ts',
      'machines/machine-ids.test.ts',
    ],
  },
  lightbox: {
    machine: ['machines/lightbox/lightbox.machine.ts'],
    views: ['src/components/lightbox/lightbox-gallery.tsx', 'src/components/dialog/wrap-tab.ts'],
    tests: [
      'machines/lightbox/lightbox.machine.test.ts',
      'src/components/lightbox/lightbox-gallery.view.test.tsx',
      'tests/model/modules-load.test.ts',
      'machines/machine-ids.test.ts',
    ],
  },
  weather: {
    machine: ['machines/weather/weather.machine.ts'],
    views: ['src/components/weather-card/weather-card.tsx'],
    tests: [
      'machines/weather/weather.machine.test.ts',
      'src/components/weather-card/weather-card.view.test.tsx',
      'tests/model/modules-load.test.ts',
      'machines/machine-ids.test.ts',
    ],
  },
  'enquiry-form': {
    machine: [
      'machines/enquiry-form/enquiry-form.machine.ts',
      'machines/enquiry-form/enquiry-form.logic.ts',
      'machines/enquiry-form/enquiry-form.api.ts',
    ],
    views: [
      'src/components/enquiry-form/enquiry-form.tsx',
      'src/components/enquiry-form/page-challenge.ts',
    ],
    tests: [
      'machines/enquiry-form/enquiry-form.machine.test.ts',
      'machines/enquiry-form/enquiry-form.api.test.ts',
      'machines/enquiry-form/enquiry-form.defaults.test.ts',
      'src/components/enquiry-form/enquiry-form.view.test.tsx',
      'tests/model/modules-load.test.ts',
      'machines/machine-ids.test.ts',
    ],
  },
  'booking-bar': {
    machine: [
      'machines/booking-bar/booking-bar.machine.ts',
      'machines/booking-bar/booking-rules.ts',
      'machines/booking-bar/booking-href.ts',
    ],
    views: ['src/components/booking-bar/booking-bar.tsx'],
    tests: [
      'machines/booking-bar/booking-bar.machine.test.ts',
      'src/components/booking-bar/booking-bar.view.test.tsx',
      'src/components/booking-bar/booking-bar.first-reach.view.test.tsx',
      // the steppers are the bar's too
      'src/components/booking-bar/booking-party.view.test.tsx',
      'tests/model/modules-load.test.ts',
      'machines/machine-ids.test.ts',
    ],
  },
  'booking-party': {
    machine: ['machines/booking-party/booking-party.machine.ts'],
    views: ['src/components/booking-bar/stepper.tsx'],
    tests: [
      'machines/booking-party/booking-party.machine.test.ts',
      'src/components/booking-bar/booking-party.view.test.tsx',
      'tests/model/modules-load.test.ts',
      'machines/machine-ids.test.ts',
    ],
  },
  'offers-widget': {
    machine: ['machines/offers-widget/offers-widget.machine.ts'],
    views: ['src/components/offers-widget/offers-widget.tsx'],
    tests: [
      'machines/offers-widget/offers-widget.machine.test.ts',
      'src/components/offers-widget/offers-widget.view.test.tsx',
      'tests/model/modules-load.test.ts',
      'machines/machine-ids.test.ts',
    ],
  },
  carousel: {
    machine: ['machines/carousel/carousel.machine.ts'],
    views: [
      'src/components/carousel/carousel-region.tsx',
      'src/components/carousel/carousel-track.tsx',
      'src/components/carousel/carousel-watch.ts',
    ],
    tests: [
      'machines/carousel/carousel.machine.test.ts',
      'src/components/carousel/carousel.view.test.tsx',
      'src/components/carousel/carousel.test.tsx',
      'tests/model/modules-load.test.ts',
      'machines/machine-ids.test.ts',
    ],
  },
  'enquiry-life': {
    machine: [
      'machines/enquiry-life/enquiry-life.machine.ts',
      'machines/enquiry-life/enquiry-life.decide.ts',
    ],
    // the desk's enquiry page (src/desk) binds it; until it does, the machine alone
    views: [],
    tests: [
      'machines/enquiry-life/enquiry-life.machine.test.ts',
      'machines/enquiry-life/enquiry-life.decide.test.ts',
      'tests/model/modules-load.test.ts',
      'machines/machine-ids.test.ts',
    ],
  },
}

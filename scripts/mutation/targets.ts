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
    ],
  },
  'offers-widget': {
    machine: ['machines/offers-widget/offers-widget.machine.ts'],
    views: ['src/components/offers-widget/offers-widget.tsx'],
    tests: [
      'machines/offers-widget/offers-widget.machine.test.ts',
      'src/components/offers-widget/offers-widget.view.test.tsx',
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
    ],
  },
}

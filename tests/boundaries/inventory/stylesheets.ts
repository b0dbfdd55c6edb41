import type { Boundary } from './types.ts'

/*
 * The specification's figures a stylesheet holds: the layout breakpoints of spec 9, and the
 * durations and sizes the visitor sees that no machine keeps (the reveal's slide-in, the film
 * button before the film's code has come, the banner's height, the amenity icons' width).
 */

const figures = ['tests/boundaries/stylesheet-figures.test.ts']

export const stylesheetBoundaries: readonly Boundary[] = [
  {
    id: 'layout-breakpoints',
    promise:
      'Layout breakpoints 1200, 992, 768, 576, 320 px (small 400 px): every width media query of the stylesheets switches at one of them',
    source: 'spec 9',
    value: '1200, 992, 768, 576, 400, 320',
    unit: 'px',
    code: [
      {
        file: 'src/components/booking-bar/booking-bar.module.css',
        text: '@media (max-width: 991.98px)',
        mutants: ['@media (max-width: 990.98px)', '@media (max-width: 992.98px)'],
      },
      {
        file: 'src/styles/tokens.css',
        text: '@media (min-width: 768.02px)',
        mutants: ['@media (min-width: 767.02px)', '@media (min-width: 769.02px)'],
      },
      {
        file: 'src/components/lightbox/lightbox.module.css',
        text: '@media (max-width: 767.98px) {\n  .lightbox {',
        mutants: [
          '@media (max-width: 766.98px) {\n  .lightbox {',
          '@media (max-width: 768.98px) {\n  .lightbox {',
        ],
      },
    ],
    pinnedBy: ['tests/boundaries/breakpoints.test.ts'],
    sides:
      'a min-width query is one of the breakpoints (768.02 px: wider than 768, where the offers tab shows), a max-width query ends just under one (767 px or 767.98 px), so a width at a breakpoint is never on both sides',
  },
  {
    id: 'reveal-css-transition',
    promise: 'A scroll-reveal section slides in with a 1.5 s transition',
    source: 'spec 4, 9 (reveal 1.5 s)',
    value: 1.5,
    unit: 's',
    code: [
      {
        file: 'src/components/reveal/reveal.module.css',
        text: 'opacity 1.5s ease,\n    transform 1.5s ease;',
        mutants: [
          'opacity 1.4s ease,\n    transform 1.5s ease;',
          'opacity 1.5s ease,\n    transform 1.6s ease;',
        ],
      },
    ],
    pinnedBy: figures,
    sides: 'both the opacity and the movement take exactly 1.5 s',
  },
  {
    id: 'video-button-css-delay',
    promise: 'The film’s button appears one second after the page starts, before its code has come',
    source: 'spec 2.3, 9 (video button delay 1000 ms); README: islands hydrate when wanted',
    value: 1,
    unit: 's',
    code: [
      {
        file: 'src/components/video-hero/video-hero.module.css',
        text: 'animation: appear 300ms ease-out 1s backwards;',
        mutants: [
          'animation: appear 300ms ease-out 0.9s backwards;',
          'animation: appear 300ms ease-out 1.1s backwards;',
        ],
      },
    ],
    pinnedBy: figures,
    sides: 'the prerendered button’s appearance is delayed exactly 1 s',
  },
  {
    id: 'banner-height',
    promise: 'The reusable banner’s default height is 65vh',
    source: 'spec 2.2, 9',
    value: 65,
    unit: 'vh',
    code: [
      {
        file: 'src/components/banner/banner.module.css',
        text: 'min-height: 65vh;\n  min-height: 65svh;',
        mutants: [
          'min-height: 64vh;\n  min-height: 65svh;',
          'min-height: 65vh;\n  min-height: 66svh;',
        ],
      },
    ],
    pinnedBy: figures,
    sides: 'exactly 65vh (65svh where the browser knows it)',
  },
  {
    id: 'amenity-icon-width',
    promise: 'Amenity icons are 50 px wide',
    source: 'spec 2.4',
    value: 50,
    unit: 'px',
    code: [
      {
        file: 'src/views/suites/suites.module.css',
        text: '.amenityIcon {\n  width: 50px;\n  height: 50px;',
        mutants: [
          '.amenityIcon {\n  width: 49px;\n  height: 50px;',
          '.amenityIcon {\n  width: 51px;\n  height: 50px;',
        ],
      },
    ],
    pinnedBy: figures,
    sides: 'exactly 50 px by 50 px',
  },
]
